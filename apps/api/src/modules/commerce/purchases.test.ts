import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buying, decideInSandbox, videoOnSale as videoOnSaleIn } from '../../../test/commerce-factories';
import { TestClient } from '../../../test/client';
import { outboxFor } from '../../../test/event-factories';
import { signedInCustomer, signedInStaff } from '../../../test/fighter-factories';
import { createShowcase, grant } from '../../../test/media-factories';
import { useTestApp } from '../../../test/use-test-app';
import { grants } from '../access/access.table';
import { purchases } from './commerce.table';
import { productsRepository } from './products.repository';
import { purchasesRepository } from './purchases.repository';

const t = useTestApp();

const videoOnSale = (amount?: number) => videoOnSaleIn(t.database.db, t.config, amount);
const buy = buying;
const decide = decideInSandbox;

async function openPurchasesOf(customerId: string, productId: string) {
  return t.database.db
    .select()
    .from(purchases)
    .where(
      and(eq(purchases.customerId, customerId), eq(purchases.productId, productId), eq(purchases.status, 'UNPAID')),
    );
}

async function grantsOf(customerId: string, contentId: string) {
  return t.database.db
    .select()
    .from(grants)
    .where(and(eq(grants.customerId, customerId), eq(grants.contentId, contentId)));
}

describe('who may buy', () => {
  it('asks visitors to sign in for every purchase call; anyone may read the methods', async () => {
    const visitor = new TestClient(t.app);
    for (const [url, body] of [
      ['/purchases/initiate', {}],
      ['/payments/confirm-payment', {}],
      ['/purchases/search', {}],
      ['/purchases/owned', { productIds: [] }],
      ['/payments/sandbox/RS-1/decide', { approve: true }],
    ] as const) {
      expect([url, (await visitor.post(url, body)).status]).toEqual([url, 401]);
    }
    expect((await visitor.get('/payments/methods')).body.data).toEqual({ items: ['SANDBOX'] });
  });
});

describe('initiating a purchase', () => {
  it('checks in the spec’s order, each problem with its own code', async () => {
    const { client, customer } = await signedInCustomer(t.app, t.database.db);
    const { video, product } = await videoOnSale();
    const codeOf = async (body: Record<string, unknown>) => {
      const reply = await client.post('/purchases/initiate', body);
      return [reply.status, reply.body.code];
    };
    expect(await codeOf({})).toEqual([400, 'HUBPRID001']);
    expect(await codeOf({ productId: product.id })).toEqual([400, 'HUBPRTY001']);
    expect(await codeOf({ productId: product.id, productType: 'VIDEO' })).toEqual([400, 'HUBPRAM001']);
    expect(await codeOf({ productId: randomUUID(), productType: 'VIDEO', amount: 29_900 })).toEqual([
      404,
      'HUBPRNF001',
    ]);
    expect(await codeOf({ ...buy(product), productType: 'SHOW_CASE' })).toEqual([409, 'HUBPRTY002']);
    // An amount changed in the browser is refused.
    expect(await codeOf({ ...buy(product), amount: 100 })).toEqual([409, 'HUBPRAM002']);
    expect(await codeOf({ ...buy(product), method: 'PAYPAL' })).toEqual([400, 'HUBPYMT001']);
    // A method we know but have not configured is not supported either.
    expect(await codeOf({ ...buy(product), method: 'ESEWA' })).toEqual([400, 'HUBPYMT001']);

    const showcase = await createShowcase(t.database.db, [video.id], { publication: 'PUBLISHED' });
    await grant(t.database.db, customer.id, 'SHOW_CASE', showcase.id);
    expect(await codeOf(buy(product))).toEqual([409, 'HUBPUDP002']);
    await grant(t.database.db, customer.id, 'VIDEO', video.id);
    expect(await codeOf(buy(product))).toEqual([409, 'HUBPUDP001']);
  });

  it('refuses a product off sale', async () => {
    const { client } = await signedInCustomer(t.app, t.database.db);
    const { product } = await videoOnSale();
    await productsRepository.update(t.database.db, product.id, { saleEndsAt: new Date(Date.now() - 1000) });
    const reply = await client.post('/purchases/initiate', buy(product));
    expect([reply.status, reply.body.code]).toEqual([409, 'HUBPRNS001']);
  });
});

