import path from 'node:path';
import type { AppConfig } from '../config';
import { CachedPlaylists } from './cached-playlists';
import { S3Storage, s3ClientOf } from './s3-storage';
import { type FileStorage, LocalDiskStorage } from './storage';

/** The app's file storages: public media (photos, logos, posters), the videos' HLS ladders, the live ladders. */
export interface Storages {
  media: FileStorage;
  streams: FileStorage;
  /** Where api instances read live ladders; with a bucket, the ingest copies its ladder there as it grows. */
  live: FileStorage;
  /** The live ladders are elsewhere than the ingest's disk (a bucket). */
  liveIsRemote: boolean;
}

/** Local folders by default; with STORAGE=s3, prefixes of one bucket (`media/`, `streams/`, `live/`; decision 67). */
export function storagesFor(config: Pick<AppConfig, 'objectStorage' | 'mediaDir' | 'video'>): Storages {
  const bucket = config.objectStorage;
  if (!bucket)
    return {
      media: new LocalDiskStorage(config.mediaDir),
      streams: new LocalDiskStorage(config.video.dir),
      live: new LocalDiskStorage(liveDirOf(config)),
      liveIsRemote: false,
    };
  const client = s3ClientOf(bucket);
  return {
    media: new S3Storage(client, bucket.bucket, 'media/'),
    streams: new S3Storage(client, bucket.bucket, 'streams/'),
    // The ingest writes through it too; api instances read playlists from memory for a second.
    live: new CachedPlaylists(new S3Storage(client, bucket.bucket, 'live/')),
    liveIsRemote: true,
  };
}

/** Where the ingest writes live ladders and recordings (private; beside the uploads). */
export const liveDirOf = (config: Pick<AppConfig, 'video'>) => path.join(config.video.uploadDir, 'live');
