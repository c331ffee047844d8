import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { TestClient, latestCode } from '../../../test/client';
import { PASSWORD, createCustomer, email, mobileNumber } from '../../../test/factories';

const t = useTestApp();

const person = {
  firstName: 'Bishal',
  lastName: 'Rai',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  registrationPurpose: 'FAN',
};

describe('POST /register and /register/verify', () => {
  it('signs up by email: code by email, verified and signed in on this device', async () => {
    const browser = new TestClient(t.app);
    const address = email();
    const reply = await browser.post('/register', { ...person, email: address.toUpperCase() });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      otpSentTo: 'EMAIL',
      maskedTarget: expect.stringMatching(/^fa\*+@example\.com$/),
      expiresInSeconds: 600,
      resendAfterSeconds: 60,
    });

    expect((await browser.post('/customers/check-status', { email: address })).body.data).toEqual({
      exists: true,
      verified: false,
    });
    const verified = await browser.post('/register/verify', {
      userId: reply.body.data.userId,
      code: await latestCode(t.app, address),
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({
      id: reply.body.data.userId,
      email: address,
      fullName: 'Bishal Rai',
      emailVerified: true,
      mobileNumberVerified: false,
      customerType: 'INDIVIDUAL',
      registrationPurpose: 'FAN',
      token: expect.any(String),
    });
    expect((await browser.post('/customers/check-status', { email: address })).body.data).toEqual({
      exists: true,
      verified: true,
    });
    browser.token = verified.body.data.token;
    expect((await browser.get('/customers/ping')).status).toBe(200);
  });

  it('signs up by Nepali mobile number: code by SMS', async () => {
    const browser = new TestClient(t.app);
    const number = mobileNumber();
    const reply = await browser.post('/register', {
      ...person,
      registrationPurpose: 'FIGHTER',
      countryCode: '+977',
      mobileNumber: number,
    });
    expect(reply.body.data).toMatchObject({ otpSentTo: 'MOBILE', maskedTarget: `+977 *******${number.slice(-3)}` });
    const verified = await browser.post('/register/verify', {
      userId: reply.body.data.userId,
      code: await latestCode(t.app, `+977${number}`),
    });
    expect(verified.body.data).toMatchObject({
      countryCode: '+977',
      mobileNumber: number,
      mobileNumberVerified: true,
      emailVerified: false,
      registrationPurpose: 'FIGHTER',
    });
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'HUBCSFN001'],
    [{ firstName: 'B' }, 'firstName', 'HUBCSFN002'],
    [{ firstName: 'B'.repeat(51) }, 'firstName', 'HUBCSFN003'],
    [{ firstName: 'B1shal' }, 'firstName', 'HUBCSFN004'],
    [{ middleName: 'K' }, 'middleName', 'HUBCSMN002'],
    [{ middleName: 'K'.repeat(51) }, 'middleName', 'HUBCSMN003'],
    [{ middleName: 'K@' }, 'middleName', 'HUBCSMN004'],
    [{ lastName: undefined }, 'lastName', 'HUBCSLN001'],
    [{ lastName: 'R' }, 'lastName', 'HUBCSLN002'],
    [{ lastName: 'R'.repeat(51) }, 'lastName', 'HUBCSLN003'],
    [{ lastName: 'R#i' }, 'lastName', 'HUBCSLN004'],
    [{ email: 'not-an-email' }, 'email', 'HUBCSEM002'],
    [{ email: undefined }, 'email', 'HUBCSEM004'],
    [{ password: '' }, 'password', 'HUBCSPW001'],
    [{ confirmPassword: '' }, 'confirmPassword', 'HUBCSPW002'],
    [{ confirmPassword: 'Different#2026' }, 'confirmPassword', 'HUBCSPW003'],
    [{ registrationPurpose: 'COACH' }, 'registrationPurpose', 'HUBCSRP001'],
    [{ email: undefined, mobileNumber: '98412345', countryCode: '+977' }, 'mobileNumber', 'HUBCSMB002'],
    [{ email: undefined, mobileNumber: '984123456789', countryCode: '+977' }, 'mobileNumber', 'HUBCSMB003'],
    [{ email: undefined, mobileNumber: '9612345678', countryCode: '+977' }, 'mobileNumber', 'HUBCSMB005'],
    [{ email: undefined, mobileNumber: '98412-abc-1', countryCode: '+977' }, 'mobileNumber', 'HUBCSMB005'],
    [{ email: undefined, mobileNumber: '9841234567' }, 'countryCode', 'HUBCSCC001'],
    [{ email: undefined, mobileNumber: '9841234567', countryCode: '+999' }, 'countryCode', 'HUBCSCC002'],
    [{ invitationReference: '' }, 'invitationReference', 'HUBIVRF001'],
  ])('refuses %j with %s %s', async (change, field, code) => {
    const body = { ...person, email: email(), ...change };
    const reply = await new TestClient(t.app).post('/register', body);
    expect(reply.status).toBe(400);
    expect(reply.body.fieldErrors[field]).toMatchObject({ code });
  });

  it.each([
    ['Short#1', 'HUBPPMN001', 'Password must be at least 8 characters'],
    [`Long#1${'a'.repeat(60)}`, 'HUBPPMX001', 'Password must be at most 64 characters'],
    ['nouppercase#1', 'HUBPPUC001', 'Password must contain at least 1 uppercase letter(s)'],
    ['NoNumbers#here', 'HUBPPNM001', 'Password must contain at least 1 number(s)'],
    ['NoSpecial123', 'HUBPPSC001', 'Password must contain at least 1 special character(s)'],
  ])('applies the password policy to %s', async (password, code, message) => {
    const reply = await new TestClient(t.app).post('/register', {
      ...person,
      email: email(),
      password,
      confirmPassword: password,
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code, message, fieldErrors: { password: { code, message } } });
  });

  it('refuses an email or mobile number that a verified account holds', async () => {
    const existing = await createCustomer(t.database.db, {
      countryCode: '+977',
      mobileNumber: mobileNumber(),
      mobileNumberVerified: true,
    });
    const byEmail = await new TestClient(t.app).post('/register', { ...person, email: existing.email?.toUpperCase() });
    expect(byEmail.status).toBe(409);
    expect(byEmail.body).toMatchObject({ code: 'HUBCSEM003', message: 'Email already exists' });
    const byMobile = await new TestClient(t.app).post('/register', {
      ...person,
      countryCode: '+977',
      mobileNumber: existing.mobileNumber,
    });
    expect(byMobile.status).toBe(409);
    expect(byMobile.body.code).toBe('HUBCSMB004');
  });

  it('lets a new sign-up take over an address that was never verified', async () => {
    const address = email();
    const first = await new TestClient(t.app).post('/register', { ...person, email: address });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    const second = await new TestClient(t.app).post('/register', { ...person, firstName: 'Second', email: address });
    expect(second.status).toBe(200);
    expect(second.body.data.userId).toBe(first.body.data.userId);
    const verified = await new TestClient(t.app).post('/register/verify', {
      userId: first.body.data.userId,
      code: await latestCode(t.app, address),
    });
    expect(verified.body.data.fullName).toBe('Second Rai');
  });
});

