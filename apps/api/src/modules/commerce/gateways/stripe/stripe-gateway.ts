import type { PaymentMethod } from '@ringside/contract';
import Stripe from 'stripe';
import {
  type GatewayPurchase,
  GatewayUnreachable,
  type PaymentGateway,
  type RefundResult,
  type StartInput,
  type StartResult,
  type Verification,
  tamperedReturn,
} from '../gateway';
import type { ExchangeRecorder, GatewayExchange } from '../gateway-http';

export interface StripeConfig {
  /** sk_test_… or sk_live_… */
  secretKey: string;
  /** The signing secret of the webhook endpoint, whsec_… */
  webhookSecret: string;
  /** Tests only: a local fake Stripe instead of https://api.stripe.com. */
  apiHost?: string;
  apiPort?: number;
  apiProtocol?: 'http' | 'https';
}

/** A webhook that cannot be shown to come from Stripe: no Stripe-Signature, a wrong signature, an old timestamp. */
export class StripeSignatureError extends Error {
  constructor(reason: string, cause?: unknown) {
    super(`Refused a Stripe webhook: ${reason}`, { cause });
    this.name = 'StripeSignatureError';
  }
}

/** The events the webhook endpoint should subscribe to; `webhookEvent` answers null for any other. */
export const STRIPE_WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;
export type StripeWebhookEventType = (typeof STRIPE_WEBHOOK_EVENTS)[number];

/** A verified webhook about one of our Checkout Sessions. */
export interface StripeWebhookEvent {
  /** Stripe's event id (evt_…). Stripe may deliver an event more than once, or out of order. */
  eventId: string;
  type: StripeWebhookEventType;
  /** Our purchase's reference id, as we gave it to the session (client_reference_id). */
  referenceId: string;
  sessionId: string;
  /** The session's currency as our code (USD, NPR). */
  currency: string | null;
  /** What the event says, before it is matched with the purchase: apply `webhookVerdict(purchase, event)`. */
  verification: Verification;
}

/** How long the payer has at Stripe. Stripe accepts 30 minutes to 24 hours. */
const SESSION_MINUTES = 60;
const STRIPE_LEAST_MINUTES = 30;

interface StripeCall {
  method: 'GET' | 'POST';
  path: string;
  params?: object;
  idempotencyKey?: string;
}

/**
 * Stripe Checkout Sessions through the official SDK (payments.md section 5). Amounts are minor units both ways
 * (cents, paisa); Stripe takes currencies lowercase. The session id is the purchase's gatewayRef. The browser's return
 * is only a hint: the verdict is the session as Stripe's API answers it, or a signed webhook. Every SDK call is
 * recorded in the payment log, without the secret key or the webhook secret.
 */
export class StripeGateway implements PaymentGateway {
  readonly method: PaymentMethod = 'STRIPE';
  /** Cards charge whatever currency the purchase has. */
  readonly currencies = ['USD', 'NPR'] as const;
  private readonly stripe: Stripe;
  private readonly apiBase: string;

  constructor(
    private readonly config: StripeConfig,
    private readonly record: ExchangeRecorder,
  ) {
    const local = config.apiHost !== undefined;
    this.stripe = new Stripe(config.secretKey, {
      timeout: 15_000,
      // Against a local fake nothing is retried (payments.md); against Stripe the SDK's one retry is safe, since every
      // POST it retries carries an idempotency key.
      ...(local
        ? {
            host: config.apiHost,
            port: config.apiPort,
            protocol: config.apiProtocol ?? 'http',
            maxNetworkRetries: 0,
          }
        : {}),
    });
    const protocol = local ? (config.apiProtocol ?? 'http') : 'https';
    const port = config.apiPort === undefined ? '' : `:${config.apiPort}`;
    this.apiBase = `${protocol}://${config.apiHost ?? 'api.stripe.com'}${port}`;
  }

