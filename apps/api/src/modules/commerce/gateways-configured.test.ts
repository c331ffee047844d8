import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { videoOnSale } from '../../../test/commerce-factories';
import { signedInCustomer, signedInStaff } from '../../../test/fighter-factories';
import { useTestApp } from '../../../test/use-test-app';
import { FakeEsewa } from './gateways/esewa/fake-esewa';
import { FakeStripe } from './gateways/stripe/fake-stripe';
import { purchasesRepository } from './purchases.repository';

// Real gateways' protocols against local fakes, switched on by the settings as an operator would.
const esewa = new FakeEsewa();
const stripe = new FakeStripe('sk_test_ringside');
await esewa.start();
await stripe.start();
const WEBHOOK_SECRET = 'whsec_ringside_test';
// connectIPS signs with the merchant's key, read from a PEM file as in production.
const keyFile = path.join(mkdtempSync(path.join(tmpdir(), 'ringside-cips-')), 'creditor.pem');
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }));
const t = useTestApp({
  CONNECT_IPS_MERCHANT_ID: '550',
  CONNECT_IPS_APP_ID: 'MER-550-APP-1',
  CONNECT_IPS_APP_NAME: 'Ringside',
  CONNECT_IPS_APP_PASSWORD: 'Abcd@123',
  CONNECT_IPS_PRIVATE_KEY_FILE: keyFile,
  // Khalti configured, but out of reach (a closed port).
  KHALTI_SECRET_KEY: 'test_secret_key_ringside',
  KHALTI_BASE_URL: 'http://127.0.0.1:9/api/v2',
  ESEWA_PRODUCT_CODE: 'EPAYTEST',
  ESEWA_SECRET_KEY: '8gBm/:&EnhH.1/q',
  ESEWA_FORM_URL: esewa.formUrl,
  ESEWA_STATUS_URL: esewa.statusUrl,
  STRIPE_SECRET_KEY: 'sk_test_ringside',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: stripe.url,
});
afterAll(async () => {
  await esewa.close();
  await stripe.close();
});

