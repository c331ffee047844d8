import { describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { useTestApp } from '../../../test/use-test-app';
import { TestClient, latestCode, onPhoneAndLaptop } from '../../../test/client';
import { PASSWORD, createCustomer, email, mobileNumber } from '../../../test/factories';
import { passwordHasher } from './password-hasher';

const t = useTestApp();

describe('POST /auth', () => {
  it('signs in by email (any case) with the login response', async () => {
    const customer = await createCustomer(t.database.db, { firstName: 'Maya', middleName: 'K', lastName: 'Shrestha' });
    const reply = await new TestClient(t.app).signIn({
      email: customer.email?.toUpperCase() ?? '',
      password: PASSWORD,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({
      token: expect.any(String),
      id: customer.id,
      email: customer.email,
      fullName: 'Maya K Shrestha',
      countryCode: null,
      mobileNumber: null,
      emailVerified: true,
      mobileNumberVerified: false,
      customerType: 'INDIVIDUAL',
      registrationPurpose: 'FAN',
      permissions: [],
    });
    // The browser decodes the token for the customer's id (spec section 4).
    const claims = JSON.parse(Buffer.from(reply.body.data.token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ id: customer.id, sid: expect.any(String), exp: expect.any(Number) });
  });

  it('signs in by mobile number', async () => {
    const number = mobileNumber();
    const customer = await createCustomer(t.database.db, {
      countryCode: '+977',
      mobileNumber: number,
      mobileNumberVerified: true,
    });
    const reply = await new TestClient(t.app).signIn({ countryCode: '+977', mobileNumber: number, password: PASSWORD });
    expect(reply.status).toBe(200);
    expect(reply.body.data.id).toBe(customer.id);
  });

  it('answers 400 with a code for a wrong password and an unknown account, never 401', async () => {
    const customer = await createCustomer(t.database.db);
    const wrong = await new TestClient(t.app).signIn({ email: customer.email ?? '', password: 'Wrong#pass1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 'HUBCSIL001', message: 'Invalid login credential' });
    const unknown = await new TestClient(t.app).signIn({ email: email(), password: PASSWORD });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ code: 'HUBCSNF001', message: 'Customer not found' });
  });

  it('checks the password of an unknown account against a dummy hash, so both refusals take as long', async () => {
    const known = await createCustomer(t.database.db);
    const verify = vi.spyOn(passwordHasher, 'verify');
    const unknown = await new TestClient(t.app).signIn({ email: email(), password: PASSWORD });
    expect(unknown.body).toEqual({ code: 'HUBCSNF001', message: 'Customer not found' });
    const wrong = await new TestClient(t.app).signIn({ email: known.email ?? '', password: 'Wrong#pass1' });
    expect(wrong.body.code).toBe('HUBCSIL001');
    expect(verify).toHaveBeenCalledTimes(2);
    // The same algorithm and cost as a real hash: argon2id with the same memory, passes and lanes.
    const parameters = (hash: string) => hash.split('$').slice(1, 4).join('$');
    const [dummy] = verify.mock.calls[0] ?? [];
    expect(parameters(dummy ?? '')).toBe(parameters(known.passwordHash));
    expect(dummy).not.toBe(known.passwordHash);
    verify.mockRestore();
  });

  it('validates the credentials', async () => {
    const client = new TestClient(t.app);
    expect((await client.post('/auth', { password: PASSWORD })).body.code).toBe('HUBCSIS001');
    expect((await client.post('/auth', { email: 'x@y.com' })).body.fieldErrors.password.code).toBe('HUBCSPW001');
    expect(
      (await client.post('/auth', { mobileNumber: '9841234567', password: PASSWORD })).body.fieldErrors.countryCode
        .code,
    ).toBe('HUBCSCC001');
  });

  it('needs a DEVICE-TOKEN', async () => {
    const customer = await createCustomer(t.database.db);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      payload: { email: customer.email, password: PASSWORD },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().code).toBe('HUBGNDV001');
  });

  it('sends an unverified account back to its code, with a fresh one', async () => {
    const address = email();
    const signUp = await new TestClient(t.app).post('/register', {
      firstName: 'Nima',
      lastName: 'Sherpa',
      email: address,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      registrationPurpose: 'FAN',
    });
    const reply = await new TestClient(t.app).signIn({ email: address, password: PASSWORD });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'HUBCSNV001', details: { userId: signUp.body.data.userId } });
    const verified = await new TestClient(t.app).post('/register/verify', {
      userId: signUp.body.data.userId,
      code: await latestCode(t.app, address),
    });
    expect(verified.status).toBe(200);
  });
});

