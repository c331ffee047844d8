import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, buildTestApp } from '../../../../test/build-test-app';
import { TestClient } from '../../../../test/client';
import { createEvent } from '../../../../test/event-factories';
import { signedInStaff } from '../../../../test/fighter-factories';
import { testSourceArgs } from '../../../../test/test-video';
import { videos } from '../media.table';

let t: TestApp;
let rtmpPort: number;
let staff: TestClient;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** An encoder pushing `seconds` of picture and tone; resolves when it has sent them all and left. */
function push(key: string, seconds: number): Promise<number | null> {
  const child: ChildProcess = spawn('ffmpeg', [
    ...testSourceArgs({ seconds, width: 640, height: 360, live: true }),
    '-f',
    'flv',
    `rtmp://127.0.0.1:${rtmpPort}/live/${key}`,
  ]);
  return new Promise((resolve) => child.on('exit', resolve));
}

beforeAll(async () => {
  rtmpPort = await freePort();
  t = await buildTestApp({
    LIVE_RTMP_PORT: String(rtmpPort),
    LIVE_RECONNECT_SECONDS: '25',
    // Short: the transcoder's own connection must still wait through a dropout longer than this.
    LIVE_RTMP_TIMEOUT_SECONDS: '2',
    TRANSCODE_PRESET: 'ultrafast',
  });
  staff = (await signedInStaff(t.app, t.database.db, ['DASHBOARD'])).client;
}, 60_000);
afterAll(() => t?.close());

const view = async (eventId: string) => (await staff.get(`/live/admin/${eventId}`)).body.data;

async function receiving(eventId: string) {
  return vi.waitFor(
    async () => {
      const live = await view(eventId);
      // The row's start is written just after the encoder is taken in.
      if (!live.receiving || !live.startedAt) throw new Error('not receiving yet');
      return live;
    },
    { timeout: 20_000, interval: 250 },
  );
}

/** Staff end the broadcast; answers the replay once processed. */
async function endedWithReplay(eventId: string) {
  const ended = (await staff.post(`/live/admin/${eventId}/end`)).body.data;
  expect(ended.state).toBe('ENDED');
  expect(ended.replayVideoId).toEqual(expect.any(String));
  return vi.waitFor(
    async () => {
      const video = (await staff.get(`/videos/admin/${ended.replayVideoId}`)).body.data;
      if (video.processing.status !== 'READY') throw new Error(video.processing.status);
      return video;
    },
    { timeout: 60_000, interval: 500 },
  );
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('replays of live broadcasts', () => {
  it('of a test push outside the event’s window are drafts that staff publish, never on public pages', async () => {
    // The event is in a month: a push today is the crew trying the encoder.
    const event = await createEvent(t.database.db, { name: 'Sound Check Night' });
    const { streamKey } = (await staff.post(`/live/admin/${event.id}/key`)).body.data;
    const encoder = push(streamKey, 4);
    await receiving(event.id);
    await encoder;
    const replay = await endedWithReplay(event.id);
    expect(replay).toMatchObject({ publication: 'DRAFT' });

    const visitor = new TestClient(t.app);
    expect((await visitor.get(`/live/${event.slug}`)).body.data).toMatchObject({ state: 'ENDED', replay: null });
    expect((await visitor.get(`/videos/search/detail/${replay.id}`)).status).toBe(404);
    expect(JSON.stringify((await visitor.get('/videos/home')).body)).not.toContain(replay.id);
    expect(JSON.stringify((await visitor.post('/dashboard/search/all', {})).body)).not.toContain(replay.id);

    // Staff decide: published, it is the event's replay.
    expect((await staff.post(`/videos/${replay.id}/publish`)).status).toBe(200);
    expect((await visitor.get(`/live/${event.slug}`)).body.data.replay).toMatchObject({ id: replay.id });
  }, 120_000);

  it('continue the same broadcast and replay through a dropout shorter than LIVE_RECONNECT_SECONDS', async () => {
    const event = await createEvent(t.database.db, { name: 'Dropout Night', startsAt: minutesAgo(30) });
    const { streamKey } = (await staff.post(`/live/admin/${event.id}/key`)).body.data;
    const first = push(streamKey, 6);
    const started = await receiving(event.id);
    await first;
    // Longer than a reader of the stream would wait by default (15 s), within the reconnect window.
    await delay(17_000);
    const during = await view(event.id);
    expect(during).toMatchObject({ state: 'LIVE', startedAt: started.startedAt });
    await push(streamKey, 6);
    expect(await view(event.id)).toMatchObject({ state: 'LIVE', startedAt: started.startedAt });

    const replay = await endedWithReplay(event.id);
    // One broadcast: one replay, holding both parts, published by itself (the event is on).
    expect(replay.publication).toBe('PUBLISHED');
    // More than one push of 6 s could give (the transcoder joins a moment after the first bytes).
    expect(replay.durationSeconds).toBeGreaterThanOrEqual(8);
    const replays = await t.database.db.select().from(videos).where(eq(videos.replayOfEventId, event.id));
    expect(replays.map((video) => video.id)).toEqual([replay.id]);
  }, 150_000);
});
