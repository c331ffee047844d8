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

const profile = {
  firstName: 'Sabina',
  lastName: 'Thapa',
  dateOfBirth: '1998-04-14',
  nationality: 'NP',
  country: 'NP',
  state: 'Bagmati',
  streetAddress: 'Jhamsikhel Marg 12',
};

async function signedIn(overrides: Parameters<typeof createCustomer>[1] = {}) {
  const customer = await createCustomer(t.database.db, overrides);
  const client = new TestClient(t.app);
  const login: Record<string, string> = customer.email
    ? { email: customer.email, password: PASSWORD }
    : { countryCode: customer.countryCode ?? '', mobileNumber: customer.mobileNumber ?? '', password: PASSWORD };
  expect((await client.signIn(login)).status).toBe(200);
  return { customer, client };
}

const byNumber = (number: string) => ({ countryCode: '+977', mobileNumber: number });
const signInByNumber = (number: string) => new TestClient(t.app).signIn({ ...byNumber(number), password: PASSWORD });
const signUpByNumber = (number: string) => new TestClient(t.app).post('/register', { ...person, ...byNumber(number) });
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /customers/verify-request/mobile and /customers/verify/mobile', () => {
  it('verifies a number by SMS code; it is on the profile, and signs in, only once verified', async () => {
    const { customer, client } = await signedIn();
    const number = mobileNumber();
    const sent = await client.post(
      '/customers/verify-request/mobile',
      byNumber(` ${number.slice(0, 5)} ${number.slice(5)}`),
    );
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ otpSentTo: 'MOBILE', maskedTarget: `+977 *******${number.slice(-3)}` });
    expect((await client.get(`/customers/${customer.id}`)).body.data).toMatchObject({
      mobileNumber: null,
      mobileNumberVerified: false,
    });
    expect((await signInByNumber(number)).body.code).toBe('HUBCSNF001');

    const verified = await client.post('/customers/verify/mobile', {
      ...byNumber(number),
      code: await latestCode(t.app, `+977${number}`),
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ id: customer.id, countryCode: '+977', mobileNumber: number });
    expect(verified.body.data.mobileNumberVerified).toBe(true);
    expect((await client.get(`/customers/${customer.id}`)).body.data.mobileNumber).toBe(number);
    const phone = await signInByNumber(number);
    expect(phone.status).toBe(200);
    expect(phone.body.data.id).toBe(customer.id);
  });

  it('are for a signed-in customer', async () => {
    const anonymous = new TestClient(t.app);
    const number = mobileNumber();
    expect((await anonymous.post('/customers/verify-request/mobile', byNumber(number))).body.code).toBe('HUBCSTK001');
    const verify = await anonymous.post('/customers/verify/mobile', { ...byNumber(number), code: '123456' });
    expect(verify).toMatchObject({ status: 401, body: { code: 'HUBCSTK001' } });
  });

  it('validates the number and the code', async () => {
    const { client } = await signedIn();
    const short = await client.post('/customers/verify-request/mobile', byNumber('98412'));
    expect(short.body.fieldErrors.mobileNumber.code).toBe('HUBCSMB002');
    const noDial = await client.post('/customers/verify-request/mobile', { mobileNumber: mobileNumber() });
    expect(noDial.body.fieldErrors.countryCode.code).toBe('HUBCSCC001');
    const noCode = await client.post('/customers/verify/mobile', { ...byNumber(mobileNumber()), code: '' });
    expect(noCode.body.fieldErrors.code.code).toBe('HUBOTMS001');
  });

  it('refuses a wrong code, then too many attempts, and a code sent to another number', async () => {
    const { client } = await signedIn();
    const number = mobileNumber();
    await client.post('/customers/verify-request/mobile', byNumber(number));
    const code = await latestCode(t.app, `+977${number}`);
    const other = await client.post('/customers/verify/mobile', { ...byNumber(mobileNumber()), code });
    expect(other).toMatchObject({ status: 404, body: { code: 'HUBOTNF001' } });
    for (let remaining = 4; remaining >= 1; remaining -= 1) {
      const wrong = await client.post('/customers/verify/mobile', { ...byNumber(number), code: wrongCode(code) });
      expect(wrong.body).toMatchObject({
        code: 'HUBOTNM001',
        message: `The code does not match. ${remaining} attempt(s) left.`,
      });
    }
    const last = await client.post('/customers/verify/mobile', { ...byNumber(number), code: wrongCode(code) });
    expect(last.body.code).toBe('HUBOTAT001');
    // Even the right code is refused now.
    expect((await client.post('/customers/verify/mobile', { ...byNumber(number), code })).body.code).toBe('HUBOTAT001');
  });

  it('refuses an expired code, and a second code within the resend delay', async () => {
    const { client } = await signedIn();
    const number = mobileNumber();
    await client.post('/customers/verify-request/mobile', byNumber(number));
    const again = await client.post('/customers/verify-request/mobile', byNumber(number));
    expect(again).toMatchObject({
      status: 429,
      body: { code: 'HUBOTAS001', details: { retryAfterSeconds: expect.any(Number) } },
    });
    const code = await latestCode(t.app, `+977${number}`);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 601_000 });
    const expired = await client.post('/customers/verify/mobile', { ...byNumber(number), code });
    expect(expired).toMatchObject({ status: 400, body: { code: 'HUBOTEX001' } });
  });

  it('refuses a number someone else has verified, when asked and when confirmed', async () => {
    const number = mobileNumber();
    await createCustomer(t.database.db, { ...byNumber(number), mobileNumberVerified: true });
    const { client } = await signedIn();
    const taken = await client.post('/customers/verify-request/mobile', byNumber(number));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'HUBCSMB004', fieldErrors: { mobileNumber: { code: 'HUBCSMB004' } } });

    // Two customers ask for the same free number; whoever confirms first has it.
    const contested = mobileNumber();
    const first = (await signedIn()).client;
    const second = (await signedIn()).client;
    await first.post('/customers/verify-request/mobile', byNumber(contested));
    const firstCode = await latestCode(t.app, `+977${contested}`);
    await second.post('/customers/verify-request/mobile', byNumber(contested));
    const secondCode = await latestCode(t.app, `+977${contested}`);
    expect((await second.post('/customers/verify/mobile', { ...byNumber(contested), code: secondCode })).status).toBe(
      200,
    );
    const late = await first.post('/customers/verify/mobile', { ...byNumber(contested), code: firstCode });
    expect(late).toMatchObject({ status: 409, body: { code: 'HUBCSMB004' } });
  });

  it('gives a number confirmed by two customers at once to one of them', async () => {
    const number = mobileNumber();
    const clients = [(await signedIn()).client, (await signedIn()).client];
    const codes: string[] = [];
    for (const client of clients) {
      await client.post('/customers/verify-request/mobile', byNumber(number));
      codes.push(await latestCode(t.app, `+977${number}`));
    }
    const replies = await Promise.all(
      clients.map((client, i) => client.post('/customers/verify/mobile', { ...byNumber(number), code: codes[i] })),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.status === 409)?.body.code).toBe('HUBCSMB004');
  });
});

