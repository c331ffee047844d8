import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PERMISSION_AREAS } from '@ringside/contract';
import { buildApp } from '../src/app';
import { buildTestApp, type TestApp } from './build-test-app';
import { createEvent, fighterPair } from './calendar-factories';
import { TestClient } from './client';
import { decideInSandbox, initiate, videoOnSale } from './commerce-factories';
import { PASSWORD, createCustomer } from './factories';
import { signedInStaff, weightClassNamed } from './fighter-factories';

/** Two API instances on one database, as behind a load balancer. */
let first: TestApp;
let second: FastifyInstance;
let redis: Redis[] = [];
const secret = randomBytes(32).toString('hex');

async function instances(withRedis: boolean, cacheSeconds: string) {
  const connect = () => {
    const client = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
    redis.push(client);
    return client;
  };
  first = await buildTestApp(
    {
      SESSION_CACHE_SECONDS: cacheSeconds,
      PROFILE_CACHE_SECONDS: cacheSeconds,
      EVENT_CACHE_SECONDS: cacheSeconds,
      HOME_CACHE_SECONDS: cacheSeconds,
      // Its own channel: other test files' instances on the same Redis stay out of it.
      REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}`,
    },
    { secret, ...(withRedis ? { redis: connect() } : {}) },
  );
  second = await buildApp({
    config: first.config,
    database: first.database,
    secret,
    logger: false,
    ...(withRedis ? { redis: connect() } : {}),
  });
  await second.ready();
}

async function close() {
  await second.close();
  await first.close();
  for (const client of redis) client.disconnect();
  redis = [];
}

/** The same browser, its calls reaching one instance or the other. */
async function browserOnBoth() {
  const customer = await createCustomer(first.database.db);
  const phone = new TestClient(first.app);
  await phone.signIn({ email: customer.email ?? '', password: PASSWORD });
  const viaSecond = new TestClient(second, phone.deviceToken);
  viaSecond.token = phone.token;
  return { phone, viaSecond };
}

/** The same change made by staff on the first instance, its cached reads on the second. */
const onSecond = async (url: string) => JSON.parse((await second.inject({ method: 'GET', url })).payload).data;
const within = { timeout: 2000, interval: 20 };

describe('with Redis: one instance’s change reaches the other’s caches at once', () => {
  beforeAll(() => instances(true, '60'));
  afterAll(close);

  it('a device removed on one instance is refused at once on the other', async () => {
    const { phone, viaSecond } = await browserOnBoth();
    expect((await viaSecond.get('/customers/ping')).status).toBe(200);
    expect((await phone.get('/customers/logout')).status).toBe(200);
    await expect.poll(async () => (await viaSecond.get('/customers/ping')).status, within).toBe(401);
  });

  it('a fighter’s public version and an event’s card, cached on the other instance', async () => {
    const db = first.database.db;
    const { client: staff } = await signedInStaff(first.app, db, [...PERMISSION_AREAS]);
    const pair = await fighterPair(db);
    const profile = () => onSecond(`/api/v1/fighter-profiles/public/${pair.red}`);
    expect((await profile()).nickname).toBeNull();
    // Written behind the application's back: the second instance keeps its copy.
    await db.execute(sql`update fighter_public_profiles set nickname = 'Unseen' where fighter_id = ${pair.red}`);
    expect((await profile()).nickname).toBeNull();
    const verified = await staff.put(`/fighter-profiles/admin/${pair.red}/record-verification`, { verified: true });
    expect(verified.status).toBe(200);
    await expect.poll(async () => (await profile()).nickname, within).toBe('Unseen');

    const event = await createEvent(staff);
    const detail = () => onSecond(`/api/v1/events/search/detail/${event.id}`);
    expect((await detail()).fightCard).toEqual([]);
    const added = await staff.post(`/events/${event.id}/bouts`, {
      weightClassId: await weightClassNamed(db, 'Lightweight'),
      redFighterId: pair.red,
      blueFighterId: pair.blue,
      scheduledRounds: 3,
    });
    expect(added.status).toBe(200);
    await expect.poll(async () => (await detail()).fightCard.length, within).toBe(1);
  });

  it('the home, when staff add a section on the other instance', async () => {
    const { client: staff } = await signedInStaff(first.app, first.database.db, [...PERMISSION_AREAS]);
    const titles = async () =>
      JSON.parse(
        (await second.inject({ method: 'POST', url: '/api/v1/dashboard/search/all', payload: { pageSize: 100 } }))
          .payload,
      ).data.items.map((section: { title: string }) => section.title);
    const title = `Tonight ${randomBytes(3).toString('hex')}`;
    expect(await titles()).not.toContain(title);
    expect((await staff.post('/dashboard/sections', { kind: 'EVENT_ROW', title })).status).toBe(200);
    await expect.poll(titles, within).toContain(title);
  });

  it('a purchase on one instance plays at once on the other', async () => {
    const { video, product } = await videoOnSale(first.database.db, first.config);
    const { phone, viaSecond } = await browserOnBoth();
    // The second instance decides "no" and keeps that decision (30 s).
    expect((await viaSecond.post(`/videos/${video.id}/playback`)).body.code).toBe('HUBPBNA001');
    const referenceId = await initiate(phone, product);
    const params = await decideInSandbox(phone, referenceId, true);
    const confirmed = await phone.post('/payments/confirm-payment', { method: 'SANDBOX', referenceId, params });
    expect(confirmed.status).toBe(200);
    await expect.poll(async () => (await viaSecond.post(`/videos/${video.id}/playback`)).status, within).toBe(200);
  });
});

describe('without Redis', () => {
  beforeAll(() => instances(false, '1'));
  afterAll(close);

  it('another instance learns of a revocation within SESSION_CACHE_SECONDS', async () => {
    const { phone, viaSecond } = await browserOnBoth();
    expect((await viaSecond.get('/customers/ping')).status).toBe(200);
    await phone.get('/customers/logout');
    expect((await phone.get('/customers/ping')).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await viaSecond.get('/customers/ping')).status).toBe(401);
  });
});
