import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../app';
import { useTestApp } from '../../../../test/use-test-app';
import type { TestClient } from '../../../../test/client';
import { signedInStaff } from '../../../../test/fighter-factories';
import { videosRepository } from '../videos.repository';

const t = useTestApp({ UPLOAD_EXPIRY_HOURS: '24' });
let base: string;
let staff: TestClient;

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  staff = (await signedInStaff(t.app, t.database.db, ['DASHBOARD'])).client;
});

const tus = (headers: Record<string, string> = {}) => ({
  'x-xsrf-token': staff.token ?? '',
  'device-token': staff.deviceToken,
  'tus-resumable': '1.0.0',
  ...headers,
});
const octets = { 'content-type': 'application/offset+octet-stream' };

async function draftVideo(title: string): Promise<string> {
  return (await staff.post('/videos', { title, access: 'FREE' })).body.data.id;
}

/** Creates an upload of `length` bytes for the video and sends `bytes` of it; answers its URL and id. */
async function upload(videoId: string, length: number, bytes: Buffer) {
  const created = await fetch(`${base}/api/v1/uploads`, {
    method: 'POST',
    headers: tus({
      'upload-length': String(length),
      'upload-metadata': `videoId ${Buffer.from(videoId).toString('base64')}`,
    }),
  });
  expect(created.status).toBe(201);
  const url = new URL(created.headers.get('location') ?? '', `${base}/api/v1/uploads/`).href;
  const sent = await fetch(url, {
    method: 'PATCH',
    headers: tus({ ...octets, 'upload-offset': '0' }),
    body: bytes,
    duplex: 'half',
  } as RequestInit);
  expect(sent.status).toBe(204);
  return { url, id: url.split('/').pop() ?? '' };
}

const fileOf = (id: string) => path.join(t.config.video.uploadDir, id);

/** As if the upload had begun `hours` ago: tus keeps its creation time beside the file. */
function createdAgo(id: string, hours: number) {
  const info = JSON.parse(readFileSync(`${fileOf(id)}.json`, 'utf8'));
  info.creation_date = new Date(Date.now() - hours * 3600_000).toISOString();
  writeFileSync(`${fileOf(id)}.json`, JSON.stringify(info));
}

async function restarted() {
  const app = await buildApp({ config: t.config, database: t.database, secret: 'x'.repeat(40), logger: false });
  await app.ready();
  return app;
}

describe('unfinished uploads', () => {
  it('expire after UPLOAD_EXPIRY_HOURS: the partial file goes and the video says so; finished files stay', async () => {
    const abandoned = await draftVideo('Abandoned halfway');
    const partial = await upload(abandoned, 1000, Buffer.alloc(100, 1));
    const recent = await draftVideo('Still uploading');
    const fresh = await upload(recent, 1000, Buffer.alloc(100, 1));
    // A finished upload whose processing failed keeps its file for Retry, however old.
    const failed = await draftVideo('Not a video');
    const finished = await upload(failed, 200, Buffer.alloc(200, 65));
    await vi.waitFor(
      async () => expect((await videosRepository.find(t.database.db, failed))?.failureCode).toBe('HUBVDPR001'),
      { timeout: 30_000, interval: 200 },
    );
    createdAgo(partial.id, 25);
    createdAgo(fresh.id, 23);
    createdAgo(finished.id, 25);

    // The clean-up runs when the server starts (and every hour after).
    const app = await restarted();
    try {
      // The file, its description and then the video's state change one after the other: wait for all three (a
      // busy machine sees the gaps).
      await vi.waitFor(
        async () => {
          expect([existsSync(fileOf(partial.id)), existsSync(`${fileOf(partial.id)}.json`)]).toEqual([false, false]);
          const video = (await staff.get(`/videos/admin/${abandoned}`)).body.data.processing;
          expect(video).toMatchObject({
            status: 'FAILED',
            error: 'The upload was not finished in time and was removed; upload the file again',
            sizeBytes: null,
            uploadedBytes: null,
          });
        },
        { timeout: 10_000, interval: 100 },
      );
      expect(existsSync(fileOf(fresh.id))).toBe(true);
      expect((await staff.get(`/videos/admin/${recent}`)).body.data.processing.status).toBe('UPLOADING');
      expect(existsSync(fileOf(finished.id))).toBe(true);
      expect((await videosRepository.find(t.database.db, failed))?.failureCode).toBe('HUBVDPR001');

      // The client that comes back is told to start again; the video takes a new upload.
      const resumed = await fetch(partial.url, {
        method: 'PATCH',
        headers: tus({ ...octets, 'upload-offset': '100' }),
        body: Buffer.alloc(10, 1),
        duplex: 'half',
      } as RequestInit);
      expect(resumed.status).toBe(404);
      expect(((await resumed.json()) as { code: string }).code).toBe('HUBVDUP007');
      await upload(abandoned, 1000, Buffer.alloc(10, 1));
      expect((await staff.get(`/videos/admin/${abandoned}`)).body.data.processing).toMatchObject({
        status: 'UPLOADING',
        error: null,
        sizeBytes: 1000,
      });
    } finally {
      await app.close();
    }
  });

  it('are removed at once when a new upload replaces them', async () => {
    const videoId = await draftVideo('Started twice');
    const first = await upload(videoId, 1000, Buffer.alloc(100, 1));
    const second = await upload(videoId, 1000, Buffer.alloc(10, 1));
    expect(existsSync(fileOf(first.id))).toBe(false);
    expect(existsSync(`${fileOf(first.id)}.json`)).toBe(false);
    expect(existsSync(fileOf(second.id))).toBe(true);
  });
});