describe('unverified numbers', () => {
  it('never block the sign-up of the number’s owner', async () => {
    const number = mobileNumber();
    // One account holds the number without having proven it (as profiles could before), another asks for it.
    await createCustomer(t.database.db, { ...byNumber(number), mobileNumberVerified: false });
    const { customer: claimer, client } = await signedIn();
    const put = await client.put(`/customers/${claimer.id}`, { ...profile, ...byNumber(number) });
    expect(put).toMatchObject({ status: 400, body: { code: 'HUBCSMB006' } });
    expect((await client.post('/customers/verify-request/mobile', byNumber(number))).status).toBe(200);

    const signUp = await signUpByNumber(number);
    expect(signUp.status).toBe(200);
    const verified = await new TestClient(t.app).post('/register/verify', {
      userId: signUp.body.data.userId,
      code: await latestCode(t.app, `+977${number}`),
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ mobileNumber: number, mobileNumberVerified: true });
    expect((await signInByNumber(number)).body.data.id).toBe(signUp.body.data.userId);
  });

  it('do not sign in: a number never verified answers like an unknown account', async () => {
    const number = mobileNumber();
    await createCustomer(t.database.db, { ...byNumber(number), mobileNumberVerified: false });
    const reply = await signInByNumber(number);
    expect(reply).toMatchObject({ status: 400, body: { code: 'HUBCSNF001', message: 'Customer not found' } });
    const status = await new TestClient(t.app).post('/customers/check-status', byNumber(number));
    expect(status.body.data).toEqual({ exists: false, verified: false });
  });

  it('a pending sign-up and a profile race for a number: the first to confirm wins, the other gets HUBCSMB004', async () => {
    const number = mobileNumber();
    const signUp = await signUpByNumber(number);
    const signUpCode = await latestCode(t.app, `+977${number}`);
    const { client } = await signedIn();
    expect((await client.post('/customers/verify-request/mobile', byNumber(number))).status).toBe(200);
    const profileCode = await latestCode(t.app, `+977${number}`);
    expect((await client.post('/customers/verify/mobile', { ...byNumber(number), code: profileCode })).status).toBe(
      200,
    );
    const late = await new TestClient(t.app).post('/register/verify', {
      userId: signUp.body.data.userId,
      code: signUpCode,
    });
    expect(late).toMatchObject({ status: 409, body: { code: 'HUBCSMB004' } });
    // And a new sign-up with the number is refused from now on.
    expect((await signUpByNumber(number)).body.code).toBe('HUBCSMB004');
  });

  it('a sign-up by email keeps the number it was given only once that number is verified', async () => {
    const address = email();
    const number = mobileNumber();
    const signUp = await new TestClient(t.app).post('/register', { ...person, email: address, ...byNumber(number) });
    expect(signUp.body.data.otpSentTo).toBe('EMAIL');
    const verified = await new TestClient(t.app).post('/register/verify', {
      userId: signUp.body.data.userId,
      code: await latestCode(t.app, address),
    });
    expect(verified.body.data).toMatchObject({ email: address, mobileNumber: null, mobileNumberVerified: false });
    expect((await signUpByNumber(number)).status).toBe(200);
  });
});

