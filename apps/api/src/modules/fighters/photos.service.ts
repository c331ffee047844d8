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

/** Fighter photos: checked by content, re-encoded into every size, stored under a key of their own. */
export class FighterPhotos {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    readonly maxBytes: number,
  ) {}

  /** Stores an upload for `ownerId` (the fighter's account, also when staff upload for them). */
  async upload(ownerId: string, upload: Buffer | undefined): Promise<FighterPhoto> {
    if (!upload || upload.length === 0) throw AppError.field('photo', 'HUBFPPH004');
    if (upload.length > this.maxBytes) throw this.invalid();
    const rendered = await renderUpload(upload, RENDITIONS);
    if (!rendered) throw this.invalid();
    const row = await photos.insert(this.db, ownerId);
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
}