describe('starting a purchase already started', () => {
  it('answers the open purchase again rather than open another: a double click pays once', async () => {
    const { client, customer } = await signedInCustomer(t.app, t.database.db);
    const { product } = await videoOnSale();
    const first = await client.post('/purchases/initiate', buy(product));
    const second = await client.post('/purchases/initiate', buy(product));
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    expect(await openPurchasesOf(customer.id, product.id)).toHaveLength(1);
    const steps = (await purchasesRepository.logsOf(t.database.db, first.body.data.referenceId)).map(
      (log) => (log.request as { step: string }).step,
    );
    expect(steps).toEqual(['start', 'resume']);
  });

  it('opens exactly one purchase for 10 starts at once', async () => {
    const { client, customer } = await signedInCustomer(t.app, t.database.db);
    const { product } = await videoOnSale();
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => client.post('/purchases/initiate', buy(product))),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(new Set(replies.map((reply) => reply.body.data.referenceId)).size).toBe(1);
    expect(await openPurchasesOf(customer.id, product.id)).toHaveLength(1);
  });

  it('opens a new one once the open one is closed or past its hour', async () => {
    const { client } = await signedInCustomer(t.app, t.database.db);
    const { product } = await videoOnSale();
    const declined = (await client.post('/purchases/initiate', buy(product))).body.data.referenceId as string;
    await client.post('/payments/confirm-payment', {
      method: 'SANDBOX',
      referenceId: declined,
      params: await decide(client, declined, false),
    });
    const next = (await client.post('/purchases/initiate', buy(product))).body.data.referenceId as string;
    expect(next).not.toBe(declined);

    await t.database.db
      .update(purchases)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(purchases.referenceId, next));
    const fresh = (await client.post('/purchases/initiate', buy(product))).body.data.referenceId as string;
    expect(fresh).not.toBe(next);
    expect((await purchasesRepository.findByReference(t.database.db, next))?.status).toBe('EXPIRED');
  });
});

