import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { TestClient } from '../../../test/client';
import { PASSWORD, createCustomer, email } from '../../../test/factories';
import { passwordHasher } from './password-hasher';

const t = useTestApp({
  RATE_LIMIT_WINDOW_SECONDS: '600',
  RATE_LIMIT_SIGN_IN_PER_IP: '6',
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '10',
});

let address = 0;
const fromNewAddress = () => new TestClient(t.app, undefined, undefined, `198.51.100.${(address += 1)}`);
const wrong = 'Guess#1234';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sign-in limits per address', () => {
  it('never counts successful sign-ins: a crowd behind one address signs in', async () => {
    const venue = fromNewAddress();
    const fans = await Promise.all(Array.from({ length: 4 }, () => createCustomer(t.database.db)));
    for (let i = 0; i < 64; i += 1) {
      const fan = fans[i % fans.length];
      const fanPhone = new TestClient(t.app, undefined, undefined, venue.ip);
      expect((await fanPhone.signIn({ email: fan?.email ?? '', password: PASSWORD })).status).toBe(200);
      // Sign out again so the device limit does not get in the way.
      await fanPhone.get('/customers/logout');
    }
  });

  it('limits failed sign-ins per address, across accounts, with the seconds to wait', async () => {
    const client = fromNewAddress();
    const fan = await createCustomer(t.database.db);
    for (let i = 0; i < 6; i += 1)
      expect((await client.signIn({ email: email(), password: PASSWORD })).status).toBe(400);
    const refused = await client.signIn({ email: fan.email ?? '', password: PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'HUBGNRL001',
      message: 'Too many attempts. Please try again in 10 minutes.',
      details: { retryAfterSeconds: expect.any(Number) },
    });
    expect(refused.body.details.retryAfterSeconds).toBeGreaterThan(590);
    expect(refused.body.details.retryAfterSeconds).toBeLessThanOrEqual(600);
    // Every 429 tells the caller when to come back, in the header too.
    expect(refused.headers['retry-after']).toBe(String(refused.body.details.retryAfterSeconds));
  });

  it('does not count against the address the attempts refused for a locked account', async () => {
    const locked = await createCustomer(t.database.db);
    for (let i = 0; i < 10; i += 1) await fromNewAddress().signIn({ email: locked.email ?? '', password: wrong });
    const client = fromNewAddress();
    for (let i = 0; i < 8; i += 1)
      expect((await client.signIn({ email: locked.email ?? '', password: wrong })).status).toBe(429);
    const fan = await createCustomer(t.database.db);
    expect((await client.signIn({ email: fan.email ?? '', password: PASSWORD })).status).toBe(200);
  });
});

describe('sign-in limits per account', () => {
  it('counts failures from any address; a success neither counts nor wipes them', async () => {
    const fan = await createCustomer(t.database.db);
    const guess = () => fromNewAddress().signIn({ email: fan.email ?? '', password: wrong });
    for (let i = 0; i < 5; i += 1) expect((await guess()).body.code).toBe('HUBCSIL001');
    for (let i = 0; i < 3; i += 1) {
      const phone = fromNewAddress();
      expect((await phone.signIn({ email: fan.email ?? '', password: PASSWORD })).status).toBe(200);
      await phone.get('/customers/logout');
    }
    for (let i = 0; i < 5; i += 1) expect((await guess()).body.code).toBe('HUBCSIL001');
    // Ten failures: now even the right password waits, so the guesser cannot go on.
    const blocked = await fromNewAddress().signIn({ email: fan.email ?? '', password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: 'HUBGNRL001', details: { retryAfterSeconds: expect.any(Number) } });
  });

  it('takes the limit before the password check, so 30 simultaneous guesses after 9 failures get one check', async () => {
    const fan = await createCustomer(t.database.db);
    for (let i = 0; i < 9; i += 1)
      expect((await fromNewAddress().signIn({ email: fan.email ?? '', password: wrong })).body.code).toBe('HUBCSIL001');
    const verify = vi.spyOn(passwordHasher, 'verify');
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        fromNewAddress().signIn({ email: fan.email ?? '', password: i === 15 ? PASSWORD : `${wrong}${i}` }),
      ),
    );
    expect(verify).toHaveBeenCalledTimes(1);
    const checked = burst.filter((reply) => reply.status !== 429);
    expect(checked).toHaveLength(1);
    expect(burst.filter((reply) => reply.body.code === 'HUBGNRL001')).toHaveLength(29);
  });

  it('also holds when every request of the burst has the right password', async () => {
    const fan = await createCustomer(t.database.db);
    for (let i = 0; i < 9; i += 1) await fromNewAddress().signIn({ email: fan.email ?? '', password: wrong });
    const verify = vi.spyOn(passwordHasher, 'verify');
    const burst = await Promise.all(
      Array.from({ length: 30 }, () => fromNewAddress().signIn({ email: fan.email ?? '', password: PASSWORD })),
    );
    expect(verify).toHaveBeenCalledTimes(1);
    expect(burst.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(burst.filter((reply) => reply.body.code === 'HUBGNRL001')).toHaveLength(29);
  });
});
