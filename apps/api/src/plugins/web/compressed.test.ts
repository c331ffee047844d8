import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressed } from './compressed';

const html = `<!doctype html><html><body>${'<p class="fighters-card">Bikash Thapa</p>'.repeat(500)}</body></html>`;

describe('a page compressed for the wire', () => {
  it('is Brotli when the browser takes it, else gzip, else as it is', async () => {
    const br = await compressed(html, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(html);
    expect((br.body as Buffer).length).toBeLessThan(html.length / 10);

    const gzip = await compressed(html, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body as Buffer).toString()).toBe(html);

    expect(await compressed(html, undefined)).toEqual({ encoding: undefined, body: html });
    expect(await compressed(html, 'identity')).toEqual({ encoding: undefined, body: html });
  });
});
