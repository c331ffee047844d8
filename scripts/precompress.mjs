// Brotli and gzip copies of the built assets, written beside them once at build time: the server sends the
// smallest one the browser accepts (@fastify/static `preCompressed`) and spends no CPU compressing per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|css|wasm|svg|json|txt|html)$/;
/** Below this size the headers cost more than compression saves. */
const MIN_BYTES = 1024;

/** Writes `<file>.br` and `<file>.gz` for every compressible file of `dir`; answers the bytes before and after. */
export async function precompress(dir) {
  const files = (await readdir(dir)).filter((name) => COMPRESSIBLE.test(name));
  const sizes = await Promise.all(
    files.map(async (name) => {
      const file = path.join(dir, name);
      const content = await readFile(file);
      if (content.length < MIN_BYTES) return [0, 0];
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      return [content.length, br.length];
    }),
  );
  return sizes.reduce(([raw, small], [r, s]) => [raw + r, small + s], [0, 0]);
}
