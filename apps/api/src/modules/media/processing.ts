import { randomBytes, randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ErrorCode } from '@ringside/contract';
import { storeArtwork } from '../../lib/artwork';
import { filesBelow } from '../../lib/files';
import { NotAVideoError, SEGMENT_SECONDS, grabFrame, ladderFor, probe, transcodeToHls } from './ffmpeg';
import type { MediaContext } from './media-context';
import { videosRepository as videos } from './videos.repository';

export const PROCESS_VIDEO = 'media.process-video';
const SWEEP_ROUND = 'media.processing-sweep';

interface ProcessJob {
  videoId: string;
  /**
   * The uploaded (or recorded) file's key among the uploads (its tus upload id): a job names files by key, never by
   * a path of the instance that queued it (decision 67).
   */
  upload?: string;
  /** Jobs queued before keys: the file's path. */
  source?: string;
}

/** A worker writes this often while it works; a video silent for STALL_SECONDS has lost its worker. */
const HEARTBEAT_SECONDS = 10;
const STALL_SECONDS = 90;
const SWEEP_SECONDS = 30;

/**
 * Turns an uploaded file into adaptive HLS in a durable background job: probe, transcode every rung in one
 * ffmpeg run, take a poster frame, store the files, and mark the video READY. A file that is no video fails at
 * once with a message; other failures are retried with backoff. A worker that dies (the server restarted) leaves
 * a stale heartbeat: the sweep (a round of the queue, once every SWEEP_SECONDS across instances, and at start) queues
 * the video again, and the old job, when it comes back, finds itself superseded.
 */
export class VideoProcessing {
  constructor(private readonly context: MediaContext) {
    context.queue.define({ name: PROCESS_VIDEO, retryLimit: 2, retryDelaySeconds: 15, expireInSeconds: 6 * 3600 });
    context.queue.work<ProcessJob>(PROCESS_VIDEO, (data, job) => this.process(data, job));
    context.queue.every(SWEEP_ROUND, SWEEP_SECONDS, () => this.sweep());
  }

  /** Queues processing of a video's new file (by its upload's key); the video shows PROCESSING until it is done. */
  async enqueue(videoId: string, upload: string): Promise<void> {
    // The job's id is recorded first, so that a worker taking it at once recognises it as current.
    const jobId = randomUUID();
    await videos.update(this.context.db, videoId, {
      status: 'PROCESSING',
      progress: 0,
      failureCode: null,
      failureDetail: null,
      jobId,
      heartbeatAt: new Date(),
    });
    await this.context.queue.send(PROCESS_VIDEO, { videoId, upload } satisfies ProcessJob, jobId);
  }

  async sweep(): Promise<void> {
    try {
      const stalled = await videos.stalled(this.context.db, new Date(Date.now() - STALL_SECONDS * 1000));
      for (const video of stalled) {
        if (!video.uploadId || !(await this.context.uploads.has(video.uploadId))) {
          await this.fail(video.id, 'HUBVDPR002', 'the uploaded file is gone');
          continue;
        }
        this.context.log.warn({ videoId: video.id }, 'video processing lost its worker; queued again');
        await this.enqueue(video.id, video.uploadId);
      }
    } catch (error) {
      this.context.log.error({ err: error }, 'video processing sweep failed');
    }
  }

