import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { LocalDiskStorage } from '../../lib/storage';

const t = useTestApp();
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);

beforeAll(async () => {
  const storage = new LocalDiskStorage(t.config.mediaDir);
  await storage.put('fighters/1f0c/card-640.jpg', JPEG);
  await storage.put('notes/readme.txt', Buffer.from('not media'));
  // What an attacker would be after: a file of the data folder, beside the media folder.
  writeFileSync(path.join(t.config.dataDir, 'server.json'), '{"controlToken":"secret"}');
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /media/*', () => {
  it('streams a stored file with its type and a year-long immutable cache', async () => {
    const reply = await get('/media/fighters/1f0c/card-640.jpg');
    expect(reply.statusCode).toBe(200);
    expect(reply.rawPayload).toEqual(JPEG);
    expect(reply.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  });

  it.each([
    '/media/fighters/1f0c/missing.webp',
    '/media/notes/readme.txt',
    '/media/../server.json',
    '/media/..%2fserver.json',
    '/media/%2e%2e/server.json',
    '/media/%2e%2e%2fserver.json',
    '/media/fighters/..%2f..%2fserver.json',
    '/media/fighters/%2e%2e/%2e%2e/server.json',
    '/media/..%5cserver.json',
    '/media/%2fetc%2fpasswd',
    '/media//etc/passwd',
    '/media/FIGHTERS/1f0c/card-640.jpg',
    '/media/',
  ])('answers %s as not found', async (url) => {
    const reply = await get(url);
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ code: 'HUBGNNF001' });
    expect(reply.body).not.toContain('secret');
  });

  it('refuses a NUL byte in the path (400 HUBGNNU001), like every route', async () => {
    const reply = await get('/media/fighters/1f0c/card-640.jpg%00.webp');
    expect([reply.statusCode, reply.json().code]).toEqual([400, 'HUBGNNU001']);
  });

  it('stays out of the API document', async () => {
    const document = (await get('/api/docs/json')).json();
    expect(Object.keys(document.paths).filter((route) => route.startsWith('/media/'))).toEqual([]);
  });
});
