import { afterAll, describe, expect, it } from 'vitest';
import { apiClient as client, serverProcess } from './server-process';

/**
 * The acceptance's cancellation crash: the server is killed (SIGKILL) while its job refunds a cancelled event's
 * orders. The restarted server finishes the job, and no order is refunded twice.
 */
const server = serverProcess({ EVENT_REFUND_PACE_MS: '150' });
const ORDERS = 16;

afterAll(() => server.dispose());

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> => {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('a crash in the middle of a cancelled event’s refunds', () => {
  it('leaves nothing undone and nothing done twice: after a restart every order is refunded once', async () => {
    let base = await server.start();
    const staff = client(base);
    await staff.signIn('admin@sfc.example');
    const startsAt = new Date(Date.now() + 20 * 86_400_000).toISOString();
    const created = await staff.call('POST', '/events', {
      name: 'Crash Night',
      startsAt,
      venue: { name: 'Dasarath Rangasala', city: 'Kathmandu' },
    });
    const eventId = created.body.data.id as string;
    await staff.call('POST', `/events/${eventId}/publish`);
    const tier = await staff.call('POST', `/events/${eventId}/ticket-tiers`, {
      name: 'General',
      amount: 100_000,
      capacity: 100,
      perOrderLimit: 1,
    });
    const productId = tier.body.data.productId as string;

    // One fan, one seat at a time: ORDERS paid orders through the sandbox.
    const fan = client(base);
    await fan.signIn('fan@sfc.example');
    const references: string[] = [];
    for (let order = 0; order < ORDERS; order += 1) {
      const started = await fan.call('POST', '/purchases/initiate', {
        productId,
        productType: 'TICKET',
        amount: 100_000,
        method: 'SANDBOX',
      });
      const referenceId = started.body.data.referenceId as string;
      const decided = await fan.call('POST', `/payments/sandbox/${referenceId}/decide`, { approve: true });
      const params = Object.fromEntries(new URL(decided.body.data.returnUrl as string).searchParams);
      const paid = await fan.call('POST', '/payments/confirm-payment', { method: 'SANDBOX', referenceId, params });
      expect(paid.body.data.status).toBe('PAID');
      references.push(referenceId);
    }

    // Cancelled; the job starts refunding, a seat every 150 ms, and the server dies part way.
    await staff.call('POST', `/events/${eventId}/cancel`, { reason: 'The power went out' });
    const report = () => staff.call('GET', `/events/${eventId}/refunds`).then((reply) => reply.body.data);
    const before = await until(report, (value) => value.totals.refunded >= 2);
    await server.kill();
    expect(before.totals.refunded).toBeGreaterThanOrEqual(2);
    expect(before.totals.refunded).toBeLessThan(ORDERS);

    base = await server.start();
    const again = client(base);
    await again.signIn('admin@sfc.example');
    const after = await until(
      () => again.call('GET', `/events/${eventId}/refunds`).then((reply) => reply.body.data),
      (value) => value.totals.refunded === ORDERS,
    );
    expect(after.totals).toMatchObject({ lines: ORDERS, refunded: ORDERS, pending: 0, failed: 0, byHand: 0 });
    for (const referenceId of references) {
      const logs = (await again.call('GET', `/purchases/${referenceId}/logs`)).body.data.items as {
        request: { step?: string };
      }[];
      expect(
        logs.filter((log) => log.request.step === 'refund'),
        referenceId,
      ).toHaveLength(1);
    }
  }, 180_000);
});
