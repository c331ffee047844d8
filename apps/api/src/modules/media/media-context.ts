import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { FileStorage } from '../../lib/storage';
import type { FfmpegTools } from './ffmpeg';

/** What the media services share. */
export interface MediaContext {
  db: Db;
  /** Public media (posters, category images), served under /media. */
  storage: FileStorage;
  /** Processed videos (HLS): private, served only through signed playback. */
  streams: FileStorage;
  queue: JobQueue;
  tools: FfmpegTools & { preset: string };
  /** Resumable uploads land here, and processing works here. */
  uploadDir: string;
  uploadMaxBytes: number;
  posterMaxBytes: number;
  log: FastifyBaseLogger;
  /** ffmpeg's version when it was found at start, else null: uploads then cannot be processed. */
  ffmpeg: { version: string | null };
  /** Public lists and pages changed: cached home sections and pages must go. */
  changed: () => void;
}
