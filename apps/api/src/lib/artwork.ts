import { randomBytes } from 'node:crypto';
import type { Artwork } from '@ringside/contract';
import { type Rendition, renderUpload } from './images';
import { type FileStorage, putAll } from './storage';

/** Landscape pictures (video posters, category images, banners): 16:9 for pages, 1200 x 630 for link previews. */
export const ARTWORK_RENDITIONS = [
  { name: 'card', width: 640, height: 360, format: 'webp' },
  { name: 'large', width: 1280, height: 720, format: 'webp' },
  { name: 'share', width: 1200, height: 630, format: 'jpeg' },
] as const satisfies readonly Rendition[];

const fileOf = (key: string, rendition: Pick<Rendition, 'name' | 'format'>) =>
  `${key}/${rendition.name}.${rendition.format === 'jpeg' ? 'jpg' : rendition.format}`;

/** Public URLs of an artwork's sizes; a new upload gets a new key, so they are cached for good. */
export function artworkUrls(key: string): Artwork {
  return Object.fromEntries(
    ARTWORK_RENDITIONS.map((rendition) => [rendition.name, `/media/${fileOf(key, rendition)}`]),
  ) as Artwork;
}

/**
 * Checks an upload by content, renders every size and stores them under a new key below `prefix`
 * ("videos/<id>"), all or none. Answers the key, or undefined when the bytes are not a JPEG, PNG or WebP image.
 */
export async function storeArtwork(storage: FileStorage, prefix: string, upload: Buffer): Promise<string | undefined> {
  const rendered = await renderUpload(upload, ARTWORK_RENDITIONS);
  if (!rendered) return undefined;
  const key = `${prefix}/${randomBytes(8).toString('hex')}`;
  await putAll(
    storage,
    key,
    rendered.map((image) => [fileOf(key, image), image.content]),
  );
  return key;
}
