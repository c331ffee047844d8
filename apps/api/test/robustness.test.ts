import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPglite } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { buildTestApp, type TestApp } from './build-test-app';
import { TestClient, latestCode } from './client';
import { PASSWORD, createCustomer, email } from './factories';
import { type OpenApiDocument, SampleBuilder, withValueAt } from './openapi-samples';

const MALFORMED: unknown[] = [
  null,
  [],
  'text',
  42,
  { email: ['a'], password: { $ne: 1 } },
  { firstName: 'x'.repeat(100_000), email: 'x'.repeat(5000) },
  { userId: "'; drop table customers; --", code: '1'.repeat(50), deviceId: {}, all: 'yes' },
  { page: -1, pageSize: 1e9, search: { nested: true }, permissions: ['ROOT'], customerType: 7 },
  { countryCode: '+977', mobileNumber: '९८४१२३४५६७', dateOfBirth: '1998-13-45', nationality: '🇳🇵' },
];
const PARAMS = ['not-a-uuid', '00000000-0000-0000-0000-000000000000', '%00', "'or'1'='1", 'a'.repeat(500)];

/** A client signed in as staff holding every permission area: it reaches every route. */
async function signedInAdministrator(t: TestApp): Promise<TestClient> {
  const staff = await createCustomer(t.database.db, {
    customerType: 'SUPPORT',
    permissions: ['DASHBOARD', 'BOOKINGANDTICKETING', 'TRANSACTION', 'USERS'],
    registrationPurpose: null,
  });
  const client = new TestClient(t.app);
  await client.signIn({ email: staff.email ?? '', password: PASSWORD });
  return client;
}

describe('no input produces a 500', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers every documented route with a 4xx and a code, signed in or not', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const signedIn = await signedInAdministrator(t);
    let calls = 0;
    for (const [template, methods] of Object.entries(spec.paths)) {
      for (const method of Object.keys(methods)) {
        const upper = method.toUpperCase() as 'GET' | 'POST' | 'PUT';
        for (const param of PARAMS) {
          const url = template.replace(/\{[^}]+\}/g, encodeURIComponent(param));
          for (const body of upper === 'GET' ? [undefined] : MALFORMED) {
            for (const client of [new TestClient(t.app), signedIn]) {
              const reply = await client.call(upper, url, body === undefined ? undefined : JSON.stringify(body), {
                'content-type': 'application/json',
              });
              calls += 1;
              expect(reply.status, `${method} ${url} ${JSON.stringify(body)?.slice(0, 80)}`).toBeLessThan(500);
              if (reply.status >= 400) expect(reply.body.code, `${method} ${url}`).toMatch(/^HUB[A-Z]{4}\d{3}$/);
            }
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(500);
    for (const url of [
      '/api/v1/customers/%E0%A4%A',
      '/api/v1/customers/%',
      '/api/v1/%c0%af',
      `/api/v1/customers/${'x'.repeat(10_000)}`,
    ]) {
      const reply = await t.app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBeLessThan(500);
      expect(reply.json().code, url).toMatch(/^HUB[A-Z]{4}\d{3}$/);
    }
  }, 120_000);
});

describe('a NUL character', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  // PostgreSQL refuses NUL in text: every string field of every route, anonymous or staff, gets a 400 naming it.
  it('in any string field of any documented route is refused with 400 and the field named', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
    const samples = new SampleBuilder(spec);
    const signedIn = await signedInAdministrator(t);
    const clients = [new TestClient(t.app), signedIn];
    let bodyFields = 0;
    let queryFields = 0;
    for (const [template, methods] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const upper = method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE';
        const path = template.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
        const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
        if (bodySchema) {
          const body = samples.sample(bodySchema);
          for (const field of samples.stringPaths(body)) {
            bodyFields += 1;
            const poisoned = withValueAt(body, field, 'before\u0000after');
            for (const client of clients) {
              const reply = await client.call(upper, path, JSON.stringify(poisoned), {
                'content-type': 'application/json',
              });
              const where = `${method} ${template} ${field.join('.')}`;
              // Anonymous callers of signed-in routes are turned away before their body is read.
              if (client !== signedIn && [401, 403].includes(reply.status)) continue;
              expect(reply.status, where).toBe(400);
              expect(reply.body.fieldErrors?.[field.join('.')]?.code, where).toBe('HUBGNNU001');
            }
          }
        }
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in !== 'query') continue;
          queryFields += 1;
          for (const client of clients) {
            const reply = await client.call(upper, `${path}?${parameter.name}=a%00b`);
            if (client !== signedIn && [401, 403].includes(reply.status)) continue;
            expect(reply.status, `${method} ${template} ?${parameter.name}`).toBe(400);
            expect(reply.body.code).toBe('HUBGNNU001');
          }
        }
      }
    }
    expect(bodyFields).toBeGreaterThan(150);
    expect(queryFields).toBeGreaterThan(5);
    // In a path, in the site's pages, and in the Nepali message.
    for (const url of ['/api/v1/fighters/%00', '/fighters/a%00b', '/events/%00?x=1', '/api/v1/videos/search?q=%00']) {
      const reply = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'ne' } });
      expect(reply.statusCode, url).toBe(400);
      expect(reply.json()).toEqual({ code: 'HUBGNNU001', message: 'पाठमा अनुमति नभएको अक्षर छ' });
    }
  }, 120_000);
});