describe('configured gateways', () => {
  it('are offered, local wallets first and cards last; the sandbox steps aside', async () => {
    expect((await new TestClient(t.app).get('/payments/methods')).body.data.items).toEqual([
      'ESEWA',
      'KHALTI',
      'CONNECT_IPS',
      'STRIPE',
    ]);
  });

  it('eSewa: the signed form, the payer pays, the signed return confirms through the status call', async () => {
    const { client } = await signedInCustomer(t.app, t.database.db);
    const { video, product } = await videoOnSale(t.database.db, t.config, 150_000);
    const started = await client.post('/purchases/initiate', {
      productId: product.id,
      productType: 'VIDEO',
      amount: product.amount,
      method: 'ESEWA',
    });
    expect(started.status).toBe(200);
    const { referenceId, form } = started.body.data as {
      referenceId: string;
      form: { action: string; fields: Record<string, string> };
    };
    expect(form.action).toBe(esewa.formUrl);
    expect(form.fields).toMatchObject({
      total_amount: '1500',
      transaction_uuid: referenceId,
      product_code: 'EPAYTEST',
    });

    // The browser posts the form to eSewa, and the payer pays there.
    const posted = await fetch(form.action, {
      method: 'POST',
      body: new URLSearchParams(form.fields),
      redirect: 'manual',
    });
    expect(posted.status).toBeLessThan(400);
    const back = new URL(esewa.pay(referenceId));
    const params = Object.fromEntries(back.searchParams);

    // A return whose amount was changed is refused; the genuine one pays.
    const decoded = JSON.parse(Buffer.from(params.data as string, 'base64').toString()) as Record<string, string>;
    const forged = Buffer.from(JSON.stringify({ ...decoded, total_amount: '15.0' })).toString('base64');
    const refused = await client.post('/payments/confirm-payment', {
      method: 'ESEWA',
      referenceId,
      params: { data: forged },
    });
    expect(refused.body.code).toBe('HUBPYFL001');
    const purchase = await purchasesRepository.findByReference(t.database.db, referenceId);
    expect(purchase?.status).toBe('FAILED');
    const logs = await purchasesRepository.logsOf(t.database.db, referenceId);
    expect(JSON.stringify(logs)).not.toContain('8gBm/:&EnhH.1/q');
    expect((await client.post(`/videos/${video.id}/playback`)).body.code).toBe('HUBPBNA001');

    // The payer tries again: a new purchase, paid, and the genuine return confirms it.
    const again = await client.post('/purchases/initiate', {
      productId: product.id,
      productType: 'VIDEO',
      amount: product.amount,
      method: 'ESEWA',
    });
    const second = again.body.data as { referenceId: string; form: { action: string; fields: Record<string, string> } };
    await fetch(second.form.action, {
      method: 'POST',
      body: new URLSearchParams(second.form.fields),
      redirect: 'manual',
    });
    const paidBack = Object.fromEntries(new URL(esewa.pay(second.referenceId)).searchParams);
    const paid = await client.post('/payments/confirm-payment', {
      method: 'ESEWA',
      referenceId: second.referenceId,
      params: paidBack,
    });
    expect(paid.body.data).toMatchObject({ status: 'PAID', amount: 150_000 });
    expect((await client.post(`/videos/${video.id}/playback`)).status).toBe(200);
  });

  it('Stripe: a checkout session; a forged webhook is refused, a signed one pays exactly once', async () => {
    const { client } = await signedInCustomer(t.app, t.database.db);
    const { video, product } = await videoOnSale(t.database.db, t.config);
    const started = await client.post('/purchases/initiate', {
      productId: product.id,
      productType: 'VIDEO',
      amount: product.amount,
      method: 'STRIPE',
    });
    expect(started.status).toBe(200);
    const referenceId = started.body.data.referenceId as string;
    const [session] = stripe.sessionsFor(referenceId);
    expect(session).toMatchObject({ amount_total: 29_900, currency: 'npr' });
    expect(started.body.data.redirectUrl).toBe(session?.url);
    stripe.pay(session?.id as string);

    const payload = stripe.event('checkout.session.completed', session?.id as string);
    const deliver = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    const forged = await deliver(Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }));
    expect([forged.statusCode, forged.json().code]).toEqual([400, 'HUBPYWH001']);
    expect((await purchasesRepository.findByReference(t.database.db, referenceId))?.status).toBe('UNPAID');

    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await deliver(signature)).statusCode).toBe(200);
    expect((await deliver(signature)).statusCode).toBe(200);
    expect((await purchasesRepository.findByReference(t.database.db, referenceId))?.status).toBe('PAID');
    expect((await client.post(`/videos/${video.id}/playback`)).status).toBe(200);
  });

  it('a gateway out of reach is HUBPYGW001, and the purchase it could not start is closed', async () => {
    const { client } = await signedInCustomer(t.app, t.database.db);
    const { product } = await videoOnSale(t.database.db, t.config);
    const body = { productId: product.id, productType: 'VIDEO', amount: product.amount, method: 'KHALTI' };
    const reply = await client.post('/purchases/initiate', body);
    expect([reply.status, reply.body.code]).toEqual([503, 'HUBPYGW001']);
    const [purchase] = (await client.post('/purchases/search', {})).body.data.items;
    expect(purchase).toMatchObject({ method: 'KHALTI', status: 'FAILED' });
  });

  it('connectIPS: a signed form in paisa; a return without its transaction id is HUBPUTX001', async () => {
    const { client } = await signedInCustomer(t.app, t.database.db);
    const { product } = await videoOnSale(t.database.db, t.config);
    const body = { productId: product.id, productType: 'VIDEO', amount: product.amount, method: 'CONNECT_IPS' };
    const started = await client.post('/purchases/initiate', body);
    const { referenceId, form } = started.body.data as {
      referenceId: string;
      form: { fields: Record<string, string> };
    };
    expect(form.fields).toMatchObject({ TXNID: referenceId, TXNAMT: '29900', TXNCRNCY: 'NPR' });
    const reply = await client.post('/payments/confirm-payment', { method: 'CONNECT_IPS', referenceId, params: {} });
    expect([reply.status, reply.body.code]).toEqual([400, 'HUBPUTX001']);
  });

  it('Stripe refunds through Stripe; a refund Stripe refuses is HUBPURD002 and the purchase stays paid', async () => {
    const { client: cashier } = await signedInStaff(t.app, t.database.db, ['TRANSACTION']);
    const paidThroughStripe = async () => {
      const { client } = await signedInCustomer(t.app, t.database.db);
      const { video, product } = await videoOnSale(t.database.db, t.config);
      const body = { productId: product.id, productType: 'VIDEO', amount: product.amount, method: 'STRIPE' };
      const referenceId = (await client.post('/purchases/initiate', body)).body.data.referenceId as string;
      const [session] = stripe.sessionsFor(referenceId);
      stripe.pay(session?.id as string);
      const payload = stripe.event('checkout.session.completed', session?.id as string);
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/stripe/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        },
        payload,
      });
      return { client, video, referenceId, intent: stripe.session(session?.id as string)?.payment_intent as string };
    };

    const first = await paidThroughStripe();
    const refunded = await cashier.post(`/purchases/${first.referenceId}/refund`, {});
    expect(refunded.body.data.status).toBe('REFUNDED');
    expect((await first.client.post(`/videos/${first.video.id}/playback`)).body.code).toBe('HUBPBNA001');
    const logs = (await cashier.get(`/purchases/${first.referenceId}/logs`)).body.data.items as {
      response: { how?: string };
    }[];
    expect(logs.at(-1)?.response.how).toBe('GATEWAY');

    // Refunded already in Stripe's dashboard: Stripe refuses a second refund, and nothing changes here.
    const second = await paidThroughStripe();
    await fetch(`${stripe.url}/v1/refunds`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_ringside', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment_intent: second.intent }),
    });
    const refused = await cashier.post(`/purchases/${second.referenceId}/refund`, {});
    expect([refused.status, refused.body.code]).toEqual([502, 'HUBPURD002']);
    expect((await purchasesRepository.findByReference(t.database.db, second.referenceId))?.status).toBe('PAID');
  });
});
