import { randomUUID } from 'node:crypto';
import sharp from 'sharp';

/** A multipart/form-data body holding one file, as a browser sends an upload. */
export function multipartFile(field: string, filename: string, type: string, content: Buffer) {
  const boundary = `----ringside${randomUUID()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A PNG of the given size with some detail in it (a plain colour would be too easy to encode). */
export function pngImage(width = 640, height = 800): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 37 + Math.floor(i / (width * 3)) * 11) % 256;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