describe('device sessions', () => {
  it('allows two devices and refuses a third with HUBSLLC001', async () => {
    const customer = await createCustomer(t.database.db);
    const credentials = { email: customer.email ?? '', password: PASSWORD };
    const phone = new TestClient(t.app);
    const laptop = new TestClient(t.app);
    expect((await phone.signIn(credentials)).status).toBe(200);
    expect((await laptop.signIn(credentials)).status).toBe(200);
    const third = await new TestClient(t.app).signIn(credentials);
    expect(third.status).toBe(400);
    expect(third.body).toMatchObject({
      code: 'HUBSLLC001',
      message: 'You have reached the maximum number of allowed logins',
      details: { maxDevices: 2 },
    });
    // Signing in again on a device already signed in replaces its session instead of counting twice.
    expect((await phone.signIn(credentials)).status).toBe(200);
  });

  it('lists devices with credentials, removes one, and the removed device gets 401 at once', async () => {
    const customer = await createCustomer(t.database.db);
    const credentials = { email: customer.email ?? '', password: PASSWORD };
    const phone = new TestClient(t.app);
    const laptop = new TestClient(
      t.app,
      undefined,
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
    );
    await phone.signIn(credentials);
    await laptop.signIn(credentials);
    const third = new TestClient(t.app);
    expect((await third.signIn(credentials)).body.code).toBe('HUBSLLC001');

    const devices = await third.post('/single-sign-in/devices', credentials);
    expect(devices.status).toBe(200);
    expect(devices.body.data.maxDevices).toBe(2);
    expect(devices.body.data.items.map((d: { deviceName: string }) => d.deviceName).sort()).toEqual([
      'Chrome on Android',
      'Chrome on Linux',
    ]);
    const laptopDevice = devices.body.data.items.find((d: { os: string }) => d.os === 'Linux');

    const removed = await third.post('/single-sign-in/remove-device', { ...credentials, deviceId: laptopDevice.id });
    expect(removed.body.data).toEqual({ removed: 1 });
    expect((await third.signIn(credentials)).status).toBe(200);
    const revoked = await laptop.get('/customers/ping');
    expect(revoked.status).toBe(401);
    expect(revoked.body.code).toBe('HUBCSTK003');
    expect((await phone.get('/customers/ping')).status).toBe(200);
  });

  it('answers 401 to a removed device asking for the device list, rather than treating it as a stranger', async () => {
    const customer = await createCustomer(t.database.db);
    const { phone, laptop } = await onPhoneAndLaptop(t.app, { email: customer.email ?? '', password: PASSWORD });
    await phone.post('/single-sign-in/remove-device', { all: true });
    const reply = await laptop.post('/single-sign-in/devices', {});
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe('HUBCSTK003');
  });

  it('needs the right password to see or remove devices without a session', async () => {
    const customer = await createCustomer(t.database.db);
    const client = new TestClient(t.app);
    expect(
      (await client.post('/single-sign-in/devices', { email: customer.email, password: 'Wrong#pass1' })).body.code,
    ).toBe('HUBCSIL001');
    expect((await client.post('/single-sign-in/devices', { email: customer.email })).body.code).toBe('HUBCSPW001');
    expect(
      (
        await client.post('/single-sign-in/remove-device', {
          email: customer.email,
          password: 'Wrong#pass1',
          all: true,
        })
      ).body.code,
    ).toBe('HUBCSIL001');
  });

  it('signs out every other device with {all: true} when signed in', async () => {
    const customer = await createCustomer(t.database.db);
    const credentials = { email: customer.email ?? '', password: PASSWORD };
    const { phone, laptop } = await onPhoneAndLaptop(t.app, credentials);
    const reply = await phone.post('/single-sign-in/remove-device', { all: true });
    expect(reply.body.data).toEqual({ removed: 1 });
    expect((await laptop.get('/customers/ping')).status).toBe(401);
    const devices = await phone.post('/single-sign-in/devices', {});
    expect(devices.body.data.items).toEqual([expect.objectContaining({ current: true })]);
  });

  it('cannot remove another account’s device', async () => {
    const mine = await createCustomer(t.database.db);
    const theirs = await createCustomer(t.database.db);
    const me = new TestClient(t.app);
    const them = new TestClient(t.app);
    await me.signIn({ email: mine.email ?? '', password: PASSWORD });
    await them.signIn({ email: theirs.email ?? '', password: PASSWORD });
    const theirDevices = await them.post('/single-sign-in/devices', {});
    const reply = await me.post('/single-sign-in/remove-device', { deviceId: theirDevices.body.data.items[0].id });
    expect(reply.status).toBe(404);
    expect(reply.body.code).toBe('HUBSLLC002');
    expect((await them.get('/customers/ping')).status).toBe(200);
  });

  it('signs out this device with GET /customers/logout', async () => {
    const customer = await createCustomer(t.database.db);
    const phone = new TestClient(t.app);
    await phone.signIn({ email: customer.email ?? '', password: PASSWORD });
    expect((await phone.get('/customers/logout')).body.data).toEqual({ signedOut: true });
    expect((await phone.get('/customers/ping')).status).toBe(401);
  });

  it('rejects a token used from another device, a forged token and no token', async () => {
    const customer = await createCustomer(t.database.db);
    const phone = new TestClient(t.app);
    await phone.signIn({ email: customer.email ?? '', password: PASSWORD });
    const thief = new TestClient(t.app);
    thief.token = phone.token;
    expect((await thief.get('/customers/ping')).body.code).toBe('HUBCSTK002');
    const forged = new TestClient(t.app, phone.deviceToken);
    forged.token = `${phone.token?.slice(0, -4)}AAAA`;
    expect((await forged.get('/customers/ping')).status).toBe(401);
    const anonymous = await new TestClient(t.app).get('/customers/ping');
    expect(anonymous).toMatchObject({ status: 401, body: { code: 'HUBCSTK001' } });
  });

  it('accepts the token as Authorization: Bearer', async () => {
    const customer = await createCustomer(t.database.db);
    const phone = new TestClient(t.app);
    const login = await phone.signIn({ email: customer.email ?? '', password: PASSWORD });
    phone.token = undefined;
    const reply = await phone.get('/customers/ping', { authorization: `Bearer ${login.body.data.token}` });
    expect(reply.status).toBe(200);
  });
});

