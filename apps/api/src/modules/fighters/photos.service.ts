import type { FastifyBaseLogger } from 'fastify';
import type { FighterPhoto } from '@ringside/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type Rendition, renderUpload } from '../../lib/images';
import { type FileStorage, putAll } from '../../lib/storage';
import { photosRepository as photos } from './photos.repository';

/** The sizes the pages use; `share` is a JPEG because not every link preview reads WebP. */
const RENDITIONS = [
  { name: 'thumb', width: 160, height: 160, format: 'webp' },
  { name: 'card', width: 480, format: 'webp' },
  { name: 'large', width: 960, format: 'webp' },
  { name: 'share', width: 1200, height: 630, format: 'jpeg' },
] as const satisfies readonly Rendition[];

const extension = (format: Rendition['format']) => (format === 'jpeg' ? 'jpg' : format);
const keyOf = (photoId: string, rendition: Pick<Rendition, 'name' | 'format'>) =>
  `fighters/${photoId}/${rendition.name}.${extension(rendition.format)}`;

/** The public URLs of a photo's sizes, served by the media route with a year-long cache (keys never change). */
export function photoUrls(photoId: string): FighterPhoto {
  const urls = Object.fromEntries(
    RENDITIONS.map((rendition) => [rendition.name, `/media/${keyOf(photoId, rendition)}`]),
  );
  return { id: photoId, ...(urls as Record<(typeof RENDITIONS)[number]['name'], string>) };
}

export interface PhotoLimits {
  maxBytes: number;
  /** Photos a customer may upload in 24 hours. */
  perDay: number;
}

const DAY_MS = 24 * 3600_000;
/** A photo that no application or profile shows is deleted once this old: an abandoned upload, a replaced photo. */
const UNATTACHED_MS = DAY_MS;
/** Unattached photos are looked for this often (a round of the job queue, once across instances). */
export const PHOTO_SWEEP_SECONDS = 60 * 60;
const SWEEP_BATCH = 100;

/**
 * Fighter photos: checked by content, re-encoded into every size, stored under a key of their own. A customer
 * uploads a limited number a day; photos never attached to an application (or no longer shown) are deleted.
 */
export class FighterPhotos {
  readonly maxBytes: number;
  private readonly perDay: number;

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    limits: PhotoLimits,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.maxBytes = limits.maxBytes;
    this.perDay = limits.perDay;
  }

  /**
   * Stores an upload for `ownerId` (the fighter's account). The owner's own uploads are held to the daily limit,
   * checked before the file is read; staff uploading for a fighter are not.
   */
  async upload(
    ownerId: string,
    read: () => Promise<Buffer | undefined>,
    { byStaff = false }: { byStaff?: boolean } = {},
  ): Promise<FighterPhoto> {
    if (!byStaff) await this.assertUnderLimit(this.db, ownerId);
    const upload = await read();
    if (!upload || upload.length === 0) throw AppError.field('photo', 'HUBFPPH004');
    if (upload.length > this.maxBytes) throw this.invalid();
    const rendered = await renderUpload(upload, RENDITIONS);
    if (!rendered) throw this.invalid();
    const row = byStaff
      ? await photos.insert(this.db, ownerId)
      : // Counted again under a lock: concurrent uploads of one customer cannot pass the limit together.
        await this.db.transaction(async (tx) => {
          await photos.lockOwner(tx, ownerId);
          await this.assertUnderLimit(tx, ownerId);
          return photos.insert(tx, ownerId);
        });
    try {
      await putAll(
        this.storage,
        `fighters/${row.id}`,
        rendered.map((image) => [keyOf(row.id, image), image.content]),
      );
    } catch (error) {
      // No row without its files: a profile could otherwise point at a photo that was never stored.
      await photos.remove(this.db, row.id);
      throw error;
    }
    return photoUrls(row.id);
  }

  invalid(): AppError {
    return AppError.field('photo', 'HUBFPPH003', { maxMb: Math.round((this.maxBytes / 1024 / 1024) * 10) / 10 });
  }

  /** Deletes the photos no application or profile has shown for a day: their rows first, then their files. */
  async sweep(): Promise<void> {
    try {
      const before = new Date(Date.now() - UNATTACHED_MS);
      let removed: string[];
      do {
        removed = await photos.removeUnattached(this.db, before, SWEEP_BATCH);
        for (const id of removed) await this.storage.removePrefix(`fighters/${id}/`);
        if (removed.length) this.log?.info({ count: removed.length }, 'unattached fighter photos deleted');
      } while (removed.length === SWEEP_BATCH);
    } catch (error) {
      this.log?.error({ err: error }, 'unattached fighter photos could not be deleted');
    }
  }

  /** HUBFPPH005 (429) when the owner has uploaded `perDay` photos in the last 24 hours. */
  private async assertUnderLimit(db: Db, ownerId: string): Promise<void> {
    const now = Date.now();
    const times = await photos.uploadedSince(db, ownerId, new Date(now - DAY_MS));
    if (times.length < this.perDay) return;
    // A place frees when enough of them have left the 24 hours to be one under the limit.
    const freesAt = (times[times.length - this.perDay] as Date).getTime() + DAY_MS;
    throw new AppError('HUBFPPH005', {
      params: { limit: this.perDay },
      details: { retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now) / 1000)) },
    });
  }
}
