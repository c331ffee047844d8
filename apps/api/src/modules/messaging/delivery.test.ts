import { type IncomingMessage, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { TestClient } from '../../../test/client';
import { PASSWORD, email, mobileNumber } from '../../../test/factories';
import { useSmtpTestApp } from '../../../test/smtp-server';
import { Messenger } from './messenger';

/** What a delivery job brings, once it has (within 5 s). */
async function arrived<T>(find: () => T | undefined): Promise<T | undefined> {
  await expect.poll(find, { timeout: 5000, interval: 20 }).toBeDefined();
  return find();
}

const person = {
  firstName: 'Pasang',
  lastName: 'Sherpa',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  registrationPurpose: 'FAN',
};

describe('email over SMTP', () => {
  const t = useSmtpTestApp();

  it('delivers the sign-up code by SMTP, in HTML and text, and the code signs the customer up', async () => {
    const address = email();
    const signUp = await new TestClient(t.app).post('/register', { ...person, email: address });
    expect(signUp.status).toBe(200);
    // Delivered by a job moments after the request answered.
    const delivered = await arrived(() => t.smtp.received.find((message) => message.to.includes(address)));
    expect(delivered?.from).toBe('no-reply@sfc.test');
    const parsed = await PostalMime.parse(delivered?.raw ?? Buffer.alloc(0));
    const code = /(\d{6})/.exec(parsed.subject ?? '')?.[1] ?? '';
    expect(parsed.subject).toBe(`Your sign-up code: ${code}`);
    expect(parsed.text).toContain(code);
    expect(parsed.html).toContain(code);
    expect(parsed.html).toContain('Summit Fighting Championship');
    const verified = await new TestClient(t.app).post('/register/verify', { userId: signUp.body.data.userId, code });
    expect(verified.status).toBe(200);
  });

  it('writes in Nepali to a customer who asked in Nepali', async () => {
    const address = email();
    await new TestClient(t.app).post(
      '/register',
      { ...person, email: address },
      { 'accept-language': 'ne-NP,ne;q=0.9' },
    );
    const parsed = await PostalMime.parse(
      (await arrived(() => t.smtp.received.find((message) => message.to.includes(address))))?.raw ?? Buffer.alloc(0),
    );
    expect(parsed.subject).toMatch(/^तपाईंको साइन अप कोड: \d{6}$/);
    expect(parsed.text).toContain('मिनेटमा समाप्त हुन्छ');
  });
});

/** A local stand-in for Sparrow SMS that checks the token and the fields the way the real one does. */
function startSparrow(token: string) {
  const received: Record<string, string>[] = [];
  const refused: Record<string, string>[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      const reply = (status: number, json: object) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (request.method !== 'POST' || request.url !== '/v2/sms/')
        return reply(404, { response_code: 404, response: 'Not found' });
      if (!form.token || !form.from || !form.to || !form.text)
        return reply(403, { response_code: 1000, response: 'A required field is missing' });
      if (form.token !== token) {
        refused.push(form);
        return reply(403, { response_code: 1002, response: 'Invalid Token' });
      }
      if (!/^9[78]\d{8}$/.test(form.to)) return reply(403, { response_code: 1007, response: 'Invalid Receiver' });
      received.push(form);
      return reply(200, { count: 1, response_code: 200, response: '1 mesages has been queued for delivery' });
    });
  });
  return new Promise<{ url: string; received: typeof received; refused: typeof refused; close: () => Promise<void> }>(
    (resolve) => {
      server.listen(0, '127.0.0.1', () =>
        resolve({
          url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2/sms/`,
          received,
          refused,
          close: () => new Promise((done) => server.close(() => done())),
        }),
      );
    },
  );
}

describe('SMS through Sparrow', () => {
  let sparrow: Awaited<ReturnType<typeof startSparrow>>;
  let t: TestApp;
  let wrongToken: TestApp;
  beforeAll(async () => {
    sparrow = await startSparrow('sparrow-secret-token');
    const sms = { SMS_PROVIDER: 'sparrow', SMS_API_URL: sparrow.url, SMS_FROM: 'SFC_Alert' };
    t = await buildTestApp({ ...sms, SMS_TOKEN: 'sparrow-secret-token' });
    // One retry, a second later: the code is given up on within seconds.
    wrongToken = await buildTestApp({
      ...sms,
      SMS_TOKEN: 'expired-token',
      MESSAGE_RETRIES: '1',
      MESSAGE_RETRY_SECONDS: '1',
    });
  });
  afterAll(async () => {
    await t.close();
    await wrongToken.close();
    await sparrow.close();
  });

  it('sends the sign-up code by SMS to the 10-digit number with our sender identity', async () => {
    const number = mobileNumber();
    const signUp = await new TestClient(t.app).post('/register', {
      ...person,
      countryCode: '+977',
      mobileNumber: number,
    });
    expect(signUp.status).toBe(200);
    const sms = await arrived(() => sparrow.received.find((message) => message.to === number));
    expect(sms).toMatchObject({ from: 'SFC_Alert', token: 'sparrow-secret-token' });
    const code = /(\d{6})/.exec(sms?.text ?? '')?.[1] ?? '';
    expect(sms?.text).toBe(
      `${code} is your Summit Fighting Championship code. It expires in 10 minutes. Do not share it.`,
    );
    expect(
      (await new TestClient(t.app).post('/register/verify', { userId: signUp.body.data.userId, code })).status,
    ).toBe(200);
  });

  it('answers at once while the gateway refuses; tries again, then withdraws the code so a new one can be asked', async () => {
    const number = mobileNumber();
    const body = { ...person, countryCode: '+977', mobileNumber: number };
    const first = await new TestClient(wrongToken.app).post('/register', body);
    expect(first.status).toBe(200);
    // The first attempt and one retry, both refused for the token.
    const attempts = () => sparrow.refused.filter((message) => message.to === number).length;
    await expect.poll(attempts, { timeout: 10_000, interval: 50 }).toBe(2);
    // Withdrawn: asking again is not held back by the resend delay (HUBOTAS001).
    await expect
      .poll(async () => (await new TestClient(wrongToken.app).post('/register', body)).status, {
        timeout: 5000,
        interval: 100,
      })
      .toBe(200);
    expect(sparrow.received.filter((message) => message.to === number)).toEqual([]);
  });
});

describe('production without a mail or SMS gateway', () => {
  it('warns once at start, reports it in health, and never logs each undelivered receipt or decision', async () => {
    let logged = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    const t = await buildTestApp(
      { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40) },
      { logger: { level: 'info', stream } },
    );
    const health = await new TestClient(t.app).get('/health');
    expect(health.body.data).toMatchObject({ status: 'ok', mail: 'none', sms: 'none' });
    const warnings = () => logged.split('\n').filter((line) => line.includes('"level":40'));
    expect(warnings().map((line) => JSON.parse(line).msg)).toEqual([
      'SMTP_URL is not set: emails (codes, receipts, tickets, decisions) cannot be delivered',
      'SMS_PROVIDER is not set: text messages (codes, decisions) cannot be delivered',
      'VAPID_* is not set: alerts cannot reach browsers as notifications',
    ]);
    // What a paid purchase's receipt and a staff decision do: notify in the background.
    const messenger = new Messenger({
      smtpUrl: undefined,
      from: 'x@y.z',
      sms: undefined,
      outbox: undefined,
      log: t.app.log,
    });
    const message = { subject: 'Receipt', text: 'Paid', html: '<p>Paid</p>', sms: 'Paid' };
    for (let i = 0; i < 5; i += 1)
      messenger.notify(
        { channel: 'EMAIL', email: email() },
        message,
        { i },
        'purchase paid but its receipt was not delivered',
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logged).not.toContain('was not delivered');
    expect(logged).not.toContain('message delivery failed');
    await t.close();
  });
});
