import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { type Rendition, renderUpload } from '../../lib/images';
import { type FileStorage, putAll } from '../../lib/storage';

/**
 * Banner and ad pictures: a wide strip for desktops and a 16:9 card for phones and rows, both cropped to fill
 * around the picture's middle (an ad's words are usually there: staff are told to keep them in the middle, and a
 * crop that follows the "most interesting" part would cut them differently in each size). WebP only: the media
 * route serves .webp and .jpg.
 */
export const BANNER_RENDITIONS = [
  { name: 'wide', width: 1200, height: 300, format: 'webp' },
  { name: 'card', width: 640, height: 360, format: 'webp' },
] as const satisfies readonly Rendition[];

export interface BannerUrls {
  wide: string;
  card: string;
}

/** Public URLs of a stored banner's sizes; a new upload gets a new key, so they are cached for good. */
export function bannerUrls(key: string): BannerUrls {
  return { wide: `/media/${key}/wide.webp`, card: `/media/${key}/card.webp` };
}

/**
 * Checks an upload by content, renders both sizes and stores them under a new key below `prefix`
 * ("home/<section id>"), all or none. Answers the key, or undefined when the bytes are not a JPEG, PNG or WebP image.
 */
export async function storeBanner(storage: FileStorage, prefix: string, upload: Buffer): Promise<string | undefined> {
  // The shared check: a JPEG, PNG or WebP by content, of a sane size (no rendition is asked of it).
  if (!(await renderUpload(upload, []))) return undefined;
  const upright = await sharp(upload).rotate().toBuffer();
  const rendered = await Promise.all(
    BANNER_RENDITIONS.map(async (rendition) => ({
      name: rendition.name,
      content: await sharp(upright)
        .resize(rendition.width, rendition.height, { fit: 'cover', position: 'centre' })
        .webp({ quality: 80 })
        .toBuffer(),
    })),
  );
  const key = `${prefix}/${randomBytes(8).toString('hex')}`;
  await putAll(
    storage,
    key,
    rendered.map((image) => [`${key}/${image.name}.webp`, image.content]),
  );
  return key;
}