describe('paying in the sandbox', () => {
  it('approved: confirmed once, PAID, the video plays; confirming again says the payment is complete', async () => {
    const { client, customer } = await signedInCustomer(t.app, t.database.db);
    const { video, product } = await videoOnSale();
    expect((await client.post(`/videos/${video.id}/playback`)).body.code).toBe('HUBPBNA001');

    const started = await client.post('/purchases/initiate', buy(product));
    expect(started.status).toBe(200);
    const referenceId = started.body.data.referenceId as string;
    expect(referenceId).toMatch(/^RS-[0-9A-F]{16}$/);
    expect(started.body.data).toEqual({ referenceId, redirectUrl: `/checkout/sandbox/${referenceId}` });

    const params = await decide(client, referenceId, true);
    expect(params).toMatchObject({ method: 'SANDBOX', ref: referenceId, outcome: 'approved' });
    const confirmed = await client.post('/payments/confirm-payment', { method: 'SANDBOX', referenceId, params });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({
      referenceId,
      status: 'PAID',
      amount: 29_900,
      currency: 'NPR',
      productType: 'VIDEO',
      contentId: video.id,
      gatewayTxnId: expect.stringMatching(/^SBX-/),
    });
    expect((await client.post(`/videos/${video.id}/playback`)).status).toBe(200);
    const owned = await client.post('/purchases/owned', { productIds: [product.id, randomUUID()] });
    expect(owned.body.data).toEqual({ items: [product.id] });
    const { client: stranger } = await signedInCustomer(t.app, t.database.db);
    expect((await stranger.post('/purchases/owned', { productIds: [product.id] })).body.data).toEqual({ items: [] });

    const again = await client.post('/payments/confirm-payment', { method: 'SANDBOX', referenceId, params });
    expect([again.status, again.body.code]).toEqual([409, 'HUBPYDN001']);
    expect(await grantsOf(customer.id, video.id)).toHaveLength(1);
    const logs = await purchasesRepository.logsOf(t.database.db, referenceId);
    expect(logs.map((log) => (log.request as { step: string }).step)).toEqual(['start', 'confirm']);

    // One receipt, in both languages, with the price as Nepal writes it.
    await vi.waitFor(async () => expect(await outboxFor(t.app, customer.email ?? '')).toHaveLength(1));
    const [receipt] = await outboxFor(t.app, customer.email ?? '');
    expect(receipt?.subject).toBe('Your receipt: Tamang vs Gurung / तपाईंको रसिद: Tamang vs Gurung');
    expect(receipt?.text).toContain('Paid: Rs. 299 by sandbox (test payment)');
    expect(receipt?.text).toContain('भुक्तानी: रु. २९९ (sandbox (test payment))');
    // The day paid, with its Bikram Sambat date, in each language.
    expect(receipt?.text).toMatch(/On: \w{3}, \d{1,2} \w{3} \d{4}, \d{2}:\d{2} Nepal time \(\w+ \d{1,2}, 20\d\d BS\)/);
    expect(receipt?.text).toMatch(/मिति: .+ नेपाल समय \(२०[०-९]{2} \S+ [०-९]{1,2}, \S+बार\)/);
    expect(receipt?.text).toContain(`Reference: ${referenceId}`);
    expect(receipt?.text).toContain(`/videos/${video.id}`);
  });

  it('declined: "Payment failed", FAILED, and nothing granted', async () => {
    const { client, customer } = await signedInCustomer(t.app, t.database.db);
    const { video, product } = await videoOnSale();
    const referenceId = (await client.post('/purchases/initiate', buy(product))).body.data.referenceId as string;
    const params = await decide(client, referenceId, false);
    const reply = await client.post('/payments/confirm-payment', { method: 'SANDBOX', referenceId, params });
    expect([reply.status, reply.body.code, reply.body.message]).toEqual([
      402,
      'HUBPYFL001',
      'Payment failed. Please try again',
    ]);
    const [row] = (await client.post('/purchases/search', {})).body.data.items;
    expect(row).toMatchObject({ referenceId, status: 'FAILED', failureReason: 'The payer declined in the sandbox' });
    // A closed purchase cannot be turned around from the sandbox page.
    const turned = await client.post(`/payments/sandbox/${referenceId}/decide`, { approve: true });
    expect([turned.status, turned.body.code]).toEqual([409, 'HUBPYCL001']);
    expect(await grantsOf(customer.id, video.id)).toHaveLength(0);
  });

  it('refuses a tampered return: a declined payment made to look approved grants nothing', async () => {
    const { client, customer } = await signedInCustomer(t.app, t.database.db);
    const { video, product } = await videoOnSale();
    const referenceId = (await client.post('/purchases/initiate', buy(product))).body.data.referenceId as string;
    const params = await decide(client, referenceId, false);
    const forged = { ...params, outcome: 'approved' };
    const reply = await client.post('/payments/confirm-payment', { method: 'SANDBOX', referenceId, params: forged });
    expect(reply.body.code).toBe('HUBPYFL001');
    expect(await grantsOf(customer.id, video.id)).toHaveLength(0);
  });

  it('grants exactly once under 20 concurrent confirmations of one purchase', async () => {
    const { client, customer } = await signedInCustomer(t.app, t.database.db);
    const { video, product } = await videoOnSale();
    const referenceId = (await client.post('/purchases/initiate', buy(product))).body.data.referenceId as string;
    const params = await decide(client, referenceId, true);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.post('/payments/confirm-payment', { method: 'SANDBOX', referenceId, params }),
      ),
    );
    const outcomes = replies.map((reply) => (reply.status === 200 ? reply.body.data.status : reply.body.code));
    expect(outcomes.filter((outcome) => outcome !== 'PAID' && outcome !== 'HUBPYDN001')).toEqual([]);
    expect(outcomes).toContain('PAID');
    expect(await grantsOf(customer.id, video.id)).toHaveLength(1);
  });

  it('names what is missing on confirm, and keeps every customer to their own purchases', async () => {
    const { client: owner } = await signedInCustomer(t.app, t.database.db);
    const { client: other } = await signedInCustomer(t.app, t.database.db);
    const { client: cashier } = await signedInStaff(t.app, t.database.db, ['TRANSACTION']);
    const { product } = await videoOnSale();
    const referenceId = (await owner.post('/purchases/initiate', buy(product))).body.data.referenceId as string;

    const missing = await owner.post('/payments/confirm-payment', { method: 'SANDBOX' });
    expect([missing.status, missing.body.code]).toEqual([400, 'HUBPURF001']);
    const noToken = await owner.post('/payments/confirm-payment', { method: 'SANDBOX', referenceId, params: {} });
    expect([noToken.status, noToken.body.code]).toEqual([400, 'HUBPUTK001']);
    const unknown = await owner.post('/payments/confirm-payment', { method: 'SANDBOX', referenceId: 'RS-NOPE' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'HUBPUNF001']);

    const foreign = await other.post('/payments/confirm-payment', { method: 'SANDBOX', referenceId });
    expect([foreign.status, foreign.body.code]).toEqual([404, 'HUBPUNF001']);
    const foreignDecision = await other.post(`/payments/sandbox/${referenceId}/decide`, { approve: true });
    expect([foreignDecision.status, foreignDecision.body.code]).toEqual([404, 'HUBPUNF001']);
    expect((await other.post('/purchases/search', {})).body.data).toMatchObject({ items: [], total: 0 });
    // Even asking for the other customer by id answers only the caller's own.
    const { customerId } = (await owner.post('/purchases/search', {})).body.data.items[0] ?? {};
    expect(customerId).toBeUndefined();
    expect((await owner.post('/purchases/search', {})).body.data.total).toBe(1);
    const everyone = await cashier.post('/purchases/search', { referenceId });
    expect(everyone.body.data.items.map((item: { referenceId: string }) => item.referenceId)).toEqual([referenceId]);
  });
});
