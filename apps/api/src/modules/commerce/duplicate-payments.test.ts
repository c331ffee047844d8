import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { buying, decideInSandbox, videoOnSale } from '../../../test/commerce-factories';
import { commerceInstance } from '../../../test/commerce-instance';
import type { TestClient } from '../../../test/client';
import { signedInCustomer, signedInStaff } from '../../../test/fighter-factories';
import { useTestApp } from '../../../test/use-test-app';
import { grants } from '../access/access.table';
import { FakeEsewa } from './gateways/esewa/fake-esewa';
import { FakeStripe } from './gateways/stripe/fake-stripe';
import { purchasesRepository } from './purchases.repository';

// A fan pays twice for one video: through two methods at once, or a payment that settles late. eSewa and Stripe
// against their local fakes, and the sandbox on beside them.
const esewa = new FakeEsewa();
const stripe = new FakeStripe('sk_test_ringside');
await esewa.start();
await stripe.start();
const WEBHOOK_SECRET = 'whsec_ringside_test';
const t = useTestApp({
  ESEWA_PRODUCT_CODE: 'EPAYTEST',
  ESEWA_SECRET_KEY: '8gBm/:&EnhH.1/q',
  ESEWA_FORM_URL: esewa.formUrl,
  ESEWA_STATUS_URL: esewa.statusUrl,
  STRIPE_SECRET_KEY: 'sk_test_ringside',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: stripe.url,
  PAYMENT_SANDBOX: 'true',
  PAYMENT_RECONCILE_SECONDS: '3600',
});
afterAll(async () => {
  await esewa.close();
  await stripe.close();
});

const purchaseOf = async (referenceId: string) => {
  const row = await purchasesRepository.findByReference(t.database.db, referenceId);
  if (!row) throw new Error(`no purchase ${referenceId}`);
  return row;
};
const grantsOf = (customerId: string, contentId: string) =>
  t.database.db
    .select()
    .from(grants)
    .where(and(eq(grants.customerId, customerId), eq(grants.contentId, contentId), eq(grants.source, 'PURCHASE')));
const stepsOf = async (referenceId: string) =>
  (await purchasesRepository.logsOf(t.database.db, referenceId))
    .map((log) => ({ request: log.request as { step?: string }, response: log.response as Record<string, unknown> }))
    .filter((log) => log.request.step);

async function start(client: TestClient, product: { id: string; amount: number }, method: string) {
  const started = await client.post('/purchases/initiate', buying(product, method));
  expect(started.status).toBe(200);
  return started.body.data as { referenceId: string; form?: { action: string; fields: Record<string, string> } };
}

/** Paid at eSewa (the form posted, the payer pays): answers the success return's parameters. */
async function paidAtEsewa(client: TestClient, product: { id: string; amount: number }) {
  const { referenceId, form } = await start(client, product, 'ESEWA');
  await fetch(form?.action ?? '', { method: 'POST', body: new URLSearchParams(form?.fields), redirect: 'manual' });
  return { referenceId, params: Object.fromEntries(new URL(esewa.pay(referenceId)).searchParams) };
}

/** Paid at Stripe: answers the purchase and its PaymentIntent; Stripe's webhook is delivered with `deliver`. */
async function paidAtStripe(client: TestClient, product: { id: string; amount: number }) {
  const { referenceId } = await start(client, product, 'STRIPE');
  const [session] = stripe.sessionsFor(referenceId);
  stripe.pay(session?.id as string);
  const payload = stripe.event('checkout.session.completed', session?.id as string);
  const deliver = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    });
  return { referenceId, deliver, intent: stripe.session(session?.id as string)?.payment_intent as string };
}

describe('starting a purchase by another method', () => {
  it('opens its own purchase; starting by the first method again answers that one, with the same signed form', async () => {
    const { client } = await signedInCustomer(t.app, t.database.db);
    const { product } = await videoOnSale(t.database.db, t.config, 150_000);
    const byEsewa = await start(client, product, 'ESEWA');
    const bySandbox = await start(client, product, 'SANDBOX');
    expect(bySandbox.referenceId).not.toBe(byEsewa.referenceId);
    expect(await start(client, product, 'ESEWA')).toEqual(byEsewa);
  });
});

