import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { TestClient } from '../../test/client';
import { PASSWORD, createCustomer, email } from '../../test/factories';

// Sign-in limits: modules/identity/sign-in-limits.test.ts.

const t = useTestApp({
  RATE_LIMIT_WINDOW_SECONDS: '600',
  RATE_LIMIT_SIGN_UP_PER_IP: '2',
  RATE_LIMIT_CODES_PER_IP: '20',
  RATE_LIMIT_CODES_PER_ACCOUNT: '2',
  RATE_LIMIT_CHECK_STATUS_PER_IP: '3',
  OTP_RESEND_SECONDS: '0',
});

let address = 0;
const fromNewAddress = () => new TestClient(t.app, undefined, undefined, `198.51.100.${(address += 1)}`);

describe('rate limits', () => {
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
