import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type GatewayPurchase, GatewayUnreachable } from '../gateway';
import type { GatewayExchange } from '../gateway-http';
import { FakeStripe } from './fake-stripe';
import { StripeGateway, StripeSignatureError } from './stripe-gateway';

const SECRET = `sk_test_${randomBytes(16).toString('hex')}`;
const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;
const fake = new FakeStripe(SECRET);
let exchanges: GatewayExchange[];

beforeAll(() => fake.start());
afterAll(() => fake.close());
beforeEach(() => {
  exchanges = [];
});
afterEach(() => {
  vi.useRealTimers();
});

function gatewayWith(secretKey: string, apiPort = fake.port): StripeGateway {
  return new StripeGateway(
    { secretKey, webhookSecret: WEBHOOK_SECRET, apiHost: '127.0.0.1', apiPort, apiProtocol: 'http' },
    async (exchange) => void exchanges.push(exchange),
  );
}
const gateway = () => gatewayWith(SECRET);

function purchase(amount = 1999, currency: 'USD' | 'NPR' = 'USD'): GatewayPurchase {
  return {
    referenceId: `RS-${randomBytes(6).toString('hex')}`,
    amount,
    currency,
    productName: 'Fight Night 12 replay',
    productId: 'product-1',
    gatewayRef: null,
    createdAt: new Date(),
    customer: { name: 'Sita Rai', email: 'sita@example.com', mobile: null },
  };
}

const RETURN_URL = 'https://ringside.test/checkout/return?method=STRIPE&ref=RS-1';
const CANCEL_URL = `${RETURN_URL}&outcome=cancel`;
const startInput = (bought: GatewayPurchase) => ({
  purchase: bought,
  returnUrl: RETURN_URL,
  cancelUrl: CANCEL_URL,
  siteUrl: 'https://ringside.test',
});

/** Starts a payment at the fake; answers the purchase as the service keeps it (with the session id) and the handoff. */
async function started(amount = 1999, currency: 'USD' | 'NPR' = 'USD') {
  const bought = purchase(amount, currency);
  const { handoff, gatewayRef } = await gateway().start(startInput(bought));
  return { bought: { ...bought, gatewayRef: gatewayRef ?? null }, handoff, sessionId: gatewayRef ?? '' };
}

/** A webhook as Stripe posts it: the body and its Stripe-Signature header. */
function webhook(type: string, sessionId: string, options: { secret?: string; timestamp?: number } = {}) {
  const payload = fake.event(type, sessionId);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  return { payload, header };
}

