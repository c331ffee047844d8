import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { decideInSandbox, initiate, videoOnSale } from '../../../test/commerce-factories';
import { signedInCustomer } from '../../../test/fighter-factories';
import { useTestApp } from '../../../test/use-test-app';
import { grants } from '../access/access.table';
import { purchases } from './commerce.table';
import { purchasesRepository } from './purchases.repository';
import { nextCheckDelayMs } from './reconciler';

// The app's own reconciler, every 5 s, with no grace: what a payer who closed the tab waits for.
const t = useTestApp({ PAYMENT_RECONCILE_SECONDS: '5', PAYMENT_GRACE_SECONDS: '0' });

const statusOf = async (referenceId: string) =>
  (await purchasesRepository.findByReference(t.database.db, referenceId))?.status;

describe('the reconciler', () => {
  it('grants, once, a payment the payer made and never came back from; expires one never paid', async () => {
    const { client, customer } = await signedInCustomer(t.app, t.database.db);
    const { video, product } = await videoOnSale(t.database.db, t.config);
    const paidRef = await initiate(client, product);
    // The gateway's success... and the tab is closed: no confirm-payment call.
    await decideInSandbox(client, paidRef, true);

    const { client: other } = await signedInCustomer(t.app, t.database.db);
    const abandonedRef = await initiate(other, product);
    // An hour later, and nothing was paid.
    await t.database.db
      .update(purchases)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(purchases.referenceId, abandonedRef));

    await vi.waitFor(async () => expect(await statusOf(paidRef)).toBe('PAID'), { timeout: 15_000, interval: 250 });
    await vi.waitFor(async () => expect(await statusOf(abandonedRef)).toBe('EXPIRED'), {
      timeout: 15_000,
      interval: 250,
    });
    expect((await client.post(`/videos/${video.id}/playback`)).status).toBe(200);
    const held = await t.database.db
      .select()
      .from(grants)
      .where(and(eq(grants.customerId, customer.id), eq(grants.contentId, video.id)));
    expect(held).toHaveLength(1);
    // The payer's return page comes late: the payment is complete, nothing is granted twice.
    const late = await client.post('/payments/confirm-payment', { method: 'SANDBOX', referenceId: paidRef });
    expect(late.body.code).toBe('HUBPYDN001');
    const steps = (await purchasesRepository.logsOf(t.database.db, paidRef)).map(
      (log) => (log.request as { step: string }).step,
    );
    expect(steps).toContain('status');
  });
});

describe('the reconciler’s back-off', () => {
  it('asks every round while a purchase is young, then after a quarter of its age, at most every two hours', () => {
    const minute = 60_000;
    expect(nextCheckDelayMs(2 * minute, minute)).toBe(minute);
    expect(nextCheckDelayMs(40 * minute, minute)).toBe(10 * minute);
    expect(nextCheckDelayMs(20 * 60 * minute, minute)).toBe(120 * minute);
  });
});