describe('errors Node raises before a request exists', () => {
  it('answer in the envelope: 431 for headers too large, 400 for malformed HTTP', async () => {
    const t = await buildTestApp();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const tooLarge = await fetch(`${address}/api/v1/health`, { headers: { 'x-padding': 'x'.repeat(20_000) } });
    expect(tooLarge.status).toBe(431);
    expect(tooLarge.headers.get('content-type')).toContain('application/json');
    expect(await tooLarge.json()).toEqual({ code: 'HUBGNHD001', message: 'The request headers are too large' });

    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      let text = '';
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write('GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'),
      );
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect(raw).toContain('{"code":"HUBGNJS001","message":"The request could not be read"}');
    await t.close();
  });
});

describe('overload', () => {
  it('sheds requests with 503 HUBGNBZ001 and Retry-After while the event loop lags, and serves again after', async () => {
    const t = await buildTestApp({}, { overload: { maxEventLoopDelayMs: 40, maxHeapBytes: 0, sampleIntervalMs: 50 } });
    const client = new TestClient(t.app);
    // Calm first: building the app (loading the embedded database) can itself hold the loop past 40 ms, and the
    // monitor reports that for a sample or two.
    const calm = async () => {
      for (let attempt = 0; attempt < 40; attempt += 1) {
        if ((await client.get('/public/configs')).status === 200) return true;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return false;
    };
    expect(await calm()).toBe(true);
    // A saturated process: the loop is held for 150 ms at a time, again and again.
    for (let round = 0; round < 4; round += 1) {
      const started = Date.now();
      while (Date.now() - started < 150);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const shed = await client.get('/public/configs', { 'accept-language': 'ne' });
    expect(shed.status).toBe(503);
    expect(shed.headers['retry-after']).toBe('5');
    expect(shed.body).toEqual({
      code: 'HUBGNBZ001',
      message: 'सेवा अहिले धेरै व्यस्त छ। कृपया एकछिनपछि फेरि प्रयास गर्नुहोस्।',
      details: { retryAfterSeconds: 5 },
    });
    expect(await calm()).toBe(true);
    await t.close();
  });
});

describe('health', () => {
  it('answers 503 with the database down', async () => {
    const database = await openPglite();
    await migrate(database);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/ringside-health' });
    const app = await buildApp({ config, database, secret: randomBytes(32).toString('hex'), logger: false });
    expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    await database.close();
    const down = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      data: { status: 'degraded', database: 'down', mail: 'outbox', sms: 'outbox', version: expect.any(String) },
    });
    await app.close();
  });
});

describe('a database outage', () => {
  it('answers data routes 503 with a code and Retry-After, and logs it once, not per request', async () => {
    let logged = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    // Uncached, so that every call reaches the database.
    const t = await buildTestApp({ EVENT_CACHE_SECONDS: '0' }, { logger: { level: 'info', stream } });
    const client = new TestClient(t.app);
    expect((await client.post('/events/search/all', {})).status).toBe(200);
    await t.database.close();
    const started = Date.now();
    for (let i = 0; i < 50; i += 1) {
      const reply = await client.post('/events/search/all', {}, { 'accept-language': 'ne' });
      expect(reply.status).toBe(503);
      expect(reply.headers['retry-after']).toBe('5');
      expect(reply.body).toEqual({
        code: 'HUBGNUN001',
        message: 'सेवा अस्थायी रूपमा उपलब्ध छैन। कृपया केही बेरपछि प्रयास गर्नुहोस्।',
        details: { retryAfterSeconds: 5 },
      });
      expect(JSON.stringify(reply.body)).not.toMatch(/PGlite|select|stack/i);
    }
    // Once per 10 s window (ThrottledLog), however many requests: once, unless a slow machine spans a window.
    const windows = Math.floor((Date.now() - started) / 10_000) + 1;
    // The requests' own line; a background job that meets the outage meanwhile logs its own error, apart.
    const errorLines = logged
      .split('\n')
      .filter((line) => line.includes('"level":50') && line.includes('database unavailable'));
    expect(errorLines.length).toBeGreaterThanOrEqual(1);
    expect(errorLines.length).toBeLessThanOrEqual(windows);
    await t.app.close();
  });
});

describe('production', () => {
  it('has no dev outbox', async () => {
    const t = await buildTestApp({ NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40) });
    const reply = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
    expect(reply.statusCode).toBe(404);
    await t.close();
  });
});

describe('logs', () => {
  it('never hold a password or a one-time code, even at trace level', async () => {
    let logged = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    const t = await buildTestApp({}, { logger: { level: 'trace', stream } });
    const address = email();
    const client = new TestClient(t.app);
    const signUp = await client.post('/register', {
      firstName: 'Log',
      lastName: 'Check',
      email: address,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      registrationPurpose: 'FAN',
    });
    const code = await latestCode(t.app, address);
    const verified = await client.post('/register/verify', { userId: signUp.body.data.userId, code });
    await client.signIn({ email: address, password: PASSWORD });
    await t.close();
    expect(logged).toContain('incoming request');
    expect(logged).not.toContain(PASSWORD);
    expect(logged).not.toContain(code);
    expect(logged).not.toContain(verified.body.data.token);
  });
});

describe('GET /public/countries', () => {
  it('lists countries with demonyms and dial codes, Nepal first, cacheable', async () => {
    const t = await buildTestApp();
    const reply = await new TestClient(t.app).get('/public/countries');
    expect(reply.body.data.items[0]).toEqual({
      code: 'NP',
      name: 'Nepal',
      demonym: expect.any(String),
      dialCode: '+977',
    });
    expect(reply.body.data.items.length).toBeGreaterThan(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=86400');
    await t.close();
  });
});