  async start({ purchase, returnUrl, cancelUrl }: StartInput): Promise<StartResult> {
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: 'payment',
      line_items: [
        {
          price_data: {
            currency: purchase.currency.toLowerCase(),
            unit_amount: purchase.amount,
            product_data: { name: purchase.productName },
          },
          quantity: 1,
        },
      ],
      // Stripe fills in the placeholder itself: it must reach Stripe literally, braces unencoded.
      success_url: `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: cancelUrl,
      client_reference_id: purchase.referenceId,
      metadata: { referenceId: purchase.referenceId },
      ...(purchase.customer.email ? { customer_email: purchase.customer.email } : {}),
      expires_at: expiryOf(purchase),
    };
    // A retried start (a lost answer, a double click) answers the same session rather than a second one that could
    // be paid too. Stripe replays a key only for the same parameters, hence an expiry fixed by the purchase.
    const idempotencyKey = `ringside-checkout-${purchase.referenceId}`;
    const request: StripeCall = { method: 'POST', path: '/v1/checkout/sessions', params, idempotencyKey };
    const session = await this.call(purchase.referenceId, request, () =>
      this.stripe.checkout.sessions.create(params, { idempotencyKey }),
    ).catch((error: unknown) => {
      throw this.refusal('start the Checkout Session', error);
    });
    if (!session.url) throw new Error(`Stripe answered the Checkout Session ${session.id} without a url`);
    return { handoff: { redirectUrl: session.url }, gatewayRef: session.id };
  }

  async confirm(purchase: GatewayPurchase, returned: Record<string, string>): Promise<Verification> {
    // The success return names the session (session_id); the cancel return names none. A session that is not this
    // purchase's is tampered. Without one Stripe is asked all the same: a payer who cancelled can still go back and
    // pay the open session, so the browser's word never closes the purchase.
    const named = returned.session_id;
    if (named !== undefined && named !== purchase.gatewayRef)
      return tamperedReturn('the return is about another Stripe Checkout Session');
    return this.status(purchase);
  }

  async status(purchase: GatewayPurchase): Promise<Verification> {
    const id = purchase.gatewayRef;
    if (!id) return { outcome: 'CANCELLED', reason: 'the payment never started at Stripe (no Checkout Session)' };
    const request: StripeCall = { method: 'GET', path: `/v1/checkout/sessions/${encodeURIComponent(id)}` };
    try {
      const session = await this.call(purchase.referenceId, request, () => this.stripe.checkout.sessions.retrieve(id));
      return verdictFor(purchase, session);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
        return { outcome: 'FAILED', reason: `Stripe knows no Checkout Session ${id}` };
      throw this.refusal('read the Checkout Session', error);
    }
  }

  async refund(purchase: GatewayPurchase & { gatewayTxnId: string }): Promise<RefundResult> {
    const params: Stripe.RefundCreateParams = { payment_intent: purchase.gatewayTxnId };
    // A refund retried after a lost answer gets the first refund back instead of "already refunded".
    const idempotencyKey = `ringside-refund-${purchase.referenceId}`;
    const request: StripeCall = { method: 'POST', path: '/v1/refunds', params, idempotencyKey };
    try {
      const refund = await this.call(purchase.referenceId, request, () =>
        this.stripe.refunds.create(params, { idempotencyKey }),
      );
      if (refund.status === 'failed' || refund.status === 'canceled')
        return { refunded: false, reason: `Stripe’s refund ${refund.id} is ${refund.status}` };
      return { refunded: true, gatewayRefundId: refund.id };
    } catch (error) {
      // Unreachable and a refused key are thrown by `call`; what remains is Stripe refusing this refund.
      if (error instanceof Stripe.errors.StripeError)
        return { refunded: false, reason: `Stripe refused the refund: ${this.hide(error.message)}` };
      throw error;
    }
  }

  /**
   * A webhook Stripe posted: the raw body exactly as received (not parsed JSON: the signature is over the bytes)
   * and the Stripe-Signature header. Throws StripeSignatureError unless it is signed with the webhook secret within
   * the last 300 seconds. Answers null for events that are not about a Checkout Session of ours.
   */
  webhookEvent(rawBody: string | Buffer, signatureHeader: string | undefined): StripeWebhookEvent | null {
    if (!signatureHeader) throw new StripeSignatureError('no Stripe-Signature header');
    let event: Stripe.Event;
    try {
      // constructEvent checks the timestamp with the default tolerance; it is never given 0, which skips that check.
      event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader, this.config.webhookSecret);
    } catch (error) {
      throw new StripeSignatureError(error instanceof Error ? error.message : 'the signature does not verify', error);
    }
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
      case 'checkout.session.expired':
        return webhookOf(event.id, event.type, event.data.object, verdictOf(event.data.object));
      case 'checkout.session.async_payment_failed':
        return webhookOf(event.id, event.type, event.data.object, {
          outcome: 'FAILED',
          reason: 'the delayed payment failed at Stripe',
        });
      default:
        return null;
    }
  }

  /** A verified webhook's word on this purchase: FAILED when the event is about another session or currency. */
  webhookVerdict(purchase: GatewayPurchase, event: StripeWebhookEvent): Verification {
    const problem = mismatch(purchase, event);
    return problem ? { outcome: 'FAILED', reason: problem } : event.verification;
  }

  /** One SDK call, recorded in the payment log. A network failure is GatewayUnreachable; a refused key, an Error. */
  private async call<T extends object>(
    referenceId: string,
    request: StripeCall,
    send: () => Promise<Stripe.Response<T>>,
  ): Promise<Stripe.Response<T>> {
    const logged: GatewayExchange['request'] = {
      method: request.method,
      url: this.hide(this.apiBase + request.path),
      headers: request.idempotencyKey ? { 'idempotency-key': request.idempotencyKey } : {},
      body: request.params ? this.hide(JSON.stringify(request.params)) : null,
    };
    const started = Date.now();
    const exchange = { referenceId, method: this.method, request: logged };
    try {
      const answer = await send();
      await this.record({
        ...exchange,
        // lastResponse is not enumerable: the body logged is the object Stripe answered.
        response: { status: answer.lastResponse.statusCode, body: this.hide(JSON.stringify(answer)) },
        error: null,
        durationMs: Date.now() - started,
      });
      return answer;
    } catch (error) {
      const answered = error instanceof Stripe.errors.StripeError && error.statusCode !== undefined;
      await this.record({
        ...exchange,
        response: answered
          ? { status: error.statusCode ?? 0, body: this.hide(JSON.stringify(errorBody(error))) }
          : null,
        error: this.hide(error instanceof Error ? error.message : String(error)),
        durationMs: Date.now() - started,
      });
      if (error instanceof Stripe.errors.StripeConnectionError) throw new GatewayUnreachable(this.method, error);
      if (error instanceof Stripe.errors.StripeAuthenticationError)
        throw new Error(`Stripe refused the secret key (HTTP 401): ${this.hide(error.message)}`, { cause: error });
      throw error;
    }
  }

  /** A refusal from Stripe's API as one line; GatewayUnreachable and the other Errors pass as they are. */
  private refusal(what: string, error: unknown): unknown {
    if (!(error instanceof Stripe.errors.StripeError)) return error;
    const says = this.hide(error.message);
    return new Error(`Stripe refused to ${what} (HTTP ${error.statusCode ?? '?'}): ${says}`, { cause: error });
  }

  /** Stripe's error messages name keys by their last characters only; this makes sure no secret reaches the log. */
  private hide(text: string): string {
    let out = text;
    for (const secret of [this.config.secretKey, this.config.webhookSecret])
      if (secret.length >= 4) out = out.split(secret).join('[redacted]');
    return out;
  }
}

/** The session's expiry, fixed by the purchase's creation so that a retried start sends the same parameters. */
function expiryOf(purchase: GatewayPurchase): number {
  const expiresAt = Math.floor(purchase.createdAt.getTime() / 1000) + SESSION_MINUTES * 60;
  if (expiresAt - Date.now() / 1000 < STRIPE_LEAST_MINUTES * 60 + 60)
    throw new Error(
      `The purchase ${purchase.referenceId} is too old to start at Stripe: a Checkout Session must last at least ` +
        `${STRIPE_LEAST_MINUTES} minutes, and it would expire ${SESSION_MINUTES} minutes after the purchase was made`,
    );
  return expiresAt;
}

/** A Checkout Session's word on the purchase it should belong to. */
function verdictFor(purchase: GatewayPurchase, session: Stripe.Checkout.Session): Verification {
  const problem = mismatch(purchase, {
    sessionId: session.id,
    referenceId: session.client_reference_id,
    currency: session.currency?.toUpperCase() ?? null,
  });
  return problem ? { outcome: 'FAILED', reason: problem } : verdictOf(session);
}

/** Why a session is not this purchase's, or null when it is. */
function mismatch(
  purchase: GatewayPurchase,
  session: { sessionId: string; referenceId: string | null; currency: string | null },
): string | null {
  if (session.sessionId !== purchase.gatewayRef)
    return `the Stripe Checkout Session ${session.sessionId} is not this purchase’s`;
  if (session.referenceId !== purchase.referenceId)
    return `the Stripe Checkout Session ${session.sessionId} belongs to another purchase`;
  if (session.currency !== purchase.currency)
    return `the Stripe Checkout Session is in ${String(session.currency)}, not ${purchase.currency}`;
  return null;
}

/** What a session's status and payment_status mean (payments.md: fulfil only when payment_status is paid). */
function verdictOf(session: Stripe.Checkout.Session): Verification {
  switch (session.status) {
    case 'complete': {
      if (session.payment_status === 'unpaid')
        return { outcome: 'PENDING', reason: 'the payment is still processing at Stripe (a delayed payment method)' };
      if (session.payment_status !== 'paid')
        return { outcome: 'FAILED', reason: `Stripe says the session needed no payment (${session.payment_status})` };
      const intent = session.payment_intent;
      const intentId = typeof intent === 'string' ? intent : (intent?.id ?? null);
      if (!intentId || session.amount_total === null)
        return { outcome: 'PENDING', reason: 'Stripe says paid but names no PaymentIntent or amount yet' };
      return { outcome: 'PAID', gatewayTxnId: intentId, amount: session.amount_total };
    }
    case 'expired':
      return { outcome: 'CANCELLED', reason: 'the Stripe Checkout Session expired unpaid' };
    case 'open':
      return { outcome: 'PENDING', reason: 'the payer has not paid at Stripe yet' };
    default:
      return { outcome: 'PENDING', reason: `Stripe answered an unknown session status: ${String(session.status)}` };
  }
}

function webhookOf(
  eventId: string,
  type: StripeWebhookEventType,
  session: Stripe.Checkout.Session,
  verification: Verification,
): StripeWebhookEvent | null {
  // Sessions made elsewhere on the same Stripe account (a payment link, another app) carry no reference of ours.
  const referenceId = session.client_reference_id ?? session.metadata?.referenceId ?? null;
  if (!referenceId) return null;
  return {
    eventId,
    type,
    referenceId,
    sessionId: session.id,
    currency: session.currency?.toUpperCase() ?? null,
    verification,
  };
}

/** Stripe's error answer as it came, `{error: {type, code, message, param}}`, for the log. */
function errorBody(error: Stripe.errors.StripeError): unknown {
  return { error: { type: error.rawType, code: error.code, message: error.message, param: error.param } };
}
