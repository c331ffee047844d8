import type { AppConfig } from '../config';
import { S3Storage, s3ClientOf } from './s3-storage';
import { type FileStorage, LocalDiskStorage } from './storage';

/** The app's file storages: public media (photos, logos, posters) and the videos' HLS ladders. */
export interface Storages {
  media: FileStorage;
  streams: FileStorage;
}

/** Local folders by default; with STORAGE=s3, prefixes of one bucket (`media/`, `streams/`; decision 67). */
export function storagesFor(config: Pick<AppConfig, 'objectStorage' | 'mediaDir' | 'video'>): Storages {
  const bucket = config.objectStorage;
  if (!bucket) return { media: new LocalDiskStorage(config.mediaDir), streams: new LocalDiskStorage(config.video.dir) };
  const client = s3ClientOf(bucket);
  return {
    media: new S3Storage(client, bucket.bucket, 'media/'),
    streams: new S3Storage(client, bucket.bucket, 'streams/'),
  };
}
