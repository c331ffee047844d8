import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { buildTestApp, type TestApp } from './build-test-app';
import { TestClient } from './client';
import { createEvent } from './event-factories';
import { signedInCustomer, signedInStaff } from './fighter-factories';
import { grant } from './media-factories';
import { freePort, push } from './encoder';
import { liveStreamsRepository as streams } from '../src/modules/media/live/live-streams.repository';

/**
 * Two instances on one database and Redis, as on fight night: `api` (no RTMP), where staff and fans call, and
 * `ingest`, which receives the encoder. Both read the live files from the same data folder (one machine).
 */
let api: TestApp;
let ingest: FastifyInstance;
let rtmpPort: number;
const clients: Redis[] = [];
const secret = randomBytes(32).toString('hex');
const redis = () => {
  const client = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
  clients.push(client);
  return client;
};

/** Another instance of the same deployment (settings, database, secret, Redis), with its own live settings. */
async function instance(live: Partial<TestApp['config']['live']> = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    config: { ...api.config, live: { ...api.config.live, ...live } },
    database: api.database,
    secret,
    logger: false,
    redis: redis(),
  });
  await app.ready();
  return app;
}

beforeAll(async () => {
  rtmpPort = await freePort();
  api = await buildTestApp(
    {
      LIVE_RECONNECT_SECONDS: '1',
      TRANSCODE_PRESET: 'ultrafast',
      REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}`,
    },
    { secret, redis: redis() },
  );
  ingest = await instance({ rtmpPort });
}, 60_000);

afterAll(async () => {
  await ingest?.close();
  await api?.close();
  for (const client of clients) client.disconnect();
});

describe('a live event on two instances', () => {
  it('takes a key made on one at the other, survives a restart elsewhere, counts every instance’s viewers', async () => {
    const db = api.database.db;
    const event = await createEvent(db, { name: 'Two Rooms Night', startsAt: new Date(Date.now() - 10 * 60_000) });
    const { client: staff } = await signedInStaff(api.app, db, ['DASHBOARD']);
    const { streamKey } = (await staff.post(`/live/admin/${event.id}/key`)).body.data;

    // The key was made on `api`; the encoder reaches `ingest` (an encoder retries a refused push by itself).
    let encoder = push(rtmpPort, streamKey, 40);
    const receiving = async () => (await staff.get(`/live/admin/${event.id}`)).body.data;
    await vi.waitFor(
      async () => {
        if (encoder.exitCode !== null) encoder = push(rtmpPort, streamKey, 40);
        const view = await receiving();
        if (!view.receiving || !view.bitrateKbps) throw new Error('not receiving yet');
      },
      { timeout: 30_000, interval: 300 },
    );

    // `api` restarts (a rolling deploy): the broadcast `ingest` receives carries on.
    await api.app.close();
    const restarted = await instance();
    const staffAgain = new TestClient(restarted, staff.deviceToken);
    staffAgain.token = staff.token;
    const staffOnIngest = new TestClient(ingest, staff.deviceToken);
    staffOnIngest.token = staff.token;
    expect((await staffAgain.get(`/live/admin/${event.id}`)).body.data).toMatchObject({
      state: 'LIVE',
      receiving: true,
    });

    // One fan plays through the restarted `api`, another through `ingest`: staff count both, on either.
    const fans = [];
    for (const app of [restarted, ingest]) {
      const { client, customer } = await signedInCustomer(app, db);
      await grant(db, customer.id, 'LIVE_EVENT', event.id);
      const playback = await vi.waitFor(
        async () => {
          const reply = await client.post(`/live/${event.id}/playback`);
          if (reply.status !== 200) throw new Error(reply.body.code);
          return reply.body.data;
        },
        { timeout: 20_000, interval: 300 },
      );
      const master = await app.inject({
        method: 'GET',
        url: playback.manifestUrl,
        headers: { 'device-token': client.deviceToken, 'x-xsrf-token': client.token ?? '' },
      });
      expect(master.statusCode).toBe(200);
      fans.push(client);
    }
    await vi.waitFor(
      async () => {
        const [here, there] = await Promise.all([
          staffAgain.get(`/live/admin/${event.id}`),
          staffOnIngest.get(`/live/admin/${event.id}`),
        ]);
        expect([here.body.data.viewers, there.body.data.viewers]).toEqual([2, 2]);
      },
      { timeout: 5000, interval: 200 },
    );

    // Staff end it on the instance that does not receive it: `ingest` disconnects the encoder and makes the replay.
    const ended = await staffAgain.post(`/live/admin/${event.id}/end`);
    expect(ended.body.data.state).toBe('ENDED');
    expect(await encoder.exited).not.toBeNull();
    await vi.waitFor(
      async () => {
        const view = (await staffAgain.get(`/live/admin/${event.id}`)).body.data;
        if (!view.replayVideoId) throw new Error('no replay yet');
        expect(view).toMatchObject({ state: 'ENDED', receiving: false });
      },
      { timeout: 20_000, interval: 300 },
    );
    await restarted.close();
  }, 120_000);

  it('ends a broadcast whose ingest stopped beating, once its heartbeat expires; one still beating stays', async () => {
    const db = api.database.db;
    const [dead, alive] = await Promise.all([
      createEvent(db, { name: 'Dead Ingest Night' }),
      createEvent(db, { name: 'Live Ingest Night' }),
    ]);
    const on = (heartbeatAt: Date) => ({
      streamKey: `key-${randomBytes(8).toString('hex')}`,
      state: 'LIVE' as const,
      ingestInstance: 'an instance elsewhere',
      heartbeatAt,
      startedAt: new Date(Date.now() - 600_000),
    });
    await streams.save(db, dead.id, on(new Date(Date.now() - 60_000)));
    await streams.save(db, alive.id, on(new Date(Date.now() + 600_000)));
    // A round every 10 s, on one of the instances.
    await vi.waitFor(async () => expect((await streams.find(db, dead.id))?.state).toBe('ENDED'), {
      timeout: 25_000,
      interval: 250,
    });
    const ended = await streams.find(db, dead.id);
    expect(ended?.endedAt?.getTime()).toBeLessThan(Date.now() - 50_000);
    expect((await streams.find(db, alive.id))?.state).toBe('LIVE');
  }, 40_000);
});