  private async process(queued: ProcessJob, job: { id: string; retriesLeft: number }): Promise<void> {
    const { db, log } = this.context;
    const upload = queued.upload ?? path.basename(queued.source ?? 'missing');
    const video = await videos.find(db, queued.videoId);
    // Deleted, or queued again since (a sweep after a restart): this job has nothing left to do.
    if (!video || video.status !== 'PROCESSING' || video.jobId !== job.id) return;
    if (!this.context.ffmpeg.version) return this.fail(video.id, 'HUBVDFF001', 'ffmpeg was not found at start');

    const work = path.join(this.context.uploadDir, 'work', `${video.id}-${job.id}`);
    let progress = 0;
    // Files stored by this run (the ladder, a poster frame) go if the run does not end READY.
    let newStreams: string | null = null;
    let newPoster: string | null = null;
    const heartbeat = setInterval(
      () => void videos.update(db, video.id, { heartbeatAt: new Date(), progress }).catch(() => undefined),
      HEARTBEAT_SECONDS * 1000,
    );
    try {
      // A bucket's file is copied into the work folder for ffmpeg; a file on disk is read where it is.
      const ready = await this.context.uploads.withLocal(upload, work, async (source) => {
        const probed = await probe(this.context.tools, source);
        const rungs = ladderFor(probed.height);
        await transcodeToHls(this.context.tools, {
          input: source,
          outDir: work,
          rungs,
          hasAudio: probed.hasAudio,
          preset: this.context.tools.preset,
          durationSeconds: probed.durationSeconds,
          onProgress: (fraction) => (progress = Math.min(95, Math.round(fraction * 95))),
        });
        const posterKey = video.customPoster
          ? video.posterKey
          : (newPoster = await this.posterFrom(video.id, source, probed.durationSeconds, work));
        const streamKey = `videos/${video.id}/${randomBytes(6).toString('hex')}`;
        newStreams = streamKey;
        for (const file of await filesBelow(work)) {
          if (file === 'poster.jpg') continue;
          await this.context.streams.putFile(`${streamKey}/${file.split(path.sep).join('/')}`, path.join(work, file));
        }
        const current = await videos.find(db, video.id);
        if (!current || current.jobId !== job.id) {
          await this.discard(newStreams, newPoster);
          return false;
        }
        await videos.update(db, video.id, {
          status: 'READY',
          progress: 100,
          streamKey,
          renditions: rungs.map((rung) => rung.height),
          durationSeconds: Math.round(probed.durationSeconds),
          sourceHeight: probed.height,
          posterKey,
          heartbeatAt: null,
        });
        newStreams = newPoster = null;
        // The previous files (a reprocessing) are no longer needed.
        if (current.streamKey && current.streamKey !== streamKey)
          await this.context.streams.removePrefix(`${current.streamKey}/`);
        this.context.changed();
        log.info({ videoId: video.id, rungs: rungs.length, seconds: probed.durationSeconds }, 'video processed');
        return true;
      });
      // Nor is the source, once the video is READY.
      if (ready) await this.context.uploads.remove(upload);
    } catch (error) {
      await this.discard(newStreams, newPoster);
      if (error instanceof NotAVideoError) return this.fail(video.id, 'HUBVDPR001', error.message);
      if (job.retriesLeft === 0) return this.fail(video.id, 'HUBVDPR002', String((error as Error).message ?? error));
      await videos.update(db, video.id, { progress: 0, failureDetail: String((error as Error).message ?? error) });
      throw error;
    } finally {
      clearInterval(heartbeat);
      await rm(work, { recursive: true, force: true });
    }
  }

  /** A frame a tenth of the way in (at most 10 s), in every poster size. */
  private async posterFrom(videoId: string, source: string, duration: number, work: string): Promise<string | null> {
    const frame = path.join(work, 'poster.jpg');
    await grabFrame(
      this.context.tools,
      source,
      Math.min(10, duration * 0.1, Math.max(0, duration - SEGMENT_SECONDS / 10)),
      frame,
    );
    return (await storeArtwork(this.context.storage, `videos/${videoId}`, await readFile(frame))) ?? null;
  }

  private async discard(streamKey: string | null, posterKey: string | null): Promise<void> {
    if (streamKey) await this.context.streams.removePrefix(`${streamKey}/`).catch(() => undefined);
    if (posterKey) await this.context.storage.removePrefix(`${posterKey}/`).catch(() => undefined);
  }

  private async fail(videoId: string, code: ErrorCode, detail: string): Promise<void> {
    await videos.update(this.context.db, videoId, {
      status: 'FAILED',
      progress: 0,
      failureCode: code,
      failureDetail: detail.slice(0, 2000),
      heartbeatAt: null,
    });
    this.context.log.warn({ videoId, code, detail }, 'video processing failed');
  }
}
