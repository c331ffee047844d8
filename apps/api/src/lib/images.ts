import sharp from 'sharp';

/** Formats accepted from uploads, recognised by content, never by file name or declared type. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
/** About a 6000 x 6000 photo; larger inputs are refused before they are decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface Rendition {
  name: string;
  width: number;
  /** With a height the image is cropped to fill the box (around its most interesting part), else scaled to the width. */
  height?: number;
  format: 'webp' | 'jpeg';
}

export interface RenderedImage {
  name: string;
  format: Rendition['format'];
  content: Buffer;
  /** The encoded file's pixel size (a width-only rendition keeps the upload's shape). */
  width: number;
  height: number;
}

/**
 * Decodes an upload and re-encodes it into each rendition. Returns undefined when the bytes are not a JPEG, PNG
 * or WebP image (whatever the file is called), so a crafted or renamed file never reaches storage.
 */
export async function renderUpload(
  upload: Buffer,
  renditions: readonly Rendition[],
): Promise<RenderedImage[] | undefined> {
  try {
    const source = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await source.metadata();
    if (!format || !ACCEPTED.has(format)) return undefined;
    // EXIF orientation is applied once; the renditions carry no metadata (no GPS position from a phone photo).
    const upright = await source.rotate().toBuffer();
    return await Promise.all(
      renditions.map(async (rendition) => {
        const image = sharp(upright).resize(rendition.width, rendition.height ?? null, {
          fit: rendition.height ? 'cover' : 'inside',
          position: rendition.height ? sharp.strategy.attention : 'centre',
          withoutEnlargement: !rendition.height,
        });
        const encoded =
          rendition.format === 'webp'
            ? image.webp({ quality: 80 })
            : image.flatten({ background: '#111111' }).jpeg({ quality: 82, mozjpeg: true });
        const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
        return {
          name: rendition.name,
          format: rendition.format,
          content: data,
          width: info.width,
          height: info.height,
        };
      }),
    );
  } catch {
    return undefined;
  }
}