describe('session lifetime', () => {
  it('reports seconds left on session-ttl and ping v2', async () => {
    const customer = await createCustomer(t.database.db);
    const phone = new TestClient(t.app);
    await phone.signIn({ email: customer.email ?? '', password: PASSWORD });
    const ttl = await phone.get('/customers/session-ttl');
    const week = t.config.session.ttlSeconds;
    expect(ttl.body.data.secondsLeft).toBeGreaterThan(week - 5);
    expect(new Date(ttl.body.data.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const ping = await phone.get('/customers/ping/v2');
    expect(ping.body.data).toMatchObject({
      active: true,
      secondsLeft: expect.any(Number),
      expiresAt: expect.any(String),
    });
    expect((await phone.get('/customers/ping')).body.data).toEqual({ active: true });
  });

  it('hands out a fresh token once half the life is gone, and expires unused sessions', async () => {
    const customer = await createCustomer(t.database.db);
    const phone = new TestClient(t.app);
    await phone.signIn({ email: customer.email ?? '', password: PASSWORD });
    const first = phone.token;
    const ttl = t.config.session.ttlSeconds * 1000;

    const early = await phone.get('/customers/ping');
    expect(early.headers['x-xsrf-token']).toBeUndefined();

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ttl * 0.6 });
    const renewed = await phone.get('/customers/ping/v2');
    expect(renewed.headers['x-xsrf-token']).toEqual(expect.any(String));
    expect(phone.token).not.toBe(first);
    expect(renewed.body.data.secondsLeft).toBeGreaterThan(t.config.session.ttlSeconds - 5);

    // The slid expiry keeps the renewed session alive past the first token's end...
    vi.setSystemTime(Date.now() + ttl * 0.6);
    expect((await phone.get('/customers/ping')).status).toBe(200);
    // ...while a session left alone for its whole life expires.
    vi.setSystemTime(Date.now() + ttl + 1000);
    const expired = await phone.get('/customers/ping');
    expect(expired).toMatchObject({ status: 401, body: { code: 'HUBCSTK002' } });
  });
});