describe('the number on a profile', () => {
  it('stays when a profile update omits it, and is removed only explicitly', async () => {
    const number = mobileNumber();
    const { customer, client } = await signedIn({ ...byNumber(number), mobileNumberVerified: true });
    const updated = await client.put(`/customers/${customer.id}`, profile);
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ countryCode: '+977', mobileNumber: number, mobileNumberVerified: true });
    // Sending the current number back changes nothing either.
    expect((await client.put(`/customers/${customer.id}`, { ...profile, ...byNumber(number) })).status).toBe(200);
    expect((await signInByNumber(number)).status).toBe(200);

    const removed = await client.call('DELETE', '/customers/mobile');
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ countryCode: null, mobileNumber: null, mobileNumberVerified: false });
    expect((await client.get(`/customers/${customer.id}`)).body.data.mobileNumber).toBeNull();
    expect((await signInByNumber(number)).body.code).toBe('HUBCSNF001');
  });

  it('cannot be removed when it is the only way to sign in', async () => {
    const number = mobileNumber();
    const { client } = await signedIn({
      email: null,
      emailVerified: false,
      ...byNumber(number),
      mobileNumberVerified: true,
    });
    const reply = await client.call('DELETE', '/customers/mobile');
    expect(reply.status).toBe(400);
    expect(reply.body.fieldErrors.mobileNumber.code).toBe('HUBCSMB001');
    expect((await signInByNumber(number)).status).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  it('describes the mobile number calls with their bodies', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    const body = (path: string) => paths[path]?.post?.requestBody?.content?.['application/json']?.schema;
    expect(body('/api/v1/customers/verify-request/mobile')).toMatchObject({
      required: expect.arrayContaining(['countryCode', 'mobileNumber']),
    });
    expect(body('/api/v1/customers/verify/mobile')).toMatchObject({
      required: expect.arrayContaining(['countryCode', 'mobileNumber', 'code']),
    });
    expect(paths['/api/v1/customers/mobile']?.delete).toBeDefined();
  });
});
