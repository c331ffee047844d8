import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

const FLAG_WIDTH = 64;
const flagsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')),
  'flags/4x3',
);
const cache = new Map<string, Promise<Buffer | undefined>>();

/** A 64 px wide PNG of a country's flag, rendered once from the flag-icons SVGs; undefined if unknown. */
export function flagPng(code: string): Promise<Buffer | undefined> {
  const key = code.toLowerCase();
  if (!/^[a-z]{2}$/.test(key)) return Promise.resolve(undefined);
  let rendered = cache.get(key);
  if (!rendered) {
    rendered = readFile(path.join(flagsDir, `${key}.svg`))
      .then((svg) => sharp(svg, { density: 96 }).resize({ width: FLAG_WIDTH }).png({ compressionLevel: 9 }).toBuffer())
      .catch(() => undefined);
    cache.set(key, rendered);
  }
  return rendered;
}