describe('token rotation', () => {
  /** A signed-in phone whose token was just rotated, and the token it held before. */
  async function rotated(app: TestApp) {
    const customer = await createCustomer(app.database.db);
    const phone = new TestClient(app.app);
    await phone.signIn({ email: customer.email ?? '', password: PASSWORD });
    const previous = phone.token ?? '';
    expect((await phone.get('/customers/ping')).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + app.config.session.ttlSeconds * 1000 * 0.6 });
    expect((await phone.get('/customers/ping')).headers['x-xsrf-token']).toEqual(expect.any(String));
    expect(phone.token).not.toBe(previous);
    return { phone, previous, current: phone.token ?? '' };
  }
  const ping = (phone: TestClient, token: string) => phone.get('/customers/ping', { 'x-xsrf-token': token });

  it('lets the previous token work for the grace only (60 s), handing it the current one', async () => {
    const { phone, previous, current } = await rotated(t);
    vi.setSystemTime(Date.now() + 30_000);
    const within = await ping(phone, previous);
    expect(within.status).toBe(200);
    expect(within.headers['x-xsrf-token']).toEqual(expect.any(String));
    vi.setSystemTime(Date.now() + 31_000);
    expect(await ping(phone, previous)).toMatchObject({ status: 401, body: { code: 'HUBCSTK002' } });
    expect((await ping(phone, current)).status).toBe(200);
  });

  it('gives every request that races the rotation the same current token', async () => {
    const customer = await createCustomer(t.database.db);
    const phone = new TestClient(t.app);
    await phone.signIn({ email: customer.email ?? '', password: PASSWORD });
    const previous = phone.token ?? '';
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + t.config.session.ttlSeconds * 1000 * 0.6 });
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => phone.get('/customers/ping', { 'x-xsrf-token': previous })),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(6).fill(200));
    const fresh = replies.map((reply) => String(reply.headers['x-xsrf-token']));
    vi.setSystemTime(Date.now() + 61_000);
    for (const token of fresh) expect((await phone.get('/customers/ping', { 'x-xsrf-token': token })).status).toBe(200);
    const stale = await phone.get('/customers/ping', { 'x-xsrf-token': previous });
    expect(stale).toMatchObject({ status: 401, body: { code: 'HUBCSTK002' } });
  });
});

describe('token rotation with a short grace and a long cache', () => {
  const short = useTestApp({ SESSION_ROTATION_GRACE_SECONDS: '5', SESSION_CACHE_SECONDS: '600' });

  it('refuses the previous token once the grace is over, though the session is cached', async () => {
    const customer = await createCustomer(short.database.db);
    const phone = new TestClient(short.app);
    await phone.signIn({ email: customer.email ?? '', password: PASSWORD });
    const previous = phone.token ?? '';
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + short.config.session.ttlSeconds * 1000 * 0.6 });
    expect((await phone.get('/customers/ping')).headers['x-xsrf-token']).toEqual(expect.any(String));
    vi.setSystemTime(Date.now() + 3_000);
    expect((await phone.get('/customers/ping', { 'x-xsrf-token': previous })).status).toBe(200);
    vi.setSystemTime(Date.now() + 3_000);
    const after = await phone.get('/customers/ping', { 'x-xsrf-token': previous });
    expect(after).toMatchObject({ status: 401, body: { code: 'HUBCSTK002' } });
    expect((await phone.get('/customers/ping')).status).toBe(200);
  });
});

describe('single device accounts', () => {
  const single = useTestApp({ SESSION_MAX_DEVICES: '1' });

  it('answers HUBSLDN001 when the one device is taken', async () => {
    const customer = await createCustomer(single.database.db);
    const credentials = { email: customer.email ?? '', password: PASSWORD };
    expect((await new TestClient(single.app).signIn(credentials)).status).toBe(200);
    const second = await new TestClient(single.app).signIn(credentials);
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({
      code: 'HUBSLDN001',
      message: 'This user is already logged in to another device',
    });
  });
});
