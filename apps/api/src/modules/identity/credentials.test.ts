import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { TestClient, latestCode, onPhoneAndLaptop } from '../../../test/client';
import { PASSWORD, createCustomer, email, mobileNumber } from '../../../test/factories';

const t = useTestApp();

const NEW_PASSWORD = 'Pokhara@2027';

describe('forgot and reset password', () => {
  it('resets by email code and signs out every device', async () => {
    const customer = await createCustomer(t.database.db);
    const address = customer.email ?? '';
    const phone = new TestClient(t.app);
    await phone.signIn({ email: address, password: PASSWORD });

    const forgot = await new TestClient(t.app).post('/auth/forgot-password', { email: address });
    expect(forgot.status).toBe(200);
    expect(forgot.body.data).toMatchObject({
      otpSentTo: 'EMAIL',
      maskedTarget: expect.stringContaining('@example.com'),
    });
    const code = await latestCode(t.app, address);
    const reset = await new TestClient(t.app).post('/auth/reset-password', {
      email: address,
      code,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset.body.data).toEqual({ reset: true });

    expect((await phone.get('/customers/ping')).status).toBe(401);
    expect((await new TestClient(t.app).signIn({ email: address, password: PASSWORD })).body.code).toBe('HUBCSIL001');
    expect((await new TestClient(t.app).signIn({ email: address, password: NEW_PASSWORD })).status).toBe(200);
    // The code was used.
    const again = await new TestClient(t.app).post('/auth/reset-password', {
      email: address,
      code,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(again.body.code).toBe('HUBOTUS001');
  });

  it('resets by SMS code', async () => {
    const number = mobileNumber();
    await createCustomer(t.database.db, {
      email: null,
      emailVerified: false,
      countryCode: '+977',
      mobileNumber: number,
      mobileNumberVerified: true,
    });
    const forgot = await new TestClient(t.app).post('/auth/forgot-password', {
      countryCode: '+977',
      mobileNumber: number,
    });
    expect(forgot.body.data.otpSentTo).toBe('MOBILE');
    const code = await latestCode(t.app, `+977${number}`);
    const reset = await new TestClient(t.app).post('/auth/reset-password', {
      countryCode: '+977',
      mobileNumber: number,
      code,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
  });

  it('never sends a reset code to an address the customer has not proven', async () => {
    const customer = await createCustomer(t.database.db, {
      emailVerified: false,
      countryCode: '+977',
      mobileNumber: mobileNumber(),
      mobileNumberVerified: true,
    });
    const reply = await new TestClient(t.app).post('/auth/forgot-password', { email: customer.email });
    expect(reply.status).toBe(404);
    expect(reply.body.code).toBe('HUBCSNF001');
  });

  it('answers unknown accounts, bad codes and the password policy', async () => {
    expect((await new TestClient(t.app).post('/auth/forgot-password', { email: email() })).body.code).toBe(
      'HUBCSNF001',
    );
    const customer = await createCustomer(t.database.db);
    const address = customer.email ?? '';
    const weak = await new TestClient(t.app).post('/auth/reset-password', {
      email: address,
      code: '123456',
      password: 'weak',
      confirmPassword: 'weak',
    });
    expect(weak.body.code).toBe('HUBPPMN001');
    const noCode = await new TestClient(t.app).post('/auth/reset-password', {
      email: address,
      code: '123456',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(noCode.body.code).toBe('HUBOTNF001');
    const mismatch = await new TestClient(t.app).post('/auth/reset-password', {
      email: address,
      code: '123456',
      password: NEW_PASSWORD,
      confirmPassword: 'Other@2027',
    });
    expect(mismatch.body.fieldErrors.confirmPassword.code).toBe('HUBCSPW003');
  });

  it('keeps reset codes and sign-up codes apart', async () => {
    const customer = await createCustomer(t.database.db);
    await new TestClient(t.app).post('/auth/forgot-password', { email: customer.email });
    const code = await latestCode(t.app, customer.email ?? '');
    const reply = await new TestClient(t.app).post('/register/verify', { userId: customer.id, code });
    expect(reply.body.code).toBe('HUBOTNF001');
  });
});

describe('PUT /customers/change-password', () => {
  it('changes the password and signs out the other devices, keeping this one', async () => {
    const customer = await createCustomer(t.database.db);
    const credentials = { email: customer.email ?? '', password: PASSWORD };
    const { phone, laptop } = await onPhoneAndLaptop(t.app, credentials);
    const reply = await phone.put('/customers/change-password', {
      currentPassword: PASSWORD,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reply.body.data).toEqual({ changed: true });
    expect((await phone.get('/customers/ping')).status).toBe(200);
    expect((await laptop.get('/customers/ping')).status).toBe(401);
    expect((await new TestClient(t.app).signIn({ ...credentials, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('refuses a wrong current password, a weak or unchanged new one, and anonymous callers', async () => {
    const customer = await createCustomer(t.database.db);
    const phone = new TestClient(t.app);
    await phone.signIn({ email: customer.email ?? '', password: PASSWORD });
    const wrong = await phone.put('/customers/change-password', {
      currentPassword: 'Nope#1234',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(wrong.body.fieldErrors.currentPassword.code).toBe('HUBCSPW004');
    const weak = await phone.put('/customers/change-password', {
      currentPassword: PASSWORD,
      password: 'alllowercase1!',
      confirmPassword: 'alllowercase1!',
    });
    expect(weak.body.code).toBe('HUBPPUC001');
    const same = await phone.put('/customers/change-password', {
      currentPassword: PASSWORD,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(same.body.code).toBe('HUBCSPW005');
    const anonymous = await new TestClient(t.app).put('/customers/change-password', {
      currentPassword: PASSWORD,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('email verification', () => {
  it('adds and verifies an email for a mobile-only account', async () => {
    const number = mobileNumber();
    const customer = await createCustomer(t.database.db, {
      email: null,
      emailVerified: false,
      countryCode: '+977',
      mobileNumber: number,
      mobileNumberVerified: true,
    });
    const phone = new TestClient(t.app);
    await phone.signIn({ countryCode: '+977', mobileNumber: number, password: PASSWORD });
    const address = email();
    const request = await phone.post('/customers/verify-request/email', { email: address });
    expect(request.body.data.otpSentTo).toBe('EMAIL');
    const wrongAddress = await phone.post('/customers/verify/email', {
      email: email(),
      code: await latestCode(t.app, address),
    });
    expect(wrongAddress.body.code).toBe('HUBOTNF001');
    const verified = await phone.post('/customers/verify/email', {
      email: address,
      code: await latestCode(t.app, address),
    });
    expect(verified.body.data).toMatchObject({ id: customer.id, email: address, emailVerified: true });
    expect((await new TestClient(t.app).signIn({ email: address, password: PASSWORD })).status).toBe(200);
  });

  it('refuses an email another verified account holds, and anonymous callers', async () => {
    const other = await createCustomer(t.database.db);
    const customer = await createCustomer(t.database.db);
    const phone = new TestClient(t.app);
    await phone.signIn({ email: customer.email ?? '', password: PASSWORD });
    const reply = await phone.post('/customers/verify-request/email', { email: other.email });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('HUBCSEM003');
    expect((await new TestClient(t.app).post('/customers/verify-request/email', { email: email() })).status).toBe(401);
  });
});
