import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { purchasesRepository } from '../src/modules/commerce/purchases.repository';
import { buildTestApp, type TestApp } from './build-test-app';
import { initiate, videoOnSale } from './commerce-factories';
import { signedInCustomer } from './fighter-factories';

/** Three instances on one database, as behind a load balancer, each with its own job queue. */
let first: TestApp;
let others: FastifyInstance[] = [];
const secret = randomBytes(32).toString('hex');

beforeAll(async () => {
  // A round every 5 s, with no grace: an unpaid purchase is asked about from the first round on.
  first = await buildTestApp({ PAYMENT_RECONCILE_SECONDS: '5', PAYMENT_GRACE_SECONDS: '0' }, { secret });
  for (let i = 0; i < 2; i += 1) {
    const instance = await buildApp({ config: first.config, database: first.database, secret, logger: false });
    await instance.ready();
    others.push(instance);
  }
});

afterAll(async () => {
  for (const instance of others) await instance.close();
  others = [];
  await first.close();
});

describe('the reconciler on three instances', () => {
  it('asks the gateway about a purchase once a round, not once per instance', async () => {
    const { client } = await signedInCustomer(first.app, first.database.db);
    const { product } = await videoOnSale(first.database.db, first.config);
    // Started and never decided: the sandbox answers "pending" to every status call.
    const referenceId = await initiate(client, product);
    const statusCalls = async () =>
      (await purchasesRepository.logsOf(first.database.db, referenceId))
        .filter((log) => (log.request as { step: string }).step === 'status')
        .map((log) => log.createdAt.getTime());
    await expect.poll(async () => (await statusCalls()).length, { timeout: 20_000, interval: 200 }).toBe(2);
    const [one, two] = (await statusCalls()).sort((a, b) => a - b);
    // A round apart (5 s, less the rounds' start within their slot), never two in one round.
    expect(two! - one!).toBeGreaterThan(3000);
  });
});
