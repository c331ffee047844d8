import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { TestClient } from '../../../../test/client';
import { createEvent } from '../../../../test/event-factories';
import { signedInCustomer, signedInStaff } from '../../../../test/fighter-factories';
import { useTestApp } from '../../../../test/use-test-app';
import { liveStreams } from '../media.table';

const t = useTestApp();
const MINUTE = 60_000;

/**
 * An event on air without an encoder: a free pushed stream whose ladder has begun (its master playlist is written),
 * as the transcoder leaves it a few seconds into a broadcast.
 */
async function onAir() {
  const event = await createEvent(t.database.db, { startsAt: new Date(Date.now() - 10 * MINUTE) });
  const outputKey = `${event.id}/test`;
  const dir = path.join(t.config.video.uploadDir, 'live', outputKey);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'master.m3u8'), '#EXTM3U\n#EXT-X-VERSION:3\n');
  await t.database.db
    .insert(liveStreams)
    .values({ eventId: event.id, access: 'FREE', state: 'LIVE', outputKey, startedAt: new Date() });
  return event;
}

/** A player on one device: the playback call, then the master playlist through its signed address. */
async function watch(player: TestClient, eventId: string) {
  const playback = await player.post(`/live/${eventId}/playback`);
  expect(playback.status).toBe(200);
  expect((await player.get(playback.body.data.manifestUrl)).status).toBe(200);
}

describe('the live audience over the last hour', () => {
  it('is sampled once a minute while someone watches, kept for an hour, and read by staff with DASHBOARD', async () => {
    const event = await onAir();
    const { client: staff } = await signedInStaff(t.app, t.database.db, ['DASHBOARD']);
    const viewers = async () => {
      const reply = await staff.get(`/live/admin/${event.id}/viewers`);
      expect(reply.status).toBe(200);
      return reply.body.data.items;
    };
    expect(await viewers()).toEqual([]);

    // The clock is the test's: 10 seconds into a minute, a little ahead of the real one (sessions stay valid).
    const start = Math.ceil(Date.now() / MINUTE) * MINUTE;
    const at = (minutes: number) => new Date(start + minutes * MINUTE).toISOString();
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: start + 10_000 });
    const phone = new TestClient(t.app);
    const laptop = new TestClient(t.app);
    // The first player's request counts the minute at once.
    await watch(phone, event.id);
    expect(await viewers()).toEqual([{ at: at(0), viewers: 1 }]);

    // A laptop joins and the phone keeps asking: the next minute counts both. Then both leave: the minute after
    // counts none, and sampling stops.
    vi.advanceTimersByTime(30_000);
    await watch(laptop, event.id);
    vi.advanceTimersByTime(10_000);
    await watch(phone, event.id);
    vi.advanceTimersByTime(20_000);
    vi.advanceTimersByTime(MINUTE);
    vi.advanceTimersByTime(2 * MINUTE);
    expect(await viewers()).toEqual([
      { at: at(0), viewers: 1 },
      { at: at(1), viewers: 2 },
      { at: at(2), viewers: 0 },
    ]);
    expect((await staff.get(`/live/admin/${event.id}`)).body.data.viewers).toBe(0);

    // Someone comes back at minute 4: sampling starts again, the minute nobody was counted reads 0.
    await watch(laptop, event.id);
    expect(await viewers()).toEqual([
      { at: at(0), viewers: 1 },
      { at: at(1), viewers: 2 },
      { at: at(2), viewers: 0 },
      { at: at(3), viewers: 0 },
      { at: at(4), viewers: 1 },
    ]);

    // An hour later, it is all gone.
    vi.setSystemTime(start + 66 * MINUTE);
    expect(await viewers()).toEqual([]);
  });

  it('is for staff with DASHBOARD only, like the rest of the live stream', async () => {
    const event = await createEvent(t.database.db);
    const url = `/live/admin/${event.id}/viewers`;
    const { client: fan } = await signedInCustomer(t.app, t.database.db);
    const { client: booker } = await signedInStaff(t.app, t.database.db, ['BOOKINGANDTICKETING', 'TRANSACTION']);
    const { client: editor } = await signedInStaff(t.app, t.database.db, ['DASHBOARD']);
    expect((await new TestClient(t.app).get(url)).status).toBe(401);
    expect((await fan.get(url)).status).toBe(403);
    expect((await booker.get(url)).status).toBe(403);
    expect((await editor.get(url)).body).toEqual({ data: { items: [] } });
    expect((await editor.get(`/live/admin/${randomUUID()}/viewers`)).body.code).toBe('HUBEVNF001');
  });
});
