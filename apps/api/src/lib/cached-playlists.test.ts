import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it, vi } from 'vitest';
import { CachedPlaylists } from './cached-playlists';
import type { FileStorage } from './storage';

/** A bucket that counts its reads. */
function bucket(files: Record<string, string>) {
  const reads: string[] = [];
  const storage: FileStorage = {
    get: async (key) => {
      reads.push(key);
      const content = files[key];
      return content === undefined ? undefined : { body: Readable.from([Buffer.from(content)]), size: content.length };
    },
    has: async (key) => key in files,
    put: async () => undefined,
    putFile: async () => undefined,
    removePrefix: async () => undefined,
  };
  return { storage, reads };
}

describe('live playlists read from a bucket', () => {
  it('are read once a second however many players ask, segments every time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const files = { 'e/k/240p/index.m3u8': '#EXTM3U\nseg-00001.ts\n', 'e/k/240p/seg-00001.ts': 'video' };
    const { storage, reads } = bucket(files);
    const cached = new CachedPlaylists(storage, 1000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => cached.get('e/k/240p/index.m3u8')));
    expect(await text(answers[49]!.body)).toBe('#EXTM3U\nseg-00001.ts\n');
    expect(reads).toEqual(['e/k/240p/index.m3u8']);
    files['e/k/240p/index.m3u8'] = '#EXTM3U\nseg-00001.ts\nseg-00002.ts\n';
    vi.setSystemTime(Date.now() + 999);
    expect(await text((await cached.get('e/k/240p/index.m3u8'))!.body)).toBe('#EXTM3U\nseg-00001.ts\n');
    vi.setSystemTime(Date.now() + 1);
    expect(await text((await cached.get('e/k/240p/index.m3u8'))!.body)).toContain('seg-00002.ts');
    await cached.get('e/k/240p/seg-00001.ts');
    await cached.get('e/k/240p/seg-00001.ts');
    expect(reads).toEqual([
      'e/k/240p/index.m3u8',
      'e/k/240p/index.m3u8',
      'e/k/240p/seg-00001.ts',
      'e/k/240p/seg-00001.ts',
    ]);
    expect(await cached.get('e/k/360p/index.m3u8')).toBeUndefined();
    vi.useRealTimers();
  });
});
