import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { TestClient } from '../../test/client';
import { PASSWORD, createCustomer, email } from '../../test/factories';

const t = useTestApp({
  RATE_LIMIT_WINDOW_SECONDS: '600',
  RATE_LIMIT_SIGN_IN_PER_IP: '6',
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '3',
  RATE_LIMIT_SIGN_UP_PER_IP: '2',
  RATE_LIMIT_CODES_PER_IP: '20',
  RATE_LIMIT_CODES_PER_ACCOUNT: '2',
  RATE_LIMIT_CHECK_STATUS_PER_IP: '3',
  OTP_RESEND_SECONDS: '0',
});

let address = 0;
const fromNewAddress = () => new TestClient(t.app, undefined, undefined, `198.51.100.${(address += 1)}`);

describe('rate limits', () => {
  it('stops password guessing on one account, from any address; a success clears the count', async () => {
    const customer = await createCustomer(t.database.db);
    const guess = () => fromNewAddress().signIn({ email: customer.email ?? '', password: 'Guess#123' });
    expect((await guess()).body.code).toBe('HUBCSIL001');
    expect((await guess()).body.code).toBe('HUBCSIL001');
    expect((await fromNewAddress().signIn({ email: customer.email ?? '', password: PASSWORD })).status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await guess()).body.code).toBe('HUBCSIL001');
    // Now even the right password waits: the attacker cannot keep guessing.
    const blocked = await fromNewAddress().signIn({ email: customer.email ?? '', password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      code: 'HUBGNRL001',
      message: 'Too many attempts. Please try again in 10 minutes.',
      details: { retryAfterSeconds: expect.any(Number) },
    });
  });

  it('limits sign-in attempts per address across accounts', async () => {
    const client = fromNewAddress();
    for (let i = 0; i < 6; i += 1) await client.signIn({ email: email(), password: PASSWORD });
    const reply = await client.signIn({ email: email(), password: PASSWORD });
    expect(reply.status).toBe(429);
    expect(reply.body.code).toBe('HUBGNRL001');
  });

  it('limits sign-ups per address', async () => {
    const client = fromNewAddress();
    const body = () => ({
      firstName: 'Ram',
      lastName: 'Bahadur',
      email: email(),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      registrationPurpose: 'FAN',
    });
    expect((await client.post('/register', body())).status).toBe(200);
    expect((await client.post('/register', body())).status).toBe(200);
    expect((await client.post('/register', body())).status).toBe(429);
  });

  it('limits codes sent to one account', async () => {
    const customer = await createCustomer(t.database.db);
    expect((await fromNewAddress().post('/auth/forgot-password', { email: customer.email })).status).toBe(200);
    expect((await fromNewAddress().post('/auth/forgot-password', { email: customer.email })).status).toBe(200);
    const third = await fromNewAddress().post('/auth/forgot-password', { email: customer.email });
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('HUBGNRL001');
  });

  it('limits status checks per address', async () => {
    const client = fromNewAddress();
    for (let i = 0; i < 3; i += 1)
      expect((await client.post('/customers/check-status', { email: email() })).status).toBe(200);
    expect((await client.post('/customers/check-status', { email: email() })).status).toBe(429);
    expect((await fromNewAddress().post('/customers/check-status', { email: email() })).status).toBe(200);
  });
});
