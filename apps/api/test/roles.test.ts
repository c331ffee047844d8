import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { buildTestApp, type TestApp } from './build-test-app';
import { TestClient } from './client';
import { PASSWORD, email } from './factories';
import { startSmtp } from './smtp-server';

/** An `api` instance and, later, a `worker` on the same database: the roles of one build (ROLES). */
let api: TestApp;
let worker: FastifyInstance | undefined;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const secret = randomBytes(32).toString('hex');

beforeAll(async () => {
  smtp = await startSmtp();
  api = await buildTestApp(
    { ROLES: 'api', SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'SFC <no-reply@sfc.test>' },
    { secret },
  );
});

afterAll(async () => {
  await worker?.close();
  await api.close();
  await smtp.close();
});

describe('roles', () => {
  it('an api instance queues a message; a worker instance delivers it; a worker serves its health alone', async () => {
    const address = email();
    const signUp = await new TestClient(api.app).post('/register', {
      firstName: 'Pasang',
      lastName: 'Sherpa',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      registrationPurpose: 'FAN',
      email: address,
    });
    expect(signUp.status).toBe(200);
    // No worker yet: the code waits in its job.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received.filter((message) => message.to.includes(address))).toEqual([]);

    worker = await buildApp({
      config: { ...api.config, roles: new Set(['worker'] as const) },
      database: api.database,
      secret,
      logger: false,
    });
    await worker.ready();
    await expect
      .poll(() => smtp.received.filter((message) => message.to.includes(address)).length, {
        timeout: 5000,
        interval: 50,
      })
      .toBe(1);

    const visitor = new TestClient(worker);
    expect((await visitor.get('/health')).status).toBe(200);
    expect((await visitor.post('/fighter-profiles/public/search', {})).status).toBe(404);
    expect((await new TestClient(api.app).post('/fighter-profiles/public/search', {})).status).toBe(200);
  });

  it('are named in ROLES: any of api, worker and ingest, all three by default', () => {
    const base = { NODE_ENV: 'test' };
    expect([...loadConfig(base).roles]).toEqual(['api', 'worker', 'ingest']);
    expect([...loadConfig({ ...base, ROLES: ' Worker, ingest,worker ' }).roles]).toEqual(['worker', 'ingest']);
    expect(() => loadConfig({ ...base, ROLES: 'api,cron' })).toThrow(/ROLES/);
    expect(() => loadConfig({ ...base, ROLES: ' , ' })).toThrow(/ROLES/);
  });
});
