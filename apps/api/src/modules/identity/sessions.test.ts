import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { createCustomer } from '../../../test/factories';
import { IdentityCache } from './identity-cache';
import { SessionTokens } from './session-tokens';
import { type DeviceContext, Sessions } from './sessions.service';

const t = useTestApp();
const secret = randomBytes(32).toString('hex');
const TTL_SECONDS = 600;

/** One API instance's view of sessions: its own cache (kept long here), the shared database. */
const instance = () =>
  new Sessions(
    t.database.db,
    new SessionTokens(secret),
    TTL_SECONDS,
    new IdentityCache({ ttlMs: 3_600_000, maxEntries: 100 }),
    60,
  );

describe('token rotation across instances', () => {
  it('an instance holding the session in its cache accepts the rotated token, and the previous one for the grace only', async () => {
    const customer = await createCustomer(t.database.db);
    const device: DeviceContext = {
      deviceToken: randomUUID(),
      deviceName: 'Chrome on Android',
      browser: 'Chrome',
      os: 'Android',
      deviceType: 'mobile',
      ipAddress: null,
    };
    const [first, second, third] = [instance(), instance(), instance()];
    const { token } = await t.database.db.transaction((tx) => first.open(tx, customer.id, device));
    for (const each of [first, second, third]) await each.authenticate(token, device.deviceToken);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + TTL_SECONDS * 1000 * 0.6 });
    const { freshToken } = await first.authenticate(token, device.deviceToken);
    expect(freshToken).toEqual(expect.any(String));

    // The second instance's cached copy predates the rotation; the new token still works there.
    const withNew = await second.authenticate(freshToken ?? '', device.deviceToken);
    expect(withNew.freshToken).toBeUndefined();
    vi.setSystemTime(Date.now() + 30_000);
    expect((await second.authenticate(token, device.deviceToken)).freshToken).toEqual(expect.any(String));

    // Past the grace the previous token is refused, also by the third instance whose cache still says it is current.
    vi.setSystemTime(Date.now() + 31_000);
    await expect(second.authenticate(token, device.deviceToken)).rejects.toMatchObject({ code: 'HUBCSTK002' });
    await expect(third.authenticate(token, device.deviceToken)).rejects.toMatchObject({ code: 'HUBCSTK002' });
    expect((await third.authenticate(freshToken ?? '', device.deviceToken)).principal.customerId).toBe(customer.id);
  });
});
