import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { buildTestApp, type TestApp } from './build-test-app';
import { TestClient } from './client';
import { PASSWORD, createCustomer } from './factories';

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
    { SESSION_CACHE_SECONDS: cacheSeconds },
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

describe('with Redis', () => {
  beforeAll(() => instances(true, '60'));
  afterAll(close);

  it('a device removed on one instance is refused at once on the other', async () => {
    const { phone, viaSecond } = await browserOnBoth();
    expect((await viaSecond.get('/customers/ping')).status).toBe(200);
    expect((await phone.get('/customers/logout')).status).toBe(200);
    await expect
      .poll(async () => (await viaSecond.get('/customers/ping')).status, { timeout: 2000, interval: 20 })
      .toBe(401);
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
