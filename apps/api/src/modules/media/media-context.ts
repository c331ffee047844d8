import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { FileStorage } from '../../lib/storage';
import type { FfmpegTools } from './ffmpeg';
import type { UploadFiles } from './uploads/upload-files';

/** What the media services share. */
export interface MediaContext {
  db: Db;
  /** Public media (posters, category images), served under /media. */
  storage: FileStorage;
  /** Processed videos (HLS): private, served only through signed playback. */
  streams: FileStorage;
  queue: JobQueue;
  tools: FfmpegTools & { preset: string };
  /** Local disk where processing works (UPLOAD_DIR); by default resumable uploads land here too. */
  uploadDir: string;
  /** The videos' source files by key: tus uploads and live recordings (on disk, or in the bucket). */
  uploads: UploadFiles;
  uploadMaxBytes: number;
  posterMaxBytes: number;
  log: FastifyBaseLogger;
  /** ffmpeg's version when it was found at start, else null: uploads then cannot be processed. */
  ffmpeg: { version: string | null };
  /** Public lists and pages changed: cached home sections and pages must go. */
  changed: () => void;
}
