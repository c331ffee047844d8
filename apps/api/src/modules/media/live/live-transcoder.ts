import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { type FfmpegTools, hlsArguments, ladderFolders, ladderFor, probe } from '../ffmpeg';

/** Live segments are a little shorter than on-demand ones: less delay behind the fight. */
export const LIVE_SEGMENT_SECONDS = 4;

/**
 * One broadcast's transcoder: ffmpeg reads the encoder's stream from the local RTMP ingest and writes an
 * adaptive HLS ladder as it goes (a playlist that grows, ended when the broadcast ends), plus a copy of the
 * stream as received, from which the replay is made.
 */
export class LiveTranscoder {
  private child: ChildProcess | undefined;
  private finished: Promise<void> | undefined;

  constructor(
    private readonly tools: FfmpegTools,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The recording beside the ladder. */
  static recordingOf(outDir: string): string {
    return path.join(outDir, 'recording.flv');
  }

  static isPlayable(outDir: string): boolean {
    return existsSync(path.join(outDir, 'master.m3u8'));
  }

  async start(source: string, outDir: string): Promise<void> {
    const probed = await probe(this.tools, source, true);
    // Live, every rung costs real-time encoding: none above the encoder's own height.
    const rungs = ladderFor(probed.height).filter((rung) => rung.height <= Math.max(probed.height, 240));
    await ladderFolders(outDir, rungs);
    const args = hlsArguments({
      inputArgs: ['-rw_timeout', '15000000', '-i', source],
      outDir,
      rungs,
      hasAudio: probed.hasAudio,
      preset: 'ultrafast',
      playlistType: 'event',
      segmentSeconds: LIVE_SEGMENT_SECONDS,
      trailing: [
        '-map',
        '0:v:0',
        ...(probed.hasAudio ? ['-map', '0:a:0'] : []),
        '-c',
        'copy',
        '-f',
        'flv',
        LiveTranscoder.recordingOf(outDir),
      ],
    });
    const child = spawn(this.tools.ffmpegPath, ['-nostdin', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    this.child = child;
    let stderr = '';
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
    this.finished = new Promise((resolve) => {
      child.on('close', (code) => {
        if (code !== 0 && code !== 255) this.log.warn({ code, stderr }, 'live transcoder stopped with an error');
        resolve();
      });
      child.on('error', (error) => {
        this.log.error({ err: error }, 'live transcoder could not start');
        resolve();
      });
    });
  }

  /**
   * Waits for ffmpeg to finish once its input has ended (it closes the playlists and writes the recording's
   * duration); one that does not is asked with SIGINT, and killed as a last resort.
   */
  async stop(timeoutMs = 10_000): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return this.finished;
    const interrupt = setTimeout(() => child.kill('SIGINT'), timeoutMs);
    const kill = setTimeout(() => child.kill('SIGKILL'), timeoutMs * 2);
    await this.finished;
    clearTimeout(interrupt);
    clearTimeout(kill);
  }

  /** Resolves when ffmpeg has exited (the encoder's stream ended, or stop()). */
  done(): Promise<void> {
    return this.finished ?? Promise.resolve();
  }
}
