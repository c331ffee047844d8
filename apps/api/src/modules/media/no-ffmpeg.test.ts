import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, buildTestApp } from '../../../test/build-test-app';
import type { TestClient } from '../../../test/client';
import { signedInStaff } from '../../../test/fighter-factories';
import { createVideo } from '../../../test/media-factories';

let t: TestApp;
let base: string;
let staff: TestClient;

beforeAll(async () => {
  t = await buildTestApp({ FFMPEG_PATH: '/nonexistent/ffmpeg', FFPROBE_PATH: '/nonexistent/ffprobe' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  staff = (await signedInStaff(t.app, t.database.db, ['DASHBOARD'])).client;
}, 60_000);
afterAll(() => t?.close());

describe('a server without ffmpeg', () => {
  it('starts, says uploads cannot be processed, keeps the file for a retry, and still plays processed videos', async () => {
    const capabilities = (await staff.get('/media/capabilities')).body.data;
    expect(capabilities).toMatchObject({ ffmpeg: false, ffmpegVersion: null });

    const videoId = (await staff.post('/videos', { title: 'Waiting for ffmpeg' })).body.data.id;
    await new Promise((resolve, reject) => {
      new tus.Upload(Buffer.from('a file that would need ffmpeg'), {
        endpoint: `${base}/api/v1/uploads`,
        metadata: { videoId },
        headers: { 'x-xsrf-token': staff.token ?? '', 'device-token': staff.deviceToken },
        retryDelays: [],
        onSuccess: () => resolve(undefined),
        onError: reject,
      }).start();
    });
    const failed = await vi.waitFor(
      async () => {
        const video = (await staff.get(`/videos/admin/${videoId}`)).body.data;
        if (video.processing.status !== 'FAILED') throw new Error(video.processing.status);
        return video;
      },
      { timeout: 20_000, interval: 250 },
    );
    expect(failed.processing.error).toBe('Uploads cannot be processed on this server: ffmpeg is not installed');
    const retry = await staff.post(`/videos/${videoId}/retry`);
    expect([retry.status, retry.body.code]).toEqual([503, 'HUBVDFF001']);

    // Videos processed elsewhere (the demo's) play as ever.
    const ready = await createVideo(t.database.db, t.config);
    expect((await staff.post(`/videos/${ready.id}/playback`)).status).toBe(200);
  });
});
