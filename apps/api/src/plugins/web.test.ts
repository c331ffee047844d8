import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useWebApp } from '../../test/use-web-app';

const { t, webDist } = useWebApp();
/** One built asset, with the compressed copies the build writes beside it. */
const script = `export const greeting = ${JSON.stringify('namaste '.repeat(400))};\n`;
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'assets/app-3f9a.js'), script);
writeFileSync(path.join(webDist, 'assets/app-3f9a.js.br'), brotliCompressSync(script));
writeFileSync(path.join(webDist, 'assets/app-3f9a.js.gz'), gzipSync(script));
writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
const get = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/assets/app-3f9a.js',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('built assets', () => {
  it('go out as brotli or gzip when the browser takes it, cached for good and varying by encoding', async () => {
    const br = await get('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
  });

  it('go out as they are to a client that takes no compression, also cached for good', async () => {
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(script);
  });

  it('outside assets/ (robots, icons) are cached for an hour only', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('public, max-age=3600');
  });
});