describe('starting a Stripe Checkout Session', () => {
  it('creates a session in USD cents, with our reference, and hands off Stripe’s url', async () => {
    const { bought, handoff, sessionId } = await started(1999, 'USD');
    expect(sessionId).toMatch(/^cs_test_/);
    const request = fake.requests.at(-1);
    expect(request?.idempotencyKey).toBe(`ringside-checkout-${bought.referenceId}`);
    expect(request?.stripeVersion).toBeTruthy();
    expect(request?.params).toEqual({
      mode: 'payment',
      line_items: [
        {
          price_data: { currency: 'usd', unit_amount: '1999', product_data: { name: 'Fight Night 12 replay' } },
          quantity: '1',
        },
      ],
      success_url: `${RETURN_URL}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: CANCEL_URL,
      client_reference_id: bought.referenceId,
      metadata: { referenceId: bought.referenceId },
      customer_email: 'sita@example.com',
      expires_at: String(Math.floor(bought.createdAt.getTime() / 1000) + 3600),
    });
    expect(fake.session(sessionId)).toMatchObject({ amount_total: 1999, currency: 'usd', status: 'open' });
    expect(handoff).toEqual({ redirectUrl: fake.session(sessionId)?.url });
    expect((await fetch((handoff as { redirectUrl: string }).redirectUrl)).status).toBe(200);
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]).toMatchObject({
      referenceId: bought.referenceId,
      method: 'STRIPE',
      request: {
        method: 'POST',
        url: `${fake.url}/v1/checkout/sessions`,
        headers: { 'idempotency-key': `ringside-checkout-${bought.referenceId}` },
      },
      response: { status: 200 },
      error: null,
    });
    expect(JSON.parse(exchanges[0]?.response?.body ?? '{}')).toMatchObject({ id: sessionId });
  });

  it('creates a session in NPR paisa', async () => {
    const { sessionId } = await started(150000, 'NPR');
    expect(fake.session(sessionId)).toMatchObject({ amount_total: 150000, currency: 'npr' });
    expect(fake.requests.at(-1)?.params.line_items).toEqual([
      { price_data: expect.objectContaining({ currency: 'npr', unit_amount: '150000' }), quantity: '1' },
    ]);
  });

  it('leaves customer_email out when the customer has none', async () => {
    const bought = { ...purchase(), customer: { name: 'Sita Rai', email: null, mobile: null } };
    await gateway().start(startInput(bought));
    expect(fake.requests.at(-1)?.params).not.toHaveProperty('customer_email');
  });

  it('answers the same session to a retried start, even minutes later', async () => {
    const bought = purchase();
    const first = await gateway().start(startInput(bought));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60_000);
    const again = await gateway().start(startInput(bought));
    expect(again).toEqual(first);
    expect(fake.sessionsFor(bought.referenceId)).toHaveLength(1);
  });

  it('refuses a purchase too old for a session of at least 30 minutes, without asking Stripe', async () => {
    const stale = { ...purchase(), createdAt: new Date(Date.now() - 40 * 60_000) };
    await expect(gateway().start(startInput(stale))).rejects.toThrow(/too old to start at Stripe/);
    expect(exchanges).toHaveLength(0);
  });

  it('throws what Stripe said when it refuses the session', async () => {
    await expect(started(19.99)).rejects.toThrow(
      /Stripe refused to start the Checkout Session \(HTTP 400\): Invalid integer: 19\.99/,
    );
    expect(exchanges[0]?.response?.status).toBe(400);
  });
});

describe('confirming a Stripe payment', () => {
  it('is PENDING while the session is open', async () => {
    const { bought, sessionId } = await started();
    expect(await gateway().confirm(bought, { session_id: sessionId })).toMatchObject({ outcome: 'PENDING' });
  });

  it('is PAID, with the PaymentIntent id and amount_total, after the payer paid', async () => {
    const { bought, sessionId } = await started(1999);
    const paid = fake.pay(sessionId);
    exchanges = [];
    const verdict = { outcome: 'PAID', gatewayTxnId: paid.payment_intent, amount: 1999 };
    expect(await gateway().confirm(bought, { session_id: sessionId, ref: bought.referenceId })).toEqual(verdict);
    expect(await gateway().status(bought)).toEqual(verdict);
    expect(exchanges.map((exchange) => exchange.request.url)).toEqual([
      `${fake.url}/v1/checkout/sessions/${sessionId}`,
      `${fake.url}/v1/checkout/sessions/${sessionId}`,
    ]);
  });

  it('is CANCELLED once the session expired', async () => {
    const { bought, sessionId } = await started();
    fake.expire(sessionId);
    expect(await gateway().confirm(bought, { outcome: 'cancel' })).toMatchObject({ outcome: 'CANCELLED' });
    expect(await gateway().status(bought)).toMatchObject({ outcome: 'CANCELLED' });
  });

  it('asks Stripe on a cancel return (no session_id): the open session can still be paid, so it is PENDING', async () => {
    const { bought } = await started();
    exchanges = [];
    expect(await gateway().confirm(bought, { outcome: 'cancel' })).toMatchObject({ outcome: 'PENDING' });
    expect(exchanges).toHaveLength(1);
  });

  it('is PENDING for a completed session whose delayed payment has not landed', async () => {
    const { bought, sessionId } = await started();
    fake.payLater(sessionId);
    expect(await gateway().confirm(bought, { session_id: sessionId })).toMatchObject({ outcome: 'PENDING' });
  });

  it('is FAILED, without asking Stripe, for a return naming another session', async () => {
    const { bought, sessionId } = await started();
    const other = await started();
    fake.pay(sessionId);
    fake.pay(other.sessionId);
    exchanges = [];
    expect(await gateway().confirm(bought, { session_id: other.sessionId })).toEqual({
      outcome: 'FAILED',
      reason: 'tampered: the return is about another Stripe Checkout Session',
      tampered: true,
    });
    expect(exchanges).toHaveLength(0);
  });

  it('is FAILED when the session belongs to another purchase (client_reference_id) or currency', async () => {
    const { bought } = await started();
    const other = await started();
    fake.pay(other.sessionId);
    const pointed = { ...bought, gatewayRef: other.sessionId };
    expect(await gateway().confirm(pointed, { session_id: other.sessionId })).toEqual({
      outcome: 'FAILED',
      reason: `the Stripe Checkout Session ${other.sessionId} belongs to another purchase`,
    });
    expect(await gateway().status({ ...other.bought, currency: 'NPR' })).toEqual({
      outcome: 'FAILED',
      reason: 'the Stripe Checkout Session is in USD, not NPR',
    });
  });
});

describe('the Stripe status call for the reconciler', () => {
  it('is CANCELLED for a purchase that never got a session, and FAILED for a session Stripe does not know', async () => {
    expect(await gateway().status(purchase())).toMatchObject({ outcome: 'CANCELLED' });
    expect(exchanges).toHaveLength(0);
    const unknown = { ...purchase(), gatewayRef: 'cs_test_nosuchsession' };
    expect(await gateway().status(unknown)).toEqual({
      outcome: 'FAILED',
      reason: 'Stripe knows no Checkout Session cs_test_nosuchsession',
    });
    expect(exchanges[0]?.response?.status).toBe(404);
  });

  it('throws, rather than answering, when Stripe refuses the secret key', async () => {
    const { bought } = await started();
    await expect(gatewayWith('sk_test_rotatedawaykey').status(bought)).rejects.toThrow(
      /^Stripe refused the secret key \(HTTP 401\): Invalid API Key provided/,
    );
  });

  it('throws GatewayUnreachable when Stripe cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { bought } = await started();
    exchanges = [];
    await expect(gatewayWith(SECRET, port).status(bought)).rejects.toBeInstanceOf(GatewayUnreachable);
    await expect(gatewayWith(SECRET, port).start(startInput(purchase()))).rejects.toBeInstanceOf(GatewayUnreachable);
    expect(exchanges).toHaveLength(2);
    expect(exchanges.every((exchange) => exchange.response === null && exchange.error)).toBe(true);
  });
});

describe('refunding a Stripe payment', () => {
  it('refunds the PaymentIntent, and a retried refund answers the same refund', async () => {
    const { bought, sessionId } = await started();
    const intent = fake.pay(sessionId).payment_intent ?? '';
    const refund = await gateway().refund({ ...bought, gatewayTxnId: intent });
    expect(refund).toEqual({ refunded: true, gatewayRefundId: expect.stringMatching(/^re_/) });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/refunds',
      params: { payment_intent: intent },
      idempotencyKey: `ringside-refund-${bought.referenceId}`,
    });
    expect(await gateway().refund({ ...bought, gatewayTxnId: intent })).toEqual(refund);
  });

  it('is not refunded, with Stripe’s reason, for a PaymentIntent Stripe will not refund', async () => {
    const { bought } = await started();
    expect(await gateway().refund({ ...bought, gatewayTxnId: 'pi_neverpaid' })).toEqual({
      refunded: false,
      reason: "Stripe refused the refund: No such payment_intent: 'pi_neverpaid'",
    });
  });
});

describe('Stripe webhooks', () => {
  it('gives PAID for a genuine checkout.session.completed of a paid session', async () => {
    const { bought, sessionId } = await started(150000, 'NPR');
    const paid = fake.pay(sessionId);
    exchanges = [];
    const { payload, header } = webhook('checkout.session.completed', sessionId);
    const event = gateway().webhookEvent(Buffer.from(payload), header);
    expect(event).toEqual({
      eventId: expect.stringMatching(/^evt_/),
      type: 'checkout.session.completed',
      referenceId: bought.referenceId,
      sessionId,
      currency: 'NPR',
      verification: { outcome: 'PAID', gatewayTxnId: paid.payment_intent, amount: 150000 },
    });
    if (!event) throw new Error('no event');
    expect(gateway().webhookVerdict(bought, event)).toEqual(event.verification);
    expect(exchanges).toHaveLength(0);
  });

  it('refuses a webhook signed with another secret (a forgery)', async () => {
    const { sessionId } = await started();
    fake.pay(sessionId);
    const { payload, header } = webhook('checkout.session.completed', sessionId, { secret: 'whsec_guessed' });
    expect(() => gateway().webhookEvent(payload, header)).toThrow(StripeSignatureError);
  });

  it('refuses a genuine signature over another body (a tampered webhook)', async () => {
    const { sessionId } = await started(1999);
    fake.pay(sessionId);
    const { payload, header } = webhook('checkout.session.completed', sessionId);
    const tampered = payload.replace('"amount_total":1999', '"amount_total":1');
    expect(tampered).not.toBe(payload);
    expect(() => gateway().webhookEvent(tampered, header)).toThrow(/No signatures found matching/);
  });

  it('refuses a genuine webhook signed more than 300 seconds ago (a replay)', async () => {
    const { sessionId } = await started();
    fake.pay(sessionId);
    const old = webhook('checkout.session.completed', sessionId, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(() => gateway().webhookEvent(old.payload, old.header)).toThrow(/Timestamp outside the tolerance zone/);
    const recent = webhook('checkout.session.completed', sessionId, { timestamp: Math.floor(Date.now() / 1000) - 60 });
    expect(gateway().webhookEvent(recent.payload, recent.header)?.verification.outcome).toBe('PAID');
  });

  it('refuses a webhook without a Stripe-Signature header', async () => {
    const { sessionId } = await started();
    expect(() => gateway().webhookEvent(fake.event('checkout.session.expired', sessionId), undefined)).toThrow(
      'Refused a Stripe webhook: no Stripe-Signature header',
    );
  });

  it('answers the expired, delayed and failed outcomes, and null for other events', async () => {
    const expired = await started();
    fake.expire(expired.sessionId);
    const later = await started();
    fake.payLater(later.sessionId);
    const outcomeOf = (type: string, sessionId: string) => {
      const { payload, header } = webhook(type, sessionId);
      return gateway().webhookEvent(payload, header)?.verification.outcome ?? null;
    };
    expect(outcomeOf('checkout.session.expired', expired.sessionId)).toBe('CANCELLED');
    expect(outcomeOf('checkout.session.completed', later.sessionId)).toBe('PENDING');
    expect(outcomeOf('checkout.session.async_payment_failed', later.sessionId)).toBe('FAILED');
    fake.settle(later.sessionId);
    expect(outcomeOf('checkout.session.async_payment_succeeded', later.sessionId)).toBe('PAID');
    expect(outcomeOf('customer.created', later.sessionId)).toBeNull();
  });

  it('is FAILED when matched with a purchase the session is not about', async () => {
    const { sessionId } = await started();
    const other = await started();
    fake.pay(sessionId);
    const { payload, header } = webhook('checkout.session.completed', sessionId);
    const event = gateway().webhookEvent(payload, header);
    if (!event) throw new Error('no event');
    expect(gateway().webhookVerdict(other.bought, event)).toMatchObject({ outcome: 'FAILED' });
  });
});

describe('the Stripe payment log', () => {
  it('never holds the secret key or the webhook secret, even when the key is refused', async () => {
    const { bought, sessionId } = await started();
    await gateway().confirm(bought, { session_id: sessionId });
    const intent = fake.pay(sessionId).payment_intent ?? '';
    await gateway().status(bought);
    await gateway().refund({ ...bought, gatewayTxnId: intent });
    const wrong = `sk_test_${randomBytes(16).toString('hex')}`;
    await expect(gatewayWith(wrong).start(startInput(purchase()))).rejects.toThrow(/HTTP 401/);
    expect(exchanges).toHaveLength(5);
    expect(exchanges.every((exchange) => exchange.method === 'STRIPE')).toBe(true);
    expect(exchanges.at(-1)?.response?.status).toBe(401);
    const log = JSON.stringify(exchanges);
    for (const secret of [SECRET, WEBHOOK_SECRET, wrong]) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/authorization/i);
  });
});
