import type { DataStore } from '@tus/server';
import type { AppConfig } from '../../../config';
import { BucketUploads } from './bucket-uploads';
import { DiskUploads } from './disk-uploads';

/**
 * The source files of videos, by key (a tus upload's id, or a live recording's): tus's store while an upload
 * arrives, and what a worker reads to transcode. Local disk by default; with STORAGE=s3 the bucket's `uploads/`
 * prefix, so that a worker on another machine reads what any api instance received (decision 67).
 */
export interface UploadFiles {
  /** tus's data store. */
  readonly datastore: DataStore;
  /** Put before a tus upload's id (`uploads/` in a bucket); its URL carries the id without it. */
  readonly idPrefix: string;
  /** Whether the file (finished or not) is there. */
  has(key: string): Promise<boolean>;
  /** A local path of the file, to read while `use` runs: the file itself on disk, a copy in `work` from a bucket. */
  withLocal<T>(key: string, work: string, use: (file: string) => Promise<T>): Promise<T>;
  /** Keeps a finished local file (a live recording) under a new key, answered; the local file is moved or gone. */
  keep(localFile: string, name: string): Promise<string>;
  /** Removes the file and what tus keeps beside it; nothing when it is already gone. */
  remove(key: string): Promise<void>;
  /** Removes the unfinished uploads that began longer ago than the expiry; answers their keys. */
  removeExpired(now?: Date): Promise<string[]>;
  /** Bytes an upload may still take (the disk's free space; a bucket has no such limit). */
  freeBytes(): Promise<number>;
}

export function uploadFilesFor(config: Pick<AppConfig, 'objectStorage' | 'video'>, expiryHours: number): UploadFiles {
  const expiryMs = expiryHours * 3600_000;
  return config.objectStorage
    ? new BucketUploads(config.objectStorage, expiryMs)
    : new DiskUploads(config.video.uploadDir, expiryMs);
}
