import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A page's HTML, compressed for the wire (its styles and data repeat a lot: 130 KB of HTML is about 20 KB in
 * Brotli). Quality 5 keeps it to a few milliseconds, off the event loop.
 */
export async function compressed(
  html: string,
  acceptEncoding: string | undefined,
): Promise<{ encoding: 'br' | 'gzip' | undefined; body: string | Buffer }> {
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted))
    return { encoding: 'br', body: await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) };
  if (/\bgzip\b/.test(accepted)) return { encoding: 'gzip', body: await gzipped(html, { level: 6 }) };
  return { encoding: undefined, body: html };
}