describe('one-time codes', () => {
  async function signUp() {
    const address = email();
    const reply = await new TestClient(t.app).post('/register', { ...person, email: address });
    return { address, userId: reply.body.data.userId as string };
  }

  it('refuses a resend within 60 s and allows it after', async () => {
    const { address, userId } = await signUp();
    const early = await new TestClient(t.app).post('/register/resend', { userId });
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({ code: 'HUBOTAS001', message: expect.stringMatching(/in (59|60) seconds/) });
    // Every 429 says how long to wait (the errors plugin turns it into Retry-After).
    expect(early.body.details.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(early.body.details.retryAfterSeconds).toBeLessThanOrEqual(60);
    const firstCode = await latestCode(t.app, address);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    const later = await new TestClient(t.app).post('/register/resend', { userId });
    expect(later.status).toBe(200);
    const secondCode = await latestCode(t.app, address);
    // Only the newest code counts.
    if (firstCode !== secondCode) {
      const old = await new TestClient(t.app).post('/register/verify', { userId, code: firstCode });
      expect(old.body.code).toBe('HUBOTNM001');
    }
    expect((await new TestClient(t.app).post('/register/verify', { userId, code: secondCode })).status).toBe(200);
  });

  it('counts wrong guesses and stops after 5', async () => {
    const { address, userId } = await signUp();
    const code = await latestCode(t.app, address);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let remaining = 4; remaining >= 1; remaining -= 1) {
      const reply = await new TestClient(t.app).post('/register/verify', { userId, code: wrong });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        code: 'HUBOTNM001',
        message: `The code does not match. ${remaining} attempt(s) left.`,
      });
    }
    expect((await new TestClient(t.app).post('/register/verify', { userId, code: wrong })).body.code).toBe(
      'HUBOTAT001',
    );
    // Even the right code is refused now.
    expect((await new TestClient(t.app).post('/register/verify', { userId, code })).body.code).toBe('HUBOTAT001');
  });

  it('expires after 10 minutes', async () => {
    const { address, userId } = await signUp();
    const code = await latestCode(t.app, address);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 601_000 });
    const reply = await new TestClient(t.app).post('/register/verify', { userId, code });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('HUBOTEX001');
  });

  it('is single use', async () => {
    const { address, userId } = await signUp();
    const code = await latestCode(t.app, address);
    expect((await new TestClient(t.app).post('/register/verify', { userId, code })).status).toBe(200);
    const again = await new TestClient(t.app).post('/register/verify', { userId, code });
    expect(again.body.code).toBe('HUBOTUS001');
  });

  it('names a missing code, a malformed code and an unknown account', async () => {
    const { userId } = await signUp();
    expect(
      (await new TestClient(t.app).post('/register/verify', { userId, code: '' })).body.fieldErrors.code.code,
    ).toBe('HUBOTMS001');
    expect(
      (await new TestClient(t.app).post('/register/verify', { userId, code: '12ab' })).body.fieldErrors.code.code,
    ).toBe('HUBOTMS002');
    const unknown = await new TestClient(t.app).post('/register/verify', {
      userId: crypto.randomUUID(),
      code: '123456',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('HUBCSNF001');
  });

  it('answers not found when no code was ever sent', async () => {
    const customer = await createCustomer(t.database.db, { verifiedAt: null });
    const reply = await new TestClient(t.app).post('/register/verify', { userId: customer.id, code: '123456' });
    expect(reply.status).toBe(404);
    expect(reply.body.code).toBe('HUBOTNF001');
  });

  it('needs a device token to sign in after the code', async () => {
    const { address, userId } = await signUp();
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register/verify',
      payload: { userId, code: await latestCode(t.app, address) },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().code).toBe('HUBGNDV001');
  });
});

describe('POST /customers/check-status', () => {
  it('answers for unknown addresses and needs an identifier', async () => {
    const browser = new TestClient(t.app);
    expect(
      (await browser.post('/customers/check-status', { countryCode: '+977', mobileNumber: '9800000001' })).body.data,
    ).toEqual({ exists: false, verified: false });
    const none = await browser.post('/customers/check-status', {});
    expect(none.status).toBe(400);
    expect(none.body.code).toBe('HUBCSIS001');
  });
});
