import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import * as tus from 'tus-js-client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { s3ClientOf } from '../src/lib/s3-storage';
import { buildTestApp, type TestApp } from './build-test-app';
import type { TestClient } from './client';
import { freePort, push } from './encoder';
import { createEvent } from './event-factories';
import { signedInCustomer, signedInStaff } from './fighter-factories';
import { grant } from './media-factories';
import { makeTestVideo } from './test-video';
import { multipartFile, pngImage } from './uploads';

/** The app on STORAGE=s3 against s3rver, a local S3-compatible server the test starts itself. */
let s3: S3rver;
let t: TestApp;
let base: string;
let work: string;
let rtmpPort: number;
const BUCKET = 'ringside-test';

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'ringside-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(work, 'bucket'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  rtmpPort = await freePort();
  t = await buildTestApp({
    LIVE_RTMP_PORT: String(rtmpPort),
    LIVE_RECONNECT_SECONDS: '1',
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    TRANSCODE_PRESET: 'ultrafast',
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await s3?.close();
  rmSync(work, { recursive: true, force: true });
});

/** The bucket's keys under a prefix. */
async function keysUnder(prefix: string): Promise<string[]> {
  const page = await s3ClientOf(t.config.objectStorage!).send(
    new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }),
  );
  return (page.Contents ?? []).map((object) => object.Key ?? '').sort();
}

const headersOf = (client: TestClient) => ({ 'x-xsrf-token': client.token ?? '', 'device-token': client.deviceToken });

describe('object storage (STORAGE=s3)', () => {
  it('keeps a fighter’s photo in the bucket, not on disk, and serves it from there', async () => {
    const { client } = await signedInCustomer(t.app, t.database.db);
    const form = multipartFile('photo', 'me.png', 'image/png', await pngImage(400, 500));
    const uploaded = await client.call('POST', '/fighter-profiles/photo', form.body, form.headers);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const { id, thumb } = uploaded.body.data as { id: string; thumb: string };
    expect(await keysUnder(`media/fighters/${id}/`)).toContain(`media/fighters/${id}/thumb.webp`);
    expect(existsSync(path.join(t.config.mediaDir, 'fighters', id))).toBe(false);
    const served = await fetch(`${base}${thumb}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(500);
  });

  it('writes a transcoded video’s ladder to the bucket, and plays it from there', async () => {
    const { client: staff } = await signedInStaff(t.app, t.database.db, ['DASHBOARD']);
    const created = await staff.post('/videos', { title: 'Bucket Night: the main event', access: 'FREE' });
    const videoId = created.body.data.id as string;
    const bytes = readFileSync(makeTestVideo(work, { seconds: 4 }));
    await new Promise<void>((resolve, reject) =>
      new tus.Upload(bytes, {
        endpoint: `${base}/api/v1/uploads`,
        chunkSize: 512 * 1024,
        retryDelays: [],
        metadata: { videoId, filename: 'main-event.mp4', filetype: 'video/mp4' },
        headers: headersOf(staff),
        onSuccess: () => resolve(),
        onError: reject,
      }).start(),
    );
    const video = await vi.waitFor(
      async () => {
        const found = (await staff.get(`/videos/admin/${videoId}`)).body.data;
        if (found.processing.status !== 'READY') throw new Error(found.processing.status);
        return found;
      },
      { timeout: 90_000, interval: 250 },
    );
    expect(video.processing.status).toBe('READY');
    // The job named the upload by its key, not by a path on the instance that received it.
    const jobs = await t.database.db.execute(
      sql`select data from pgboss.job where name = 'media.process-video' and data->>'videoId' = ${videoId}
          union all select data from pgboss.archive where name = 'media.process-video' and data->>'videoId' = ${videoId}`,
    );
    const [job] = (jobs as unknown as { rows: { data: Record<string, string> }[] }).rows;
    expect(Object.keys(job!.data).sort()).toEqual(['upload', 'videoId']);
    expect(job!.data.upload).toMatch(/^[0-9a-f]{32}$/);
    const ladder = await keysUnder('streams/videos/');
    expect(ladder.some((key) => key.includes(videoId) && key.endsWith('master.m3u8'))).toBe(true);
    expect(ladder.some((key) => key.includes(videoId) && /seg-\d+\.ts$/.test(key))).toBe(true);
    expect(existsSync(path.join(t.config.video.dir, 'videos', videoId))).toBe(false);

    const { manifestUrl } = (await staff.post(`/videos/${videoId}/playback`)).body.data;
    const master = await fetch(`${base}${manifestUrl}`, { headers: headersOf(staff) });
    expect(master.status).toBe(200);
    const rendition = /^(\d+p)\/index\.m3u8$/m.exec(await master.text())?.[1];
    const list = await (
      await fetch(`${base}${manifestUrl.replace('master.m3u8', `${rendition}/index.m3u8`)}`, {
        headers: headersOf(staff),
      })
    ).text();
    const segment = /seg-\d+\.ts/.exec(list)?.[0];
    const reply = await fetch(`${base}${manifestUrl.replace('master.m3u8', `${rendition}/${segment}`)}`, {
      headers: headersOf(staff),
    });
    expect(reply.status).toBe(200);
    expect((await reply.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  }, 120_000);

  it('copies a live ladder to the bucket as it grows, and plays it from there', async () => {
    const db = t.database.db;
    const event = await createEvent(db, { name: 'Bucket Live Night', startsAt: new Date(Date.now() - 10 * 60_000) });
    const { client: staff } = await signedInStaff(t.app, db, ['DASHBOARD']);
    const { streamKey } = (await staff.post(`/live/admin/${event.id}/key`)).body.data;
    const { client: fan, customer } = await signedInCustomer(t.app, db);
    await grant(db, customer.id, 'LIVE_EVENT', event.id);
    const encoder = push(rtmpPort, streamKey, 20);
    const playback = await vi.waitFor(
      async () => {
        const reply = await fan.post(`/live/${event.id}/playback`);
        if (reply.status !== 200) throw new Error(reply.body.code);
        return reply.body.data as { manifestUrl: string };
      },
      { timeout: 30_000, interval: 300 },
    );
    const list = await vi.waitFor(
      async () => {
        const reply = await fetch(`${base}${playback.manifestUrl.replace('master.m3u8', '240p/index.m3u8')}`, {
          headers: headersOf(fan),
        });
        const text = await reply.text();
        if (!/seg-\d+\.ts/.test(text)) throw new Error('no segment listed yet');
        return text;
      },
      { timeout: 20_000, interval: 300 },
    );
    const segment = /seg-\d+\.ts/.exec(list)![0];
    const reply = await fetch(`${base}${playback.manifestUrl.replace('master.m3u8', `240p/${segment}`)}`, {
      headers: headersOf(fan),
    });
    expect(reply.status).toBe(200);
    expect((await reply.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    // Read from the bucket: every listed segment is there, with the playlists.
    const keys = await keysUnder(`live/${event.id}/`);
    expect(keys.some((key) => key.endsWith('/master.m3u8'))).toBe(true);
    expect(keys.some((key) => key.endsWith(`/240p/${segment}`))).toBe(true);
    encoder.kill('SIGINT');
    await encoder.exited;
  }, 90_000);
});