describe('a payment for content the fan already holds', () => {
  it('grants once: the second of two payments confirmed at once is flagged and given back', async () => {
    const { client, customer } = await signedInCustomer(t.app, t.database.db);
    const { video, product } = await videoOnSale(t.database.db, t.config, 150_000);
    // Two tabs, two methods, both paid.
    const byEsewa = await paidAtEsewa(client, product);
    const { referenceId: bySandbox } = await start(client, product, 'SANDBOX');
    const sandboxParams = await decideInSandbox(client, bySandbox, true);

    const replies = await Promise.all([
      client.post('/payments/confirm-payment', {
        method: 'ESEWA',
        referenceId: byEsewa.referenceId,
        params: byEsewa.params,
      }),
      client.post('/payments/confirm-payment', { method: 'SANDBOX', referenceId: bySandbox, params: sandboxParams }),
    ]);
    // Whichever settles first grants; the other is the duplicate. It is given back at once where its gateway has a
    // refund call (the sandbox), and left PAID and flagged for staff where it has none (eSewa).
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    const held = await grantsOf(customer.id, video.id);
    expect(held).toHaveLength(1);
    const rows = await Promise.all([purchaseOf(byEsewa.referenceId), purchaseOf(bySandbox)]);
    const [granted, duplicate] = held[0]?.purchaseId === rows[0].id ? rows : [rows[1], rows[0]];
    expect(granted).toMatchObject({ status: 'PAID', flag: null });
    const byHand = duplicate.method === 'ESEWA';
    expect(duplicate).toMatchObject({ status: byHand ? 'PAID' : 'REFUNDED', flag: 'DUPLICATE_PAYMENT' });
    expect((await stepsOf(duplicate.referenceId)).map((log) => log.request.step)).toContain('duplicate');

    // Staff see it; one left to them they refund; the access the other payment bought stays.
    const { client: cashier } = await signedInStaff(t.app, t.database.db, ['TRANSACTION']);
    const listed = await cashier.post('/purchases/search', { flag: 'DUPLICATE_PAYMENT', pageSize: 100 });
    expect(listed.body.data.items).toContainEqual(
      expect.objectContaining({
        referenceId: duplicate.referenceId,
        status: duplicate.status,
        flag: 'DUPLICATE_PAYMENT',
      }),
    );
    if (byHand) {
      const refunded = await cashier.post(`/purchases/${duplicate.referenceId}/refund`, { note: 'Paid twice' });
      expect(refunded.body.data).toMatchObject({ status: 'REFUNDED', flag: 'DUPLICATE_PAYMENT' });
    }
    expect((await client.post(`/videos/${video.id}/playback`)).status).toBe(200);
  });

  it('that settles late, through the reconciler, grants nothing more and is flagged', async () => {
    const { client, customer } = await signedInCustomer(t.app, t.database.db);
    const { video, product } = await videoOnSale(t.database.db, t.config, 150_000);
    // Paid at eSewa, and the tab closed...
    const late = await paidAtEsewa(client, product);
    // ...while the sandbox purchase is paid and confirmed.
    const { referenceId: first } = await start(client, product, 'SANDBOX');
    const params = await decideInSandbox(client, first, true);
    expect(
      (await client.post('/payments/confirm-payment', { method: 'SANDBOX', referenceId: first, params })).body.data
        .status,
    ).toBe('PAID');

    await commerceInstance(t, { intervalSeconds: 60 }).reconciler.round(new Date(Date.now() + 2 * 60_000));
    expect(await purchaseOf(late.referenceId)).toMatchObject({ status: 'PAID', flag: 'DUPLICATE_PAYMENT' });
    expect(await grantsOf(customer.id, video.id)).toHaveLength(1);
  });

  it('paid by card is refunded through Stripe at once, and shown to staff', async () => {
    const { client, customer } = await signedInCustomer(t.app, t.database.db);
    const { video, product } = await videoOnSale(t.database.db, t.config, 150_000);
    const byCard = await paidAtStripe(client, product);
    const byEsewa = await paidAtEsewa(client, product);
    expect(
      (
        await client.post('/payments/confirm-payment', {
          method: 'ESEWA',
          referenceId: byEsewa.referenceId,
          params: byEsewa.params,
        })
      ).body.data.status,
    ).toBe('PAID');

    expect((await byCard.deliver()).statusCode).toBe(200);
    expect(await purchaseOf(byCard.referenceId)).toMatchObject({ status: 'REFUNDED', flag: 'DUPLICATE_PAYMENT' });
    expect(stripe.wasRefunded(byCard.intent)).toBe(true);
    const refund = (await stepsOf(byCard.referenceId)).find((log) => log.request.step === 'refund');
    expect(refund?.response).toMatchObject({ how: 'GATEWAY' });
    // Stripe delivers again: nothing changes.
    expect((await byCard.deliver()).statusCode).toBe(200);
    expect(await grantsOf(customer.id, video.id)).toHaveLength(1);
    expect((await client.post(`/videos/${video.id}/playback`)).status).toBe(200);
  });

  it('paid by card that Stripe will not refund stays paid and flagged, for staff', async () => {
    const { client, customer } = await signedInCustomer(t.app, t.database.db);
    const { video, product } = await videoOnSale(t.database.db, t.config, 150_000);
    const byCard = await paidAtStripe(client, product);
    const { referenceId: bySandbox } = await start(client, product, 'SANDBOX');
    const params = await decideInSandbox(client, bySandbox, true);
    await client.post('/payments/confirm-payment', { method: 'SANDBOX', referenceId: bySandbox, params });
    // Already refunded in Stripe's dashboard: Stripe refuses our refund.
    await fetch(`${stripe.url}/v1/refunds`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_ringside', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment_intent: byCard.intent }),
    });

    expect((await byCard.deliver()).statusCode).toBe(200);
    expect(await purchaseOf(byCard.referenceId)).toMatchObject({ status: 'PAID', flag: 'DUPLICATE_PAYMENT' });
    expect(await grantsOf(customer.id, video.id)).toHaveLength(1);
  });
});
