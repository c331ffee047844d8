import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
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
import { type S3StandIn, startS3StandIn } from './s3-stand-in';
import { uploadFilesFor } from '../src/modules/media/uploads/upload-files';

/** The app on STORAGE=s3 against s3rver, a local S3-compatible server the test starts itself. */
let s3: S3StandIn;
let t: TestApp;
let base: string;
let work: string;
let rtmpPort: number;
const BUCKET = 'ringside-test';
const PART = 5 * 1024 * 1024;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'ringside-s3-'));
  s3 = await startS3StandIn(path.join(work, 'bucket'), BUCKET);
  rtmpPort = await freePort();
  t = await buildTestApp({
    ...s3.env,
    LIVE_RTMP_PORT: String(rtmpPort),
    LIVE_RECONNECT_SECONDS: '1',
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
    // The bytes as written: a WebP file, not the SDK's chunked framing around it.
    expect(
      Buffer.from(await served.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('RIFF');
  });

  it('receives an upload into the bucket in parts, resumes it there, and transcodes it from there', async () => {
    const { client: staff } = await signedInStaff(t.app, t.database.db, ['DASHBOARD']);
    const created = await staff.post('/videos', { title: 'Bucket Night: the main event', access: 'FREE' });
    const videoId = created.body.data.id as string;
    // Over 5 MiB: a first request of 5 MiB is one whole part of the multipart upload, the rest another.
    const bytes = readFileSync(makeTestVideo(work, { seconds: 8 }));
    expect(bytes.length).toBeGreaterThan(PART);
    const tusHeaders = { ...headersOf(staff), 'tus-resumable': '1.0.0' };
    const begun = await fetch(`${base}/api/v1/uploads`, {
      method: 'POST',
      headers: {
        ...tusHeaders,
        'upload-length': String(bytes.length),
        'upload-metadata': `videoId ${Buffer.from(videoId).toString('base64')}`,
      },
    });
    expect(begun.status).toBe(201);
    const url = new URL(begun.headers.get('location') ?? '', `${base}/api/v1/uploads/`).href;
    const id = url.split('/').pop()!;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const patch = (offset: number, end: number) =>
      fetch(url, {
        method: 'PATCH',
        headers: { ...tusHeaders, 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) },
        body: bytes.subarray(offset, end),
        duplex: 'half',
      } as RequestInit);
    expect((await patch(0, PART)).status).toBe(204);
    // As a client that lost its connection asks: the offset comes from the parts the bucket holds.
    const asked = await fetch(url, { method: 'HEAD', headers: tusHeaders });
    expect(asked.headers.get('upload-offset')).toBe(String(PART));
    expect(await keysUnder('uploads/')).toEqual([`uploads/${id}.info`]);
    expect((await patch(PART, bytes.length)).status).toBe(204);

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
    const [job] = await jobsOf(videoId);
    expect(Object.keys(job!).sort()).toEqual(['upload', 'videoId']);
    expect(job!.upload).toBe(`uploads/${id}`);
    // Nothing of it on this instance's disk; in the bucket, the source went once the video was READY.
    expect(existsSync(path.join(t.config.video.uploadDir, id))).toBe(false);
    expect((await keysUnder('uploads/')).filter((key) => key.includes(id))).toEqual([]);
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
    expectTransportStream(Buffer.from(await reply.arrayBuffer()));
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
    expectTransportStream(Buffer.from(await reply.arrayBuffer()));
    // Read from the bucket: every listed segment is there, with the playlists.
    const keys = await keysUnder(`live/${event.id}/`);
    expect(keys.some((key) => key.endsWith('/master.m3u8'))).toBe(true);
    expect(keys.some((key) => key.endsWith(`/240p/${segment}`))).toBe(true);
    // Staff end it: the recording goes to the bucket's uploads, where the worker reads it for the replay.
    const ended = (await staff.post(`/live/admin/${event.id}/end`)).body.data;
    expect(ended.replayVideoId).toEqual(expect.any(String));
    await encoder.exited;
    const replay = await vi.waitFor(
      async () => {
        const video = (await staff.get(`/videos/admin/${ended.replayVideoId}`)).body.data;
        if (video.processing.status !== 'READY') throw new Error(video.processing.status);
        return video;
      },
      { timeout: 60_000, interval: 500 },
    );
    expect(replay.processing.status).toBe('READY');
    const [job] = await jobsOf(replay.id);
    expect(job!.upload).toMatch(/^uploads\/replay-[0-9a-f]{24}$/);
    expect(readdirSync(t.config.video.uploadDir).filter((name) => name.startsWith('replay-'))).toEqual([]);
    expect((await keysUnder('streams/videos/')).some((key) => key.includes(replay.id))).toBe(true);
  }, 120_000);

  it('removes unfinished uploads from the bucket after UPLOAD_EXPIRY_HOURS, and keeps finished ones', async () => {
    const { client: staff } = await signedInStaff(t.app, t.database.db, ['DASHBOARD']);
    const begin = async (length: number, body: Buffer) => {
      const videoId = (await staff.post('/videos', { title: 'Left behind', access: 'FREE' })).body.data.id;
      const tusHeaders = { ...headersOf(staff), 'tus-resumable': '1.0.0' };
      const begun = await fetch(`${base}/api/v1/uploads`, {
        method: 'POST',
        headers: {
          ...tusHeaders,
          'upload-length': String(length),
          'upload-metadata': `videoId ${Buffer.from(videoId).toString('base64')}`,
          'content-type': 'application/offset+octet-stream',
        },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(begun.status).toBe(201);
      return begun.headers.get('location')!.split('/').pop()!;
    };
    const partial = await begin(1000, Buffer.alloc(100, 1));
    // Finished (a file that is no video: its processing fails, and the file stays for Retry).
    const finished = await begin(200, Buffer.alloc(200, 65));
    const files = uploadFilesFor(t.config, 24);
    expect(await files.removeExpired(new Date(Date.now() + 23 * 3600_000))).toEqual([]);
    expect(await files.removeExpired(new Date(Date.now() + 25 * 3600_000))).toEqual([`uploads/${partial}`]);
    const left = await keysUnder('uploads/');
    expect(left.some((key) => key.includes(partial))).toBe(false);
    expect(left).toContain(`uploads/${finished}`);
  });
});

/** The processing jobs of a video, as queued. */
async function jobsOf(videoId: string): Promise<Record<string, string>[]> {
  const jobs = await t.database.db.execute(
    sql`select data from pgboss.job where name = 'media.process-video' and data->>'videoId' = ${videoId}
        union all select data from pgboss.archive where name = 'media.process-video' and data->>'videoId' = ${videoId}`,
  );
  return (jobs as unknown as { rows: { data: Record<string, string> }[] }).rows.map((row) => row.data);
}

/** A segment as ffmpeg wrote it: MPEG-TS packets of 188 bytes, each opening with the sync byte. */
function expectTransportStream(segment: Buffer): void {
  expect(segment.length).toBeGreaterThan(1000);
  expect(segment.length % 188).toBe(0);
  expect([segment[0], segment[188], segment[segment.length - 188]]).toEqual([0x47, 0x47, 0x47]);
}
