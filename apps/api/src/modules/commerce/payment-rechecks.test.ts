import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buying, videoOnSale } from '../../../test/commerce-factories';
import { commerceInstance } from '../../../test/commerce-instance';
import type { TestClient } from '../../../test/client';
import { signedInCustomer, signedInStaff } from '../../../test/fighter-factories';
import { useTestApp } from '../../../test/use-test-app';
import { grants } from '../access/access.table';
import { FakeEsewa } from './gateways/esewa/fake-esewa';
import { purchasesRepository } from './purchases.repository';

// eSewa against its local fake. The app's own reconciler runs once at start; the tests run rounds themselves, on a
// second instance of commerce (as another server would, with rounds every minute), at the times they say.
const esewa = new FakeEsewa();
await esewa.start();
const t = useTestApp({
  ESEWA_PRODUCT_CODE: 'EPAYTEST',
  ESEWA_SECRET_KEY: '8gBm/:&EnhH.1/q',
  ESEWA_FORM_URL: esewa.formUrl,
  ESEWA_STATUS_URL: esewa.statusUrl,
  PAYMENT_RECONCILE_SECONDS: '3600',
  PAYMENT_GRACE_SECONDS: '60',
});
const instance = () => commerceInstance(t, { intervalSeconds: 60 });
afterAll(() => esewa.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const later = (ms: number) => new Date(Date.now() + ms);
const purchaseOf = async (referenceId: string) => {
  const row = await purchasesRepository.findByReference(t.database.db, referenceId);
  if (!row) throw new Error(`no purchase ${referenceId}`);
  return row;
};
/** How often the reconciler put the purchase to eSewa's status call. */
const statusCalls = async (referenceId: string) =>
  (await purchasesRepository.logsOf(t.database.db, referenceId)).filter(
    (log) => (log.request as { step?: string }).step === 'status',
  ).length;
const grantsOf = (customerId: string, contentId: string) =>
  t.database.db
    .select()
    .from(grants)
    .where(and(eq(grants.customerId, customerId), eq(grants.contentId, contentId)));

/** A fan starts an eSewa purchase and the browser posts the signed form to eSewa. */
async function startAtEsewa(client: TestClient, product: { id: string; amount: number }): Promise<string> {
  const started = await client.post('/purchases/initiate', buying(product, 'ESEWA'));
  expect(started.status).toBe(200);
  const { referenceId, form } = started.body.data as {
    referenceId: string;
    form: { action: string; fields: Record<string, string> };
  };
  await fetch(form.action, { method: 'POST', body: new URLSearchParams(form.fields), redirect: 'manual' });
  return referenceId;
}

/** eSewa's success redirect with its amount changed on the way: the signature no longer matches. */
function altered(successUrl: string): Record<string, string> {
  const data = new URL(successUrl).searchParams.get('data') ?? '';
  const decoded = JSON.parse(Buffer.from(data, 'base64').toString()) as Record<string, string>;
  return { data: Buffer.from(JSON.stringify({ ...decoded, total_amount: '15.0' })).toString('base64') };
}

async function tamperedPurchase() {
  const { client, customer } = await signedInCustomer(t.app, t.database.db);
  const { video, product } = await videoOnSale(t.database.db, t.config, 150_000);
  const referenceId = await startAtEsewa(client, product);
  const successUrl = esewa.pay(referenceId);
  const refused = await client.post('/payments/confirm-payment', {
    method: 'ESEWA',
    referenceId,
    params: altered(successUrl),
  });
  expect(refused.body.code).toBe('HUBPYFL001');
  return { client, customer, video, referenceId, successUrl };
}

describe('a purchase closed because its return was altered', () => {
  it('is not final: the reconciler asks eSewa, and a genuine COMPLETE makes it PAID with exactly one grant', async () => {
    const { client, customer, video, referenceId } = await tamperedPurchase();
    const failed = await purchaseOf(referenceId);
    expect(failed).toMatchObject({ status: 'FAILED', flag: null });
    expect(failed.failureReason).toMatch(/^tampered: /);
    // Asked about for 24 hours after it was created.
    expect(failed.recheckUntil?.getTime()).toBe(failed.createdAt.getTime() + 24 * HOUR);

    const commerce = instance();
    await commerce.reconciler.round(later(2 * MINUTE));
    expect(await purchaseOf(referenceId)).toMatchObject({ status: 'PAID', failureReason: null, recheckUntil: null });
    await commerce.reconciler.round(later(30 * MINUTE));
    expect(await grantsOf(customer.id, video.id)).toHaveLength(1);
    expect(await statusCalls(referenceId)).toBe(1);
    expect((await client.post(`/videos/${video.id}/playback`)).status).toBe(200);
  });

  it('pays at once when the genuine return comes after the altered one', async () => {
    const { client, customer, video, referenceId, successUrl } = await tamperedPurchase();
    const params = Object.fromEntries(new URL(successUrl).searchParams);
    const paid = await client.post('/payments/confirm-payment', { method: 'ESEWA', referenceId, params });
    expect(paid.body.data).toMatchObject({ referenceId, status: 'PAID' });
    expect(await grantsOf(customer.id, video.id)).toHaveLength(1);
  });

  it('is flagged AMOUNT_MISMATCH when eSewa reports another amount: not PAID, nothing granted, shown to staff', async () => {
    const { client, customer, video, referenceId } = await tamperedPurchase();
    // eSewa says Rs. 15 was paid for a Rs. 1,500 purchase.
    esewa.reportPaid(referenceId, 15);
    await instance().reconciler.round(later(2 * MINUTE));

    const flagged = await purchaseOf(referenceId);
    expect(flagged).toMatchObject({ status: 'FAILED', flag: 'AMOUNT_MISMATCH', recheckUntil: null });
    expect(flagged.failureReason).toContain('1500');
    expect(await grantsOf(customer.id, video.id)).toHaveLength(0);
    const again = await client.post('/payments/confirm-payment', { method: 'ESEWA', referenceId, params: {} });
    expect(again.body.code).toBe('HUBPYFL001');

    const { client: cashier } = await signedInStaff(t.app, t.database.db, ['TRANSACTION']);
    const listed = await cashier.post('/purchases/search', { flag: 'AMOUNT_MISMATCH', pageSize: 100 });
    expect(listed.body.data.items).toContainEqual(
      expect.objectContaining({ referenceId, status: 'FAILED', flag: 'AMOUNT_MISMATCH' }),
    );
    const duplicates = await cashier.post('/purchases/search', { flag: 'DUPLICATE_PAYMENT', pageSize: 100 });
    expect(duplicates.body.data.items.map((item: { referenceId: string }) => item.referenceId)).not.toContain(
      referenceId,
    );
  });

  it('is no longer asked about 24 hours after it was created', async () => {
    const { customer, video, referenceId } = await tamperedPurchase();
    await instance().reconciler.round(later(25 * HOUR));
    expect(await statusCalls(referenceId)).toBe(0);
    expect((await purchaseOf(referenceId)).status).toBe('FAILED');
    expect(await grantsOf(customer.id, video.id)).toHaveLength(0);
  });

  it('is asked less often as it ages', async () => {
    const { client } = await signedInCustomer(t.app, t.database.db);
    const { product } = await videoOnSale(t.database.db, t.config, 150_000);
    // Still PENDING at eSewa; the return is forged outright.
    const referenceId = await startAtEsewa(client, product);
    const forged = Buffer.from(JSON.stringify({ transaction_uuid: referenceId, status: 'COMPLETE' })).toString(
      'base64',
    );
    await client.post('/payments/confirm-payment', { method: 'ESEWA', referenceId, params: { data: forged } });
    const commerce = instance();

    const asked = [];
    for (const at of [2 * MINUTE, 2.5 * MINUTE, 40 * MINUTE, 45 * MINUTE, 55 * MINUTE]) {
      await commerce.reconciler.round(later(at));
      asked.push(await statusCalls(referenceId));
    }
    // Asked at 2 minutes, not again 30 s later; at 40 minutes, then not before 10 more have passed.
    expect(asked).toEqual([1, 1, 2, 2, 3]);
    expect((await purchaseOf(referenceId)).status).toBe('FAILED');
  });
});

describe('a purchase the gateway declined', () => {
  it('is final: the reconciler does not ask about it again', async () => {
    const { client } = await signedInCustomer(t.app, t.database.db);
    const { product } = await videoOnSale(t.database.db, t.config, 150_000);
    const referenceId = await startAtEsewa(client, product);
    esewa.fail(referenceId, 'CANCELED');
    const reply = await client.post('/payments/confirm-payment', { method: 'ESEWA', referenceId, params: {} });
    expect(reply.body.code).toBe('HUBPYFL001');
    expect(await purchaseOf(referenceId)).toMatchObject({ status: 'FAILED', recheckUntil: null });
    await instance().reconciler.round(later(2 * MINUTE));
    expect(await statusCalls(referenceId)).toBe(0);
  });
});
