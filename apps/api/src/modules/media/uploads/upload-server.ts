import { randomBytes } from 'node:crypto';
import { Periodic } from '../../../lib/periodic';
import { EVENTS, Server, type Upload } from '@tus/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { NodeRequest, sendNodeResponse } from 'srvx/node';
import { AppError } from '../../../lib/app-error';
import type { MediaContext } from '../media-context';
import type { VideoProcessing } from '../processing';
import { videosRepository as videos } from '../videos.repository';
import { hookRefusal, inEnvelope } from './tus-answers';
import type { UploadFiles } from './upload-files';

export const UPLOAD_PATH = '/api/v1/uploads';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Limits of video uploads (from the settings). */
export interface UploadLimits {
  maxBytes: number;
  /** Free space an upload must leave on the disk. */
  freeSpaceMarginBytes: number;
}

/** Expired uploads are looked for this often (and at start). */
const SWEEP_MINUTES = 60;

/** A tus upload's id in a URL: tus's own 32 hex digits. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;

/**
 * Resumable uploads of video files, by the tus protocol (@tus/server; files on local disk, or in the bucket with
 * STORAGE=s3): a dropped connection continues where it stopped. An upload names its video in the metadata
 * (`videoId`); the video must be waiting for a file, and the disk must have room for it. When the last byte arrives the video goes to processing. An
 * upload left unfinished is removed after the expiry, and its video marked FAILED (HUBVDUP004).
 */
export class VideoUploads {
  readonly server: Server;
  private readonly files: UploadFiles;
  private readonly sweeper = new Periodic(() => this.sweep(), SWEEP_MINUTES * 60_000);

  constructor(
    private readonly context: MediaContext,
    processing: VideoProcessing,
    limits: UploadLimits,
  ) {
    const files = (this.files = context.uploads);
    this.server = new Server({
      path: UPLOAD_PATH,
      datastore: files.datastore,
      maxSize: limits.maxBytes,
      relativeLocation: true,
      // In a bucket, ids carry the `uploads/` prefix; URLs carry the id alone.
      ...(files.idPrefix && {
        generateUrl: (_request, { path, id }) => `${path}/${id.slice(files.idPrefix.length)}`,
        getFileIdFromRequest: (_request, last) => (last && UPLOAD_ID.test(last) ? files.idPrefix + last : undefined),
        namingFunction: () => files.idPrefix + randomBytes(16).toString('hex'),
      }),
      postReceiveInterval: 2000,
      onUploadCreate: async (_request, upload) => {
        // The length is known up front, so the upload can be weighed against the limits before any byte.
        if (upload.size === undefined) throw new AppError('HUBVDUP006');
        const videoId = upload.metadata?.videoId?.toLowerCase() ?? '';
        if (!videoId) throw new AppError('HUBVDUP003');
        // Checked before the query: the database would refuse a malformed id with an error, not an answer.
        const video = UUID.test(videoId) ? await videos.find(context.db, videoId) : undefined;
        if (!video) throw new AppError('HUBVDNF001');
        // A new file replaces one only while the video waits for it, or after its processing failed.
        if (video.status !== 'UPLOADING' && video.status !== 'FAILED') throw new AppError('HUBVDUP001');
        if ((await files.freeBytes()) < upload.size + limits.freeSpaceMarginBytes) throw new AppError('HUBVDUP005');
        await videos.update(context.db, video.id, {
          status: 'UPLOADING',
          uploadId: upload.id,
          sizeBytes: upload.size,
          uploadedBytes: 0,
          failureCode: null,
          failureDetail: null,
        });
        // The file it replaces (unfinished, or kept after a failed processing) can no longer be used.
        if (video.uploadId) await files.remove(video.uploadId);
        return { metadata: upload.metadata ?? {} };
      },
      onUploadFinish: async (_request, upload) => {
        const video = await videos.findByUpload(context.db, upload.id);
        if (!video) throw new AppError('HUBVDNF001');
        await videos.update(context.db, video.id, { uploadedBytes: upload.size ?? upload.offset });
        await processing.enqueue(video.id, upload.id);
        return {};
      },
      onResponseError: (request, error) => {
        const refusal = hookRefusal(request, error);
        // Anything else thrown is unexpected (tus's own refusals are plain objects): kept for the log only.
        if (!refusal && error instanceof Error) context.log.error({ err: error }, 'upload failed');
        return refusal;
      },
    });
    // Staff cancelled the upload: the video waits for a file again, with nothing to continue.
    this.server.on(EVENTS.POST_TERMINATE, (_request: Request, _response: Response, id: string) => {
      void videos
        .findByUpload(context.db, id)
        .then(
          (video) =>
            video && videos.update(context.db, video.id, { uploadId: null, sizeBytes: null, uploadedBytes: null }),
        )
        .catch((error: unknown) => context.log.warn({ err: error }, 'cancelled upload not recorded'));
    });
    this.server.on(EVENTS.POST_RECEIVE, (_request: Request, upload: Upload) => {
      void videos
        .findByUpload(context.db, upload.id)
        .then((video) => video && videos.update(context.db, video.id, { uploadedBytes: upload.offset }))
        .catch((error: unknown) => context.log.warn({ err: error }, 'upload progress not recorded'));
    });
  }

  /**
   * Looks for expired uploads now and every hour. A timer on each instance, not a queued job: on local disk the
   * files are on the disk of the instance that received them (in a bucket, a second look finds nothing left).
   */
  startSweeper(): void {
    this.sweeper.start();
  }

  async stopSweeper(): Promise<void> {
    await this.sweeper.stop();
  }

  /** Removes expired unfinished uploads; their videos fail with HUBVDUP004 (staff upload the file again). */
  async sweep(): Promise<void> {
    try {
      for (const id of await this.files.removeExpired()) {
        const video = await videos.findByUpload(this.context.db, id);
        if (video?.status === 'UPLOADING')
          await videos.update(this.context.db, video.id, {
            status: 'FAILED',
            failureCode: 'HUBVDUP004',
            failureDetail: 'the upload expired unfinished',
            uploadId: null,
            sizeBytes: null,
            uploadedBytes: null,
          });
        this.context.log.info({ uploadId: id, videoId: video?.id }, 'expired upload removed');
      }
    } catch (error) {
      this.context.log.error({ err: error }, 'expired uploads could not be removed');
    }
  }
}

const maxGb = (bytes: number) => ({ maxGb: Math.round((bytes / 1024 ** 3) * 10) / 10 });

/**
 * The tus endpoint, for staff with DASHBOARD; Fastify checks the session, tus speaks the protocol, and every
 * error it answers goes out as our envelope. Files are written, never read back: no GET.
 */
export const uploadRoutes: FastifyPluginAsync<{ server: Server; maxBytes: number }> = async (
  app,
  { server, maxBytes },
) => {
  // tus reads request bodies itself, and judges their type: Fastify must leave every body unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const options = { config: { auth: 'staff', permission: 'DASHBOARD' }, schema: { hide: true } } as const;
  const params = { HUBVDUP002: maxGb(maxBytes) };
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    // As tus's own `handle`, with its answer put in our shape on the way out.
    const answer = await server.handleWeb(new NodeRequest({ req: request.raw, res: reply.raw }));
    await sendNodeResponse(
      reply.raw,
      await inEnvelope(answer, request.language, (code) => params[code as keyof typeof params]),
    );
  };
  const methods = ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'];
  app.route({ method: methods, url: '/uploads', ...options, handler: handle });
  app.route({ method: methods, url: '/uploads/*', ...options, handler: handle });
};
