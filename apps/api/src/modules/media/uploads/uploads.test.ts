import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../app';
import { type TestApp, buildTestApp } from '../../../../test/build-test-app';
import type { TestClient } from '../../../../test/client';
import { signedInCustomer, signedInStaff } from '../../../../test/fighter-factories';
import { makeTestVideo } from '../../../../test/test-video';
import { videosRepository } from '../videos.repository';

let t: TestApp;
let base: string;
let staff: TestClient;
let work: string;
let source: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'ringside-upload-'));
  source = makeTestVideo(work, { seconds: 8 });
  // The server really listens: tus-js-client speaks HTTP, in chunks, as a browser does.
  t = await buildTestApp({ TRANSCODE_PRESET: 'ultrafast' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  staff = (await signedInStaff(t.app, t.database.db, ['DASHBOARD'])).client;
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

const headersOf = (client: TestClient) => ({ 'x-xsrf-token': client.token ?? '', 'device-token': client.deviceToken });

async function draftVideo(title = 'Lakeside Fury: the main event') {
  const reply = await staff.post('/videos', { title, access: 'FREE' });
  expect(reply.status).toBe(200);
  expect(reply.body.data.processing).toMatchObject({ status: 'UPLOADING', progress: 0 });
  return reply.body.data.id as string;
}

/** Uploads a file with tus-js-client in 128 kB chunks; `stopAt` aborts once that fraction is sent. */
function upload(file: Buffer, videoId: string, client: TestClient, options: { stopAt?: number; url?: string } = {}) {
  return new Promise<{ url: string; stoppedAt?: number; progress: number[] }>((resolve, reject) => {
    const progress: number[] = [];
    const transfer: tus.Upload = new tus.Upload(file, {
      endpoint: `${base}/api/v1/uploads`,
      ...(options.url ? { uploadUrl: options.url } : {}),
      chunkSize: 128 * 1024,
      retryDelays: [],
      metadata: { videoId, filename: 'main-event.mp4', filetype: 'video/mp4' },
      headers: headersOf(client),
      onProgress: (sent, total) => {
        progress.push(sent);
        if (options.stopAt && sent / total >= options.stopAt) {
          void transfer.abort().then(() => resolve({ url: transfer.url ?? '', stoppedAt: sent, progress }));
        }
      },
      onSuccess: () => resolve({ url: transfer.url ?? '', progress }),
      onError: reject,
    });
    transfer.start();
  });
}

async function settled(videoId: string) {
  return vi.waitFor(
    async () => {
      const video = (await staff.get(`/videos/admin/${videoId}`)).body.data;
      if (video.processing.status === 'UPLOADING' || video.processing.status === 'PROCESSING')
        throw new Error(`still ${video.processing.status} (${video.processing.progress}%)`);
      return video;
    },
    { timeout: 90_000, interval: 250 },
  );
}

describe('uploading and processing a video', () => {
  it('survives a dropped connection, continues where it stopped, and ends as adaptive HLS with a poster', async () => {
    const videoId = await draftVideo();
    const bytes = readFileSync(source);
    const first = await upload(bytes, videoId, staff, { stopAt: 0.4 });
    expect(first.url).toMatch(/\/api\/v1\/uploads\/[0-9a-f]+$/);
    const midway = (await staff.get(`/videos/admin/${videoId}`)).body.data;
    expect(midway.processing).toMatchObject({ status: 'UPLOADING', sizeBytes: bytes.length });

    // A new start on the same upload URL asks the server where it stopped and sends only the rest.
    const rest = await upload(bytes, videoId, staff, { url: first.url });
    expect(rest.progress[0]).toBeGreaterThanOrEqual((first.stoppedAt ?? 0) - 128 * 1024);

    const video = await settled(videoId);
    expect(video.processing).toMatchObject({ status: 'READY', progress: 100, error: null, sourceHeight: 720 });
    expect(video.qualities).toEqual([240, 360, 720]);
    expect(video.durationSeconds).toBe(8);
    expect(video.poster.card).toMatch(/^\/media\/videos\/[0-9a-f-]{36}\/[0-9a-f]{16}\/card\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: video.poster.large })).statusCode).toBe(200);

    // The stored ladder: a master listing every rendition, 5 s segments, and the source gone from the upload folder.
    const row = await videosRepository.find(t.database.db, videoId);
    const dir = path.join(t.config.video.dir, row?.streamKey ?? '');
    const master = readFileSync(path.join(dir, 'master.m3u8'), 'utf8');
    for (const height of [240, 360, 720]) expect(master).toContain(`${height}p/index.m3u8`);
    expect(master).toMatch(/RESOLUTION=1280x720/);
    const rendition = readFileSync(path.join(dir, '360p/index.m3u8'), 'utf8');
    expect(rendition).toContain('#EXT-X-TARGETDURATION:5');
    expect(rendition).toContain('#EXT-X-ENDLIST');
    expect(readdirSync(path.join(dir, '720p')).filter((file) => file.endsWith('.ts'))).toEqual([
      'seg-00000.ts',
      'seg-00001.ts',
    ]);
    // The source goes just after the video is marked READY.
    await vi.waitFor(() =>
      expect(readdirSync(t.config.video.uploadDir).filter((file) => !file.startsWith('work'))).toEqual([]),
    );

    // Published, it plays through a signed URL over real HTTP.
    await staff.post(`/videos/${videoId}/publish`);
    const playback = await fetch(`${base}/api/v1/videos/${videoId}/playback`, {
      method: 'POST',
      headers: { 'device-token': 'a-visitor-browser-0001' },
    }).then((response) => response.json() as Promise<{ data: { manifestUrl: string } }>);
    const played = await fetch(`${base}${playback.data.manifestUrl}`, {
      headers: { 'device-token': 'a-visitor-browser-0001' },
    });
    expect(played.status).toBe(200);
    expect(await played.text()).toContain('720p/index.m3u8');
  });

  it('fails a file that is not a video cleanly, with a message staff read in their language', async () => {
    const videoId = await draftVideo('Not really a video');
    await upload(Buffer.from('this is a text file, not a video\n'.repeat(500)), videoId, staff);
    const video = await settled(videoId);
    expect(video.processing).toMatchObject({ status: 'FAILED', error: 'The file is not a video that can be read' });
    const nepali = await staff.get(`/videos/admin/${videoId}`, { 'accept-language': 'ne' });
    expect(nepali.body.data.processing.error).toBe('फाइल पढ्न सकिने भिडियो होइन');
    // A new file may replace it.
    await upload(
      readFileSync(makeTestVideo(work, { seconds: 2, width: 426, height: 240, audio: false })),
      videoId,
      staff,
    );
    const fixed = await settled(videoId);
    expect(fixed.processing.status).toBe('READY');
    expect(fixed.qualities).toEqual([240, 360, 720]);
  });

  it('forgets a cancelled upload: the video waits for a new file with nothing to continue', async () => {
    const videoId = await draftVideo('Cancelled upload');
    const { url } = await upload(readFileSync(source), videoId, staff, { stopAt: 0.3 });
    expect((await staff.get(`/videos/admin/${videoId}`)).body.data.processing.sizeBytes).toBeGreaterThan(0);
    const cancelled = await fetch(url, {
      method: 'DELETE',
      headers: { ...headersOf(staff), 'tus-resumable': '1.0.0' },
    });
    expect(cancelled.status).toBe(204);
    await vi.waitFor(async () => {
      const processing = (await staff.get(`/videos/admin/${videoId}`)).body.data.processing;
      expect(processing).toMatchObject({ status: 'UPLOADING', sizeBytes: null, uploadedBytes: null });
    });
  });

  it('takes uploads only from staff with DASHBOARD, only for a video waiting for its file', async () => {
    const videoId = await draftVideo('Who may upload');
    const { client: fan } = await signedInCustomer(t.app, t.database.db);
    const { client: cashier } = await signedInStaff(t.app, t.database.db, ['TRANSACTION']);
    const tiny = Buffer.from('x'.repeat(10));
    await expect(upload(tiny, videoId, fan)).rejects.toThrow(/response code: 403/);
    await expect(upload(tiny, videoId, cashier)).rejects.toThrow(/response code: 403/);
    const anonymous = await fetch(`${base}/api/v1/uploads`, {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' },
    });
    expect(anonymous.status).toBe(401);
    await expect(upload(tiny, '00000000-0000-4000-8000-000000000000', staff)).rejects.toThrow(/HUBVDNF001/);
    const missing = new tus.Upload(tiny, {
      endpoint: `${base}/api/v1/uploads`,
      headers: headersOf(staff),
      retryDelays: [],
    });
    await expect(
      new Promise((resolve, reject) => {
        missing.options.onError = reject;
        missing.options.onSuccess = () => resolve(undefined);
        missing.start();
      }),
    ).rejects.toThrow(/HUBVDUP003/);
  });
});

describe('a server that restarts while processing', () => {
  it('finds the video its dead worker left behind and processes it again', async () => {
    const db = t.database.db;
    const videoId = await draftVideo('Processed after a restart');
    const uploadId = 'f0e1d2c3b4a5968778695a4b3c2d1e0f';
    copyFileSync(
      makeTestVideo(work, { seconds: 2, width: 640, height: 360 }),
      path.join(t.config.video.uploadDir, uploadId),
    );
    // As a server killed mid-processing leaves it: PROCESSING, a job that will never report, a silent heartbeat.
    await videosRepository.update(db, videoId, {
      status: 'PROCESSING',
      uploadId,
      jobId: '00000000-0000-4000-8000-00000000dead',
      heartbeatAt: new Date(Date.now() - 10 * 60_000),
    });
    const restarted = await buildApp({
      config: t.config,
      database: t.database,
      secret: 'restarted-server-secret-restarted-server',
      logger: false,
    });
    await restarted.ready();
    try {
      const video = await settled(videoId);
      expect(video.processing.status).toBe('READY');
    } finally {
      await restarted.close();
    }
  });
});
