import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A Checkout Session as the fake keeps and answers it: the fields of Stripe's object that the adapter reads. */
export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string | null;
  expires_at: number;
  created: number;
  livemode: false;
}

/** One request as the fake received it, for tests to look at what the SDK really sent. */
export interface FakeStripeRequest {
  method: string;
  path: string;
  /** The form body, decoded from its bracketed keys (`line_items[0][quantity]`) into objects and arrays. */
  params: FormObject;
  idempotencyKey: string | null;
  stripeVersion: string | null;
}

export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

interface StripeErrorBody {
  type: 'invalid_request_error' | 'idempotency_error';
  message: string;
  code?: string;
  param?: string;
}

/** Stripe takes currencies lowercase; these are the ones Ringside charges. */
const CURRENCIES = new Set(['usd', 'npr']);
const MINUTE = 60;

/**
 * A local Stripe API for tests: a real HTTP server the official SDK is pointed at (host, port, protocol http). It
 * imitates what Ringside uses: Checkout Sessions create and retrieve, refunds, the Bearer secret key, Stripe's
 * form-encoded bodies and its idempotency keys (the same key answers the same session; with other parameters it is
 * refused, as Stripe does). The payer and Stripe's clock are played by the test: `pay`, `payLater` then `settle`, `expire`; and
 * `event` builds the webhook body Stripe would post.
 */
export class FakeStripe {
  readonly requests: FakeStripeRequest[] = [];
  private readonly sessions = new Map<string, FakeCheckoutSession>();
  private readonly refunded = new Set<string>();
  /** Idempotency key -> the request's body and the answer it got (Stripe replays the first answer). */
  private readonly replies = new Map<string, { body: string; status: number; answer: unknown }>();
  private readonly server: Server = createServer((request, response) => this.handle(request, response));
  private origin = '';

  constructor(readonly secretKey: string) {}

  get url(): string {
    return this.origin;
  }
  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', resolve);
    });
    this.origin = `http://127.0.0.1:${this.port}`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  session(id: string): FakeCheckoutSession | undefined {
    return this.sessions.get(id);
  }

  /** The sessions made for one purchase (its client_reference_id): one, however often its start was retried. */
  /** Whether Stripe has refunded this PaymentIntent. */
  wasRefunded(paymentIntent: string): boolean {
    return this.refunded.has(paymentIntent);
  }

  sessionsFor(referenceId: string): FakeCheckoutSession[] {
    return [...this.sessions.values()].filter((session) => session.client_reference_id === referenceId);
  }

  /** The payer pays by card: the session completes, paid, with a PaymentIntent. */
  pay(id: string): FakeCheckoutSession {
    const session = this.payable(id);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent ??= `pi_${token(24)}`;
    return session;
  }

  /** The payer chooses a delayed method (a bank debit): the session completes, but unpaid until the money lands. */
  payLater(id: string): FakeCheckoutSession {
    const session = this.payable(id);
    session.status = 'complete';
    session.payment_intent = `pi_${token(24)}`;
    return session;
  }

  /** The delayed payment lands: the completed session becomes paid. */
  settle(id: string): FakeCheckoutSession {
    const session = this.sessions.get(id);
    if (session?.status !== 'complete' || session.payment_status !== 'unpaid')
      throw new Error(`The fake Stripe has no session ${id} awaiting a delayed payment`);
    session.payment_status = 'paid';
    return session;
  }

  /** Stripe expires the session (its expires_at passed, or it was expired by API): it can no longer be paid. */
  expire(id: string): FakeCheckoutSession {
    const session = this.payable(id);
    session.status = 'expired';
    session.url = null;
    return session;
  }

  /** The exact webhook body Stripe would post for this session now: sign this very string. */
  event(type: string, sessionId: string): string {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`The fake Stripe has no session ${sessionId}`);
    return JSON.stringify({
      id: `evt_${token(24)}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: session },
    });
  }

  private payable(id: string): FakeCheckoutSession {
    const session = this.sessions.get(id);
    if (!session || session.status !== 'open') throw new Error(`The fake Stripe has no open session ${id}`);
    return session;
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const path = new URL(request.url ?? '/', this.origin).pathname;
    if (request.method === 'GET' && path.startsWith('/c/pay/')) {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Stripe Checkout (fake)</h1>');
      return;
    }
    const authorization = request.headers.authorization;
    if (!authorization?.startsWith('Bearer '))
      return send(response, 401, {
        error: {
          type: 'invalid_request_error',
          message: 'You did not provide an API key. Provide it in the Authorization header, as a Bearer token.',
        },
      });
    if (authorization !== `Bearer ${this.secretKey}`)
      // Stripe names the key it refused by its last four characters only.
      return send(response, 401, {
        error: {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${authorization.slice(7, 15)}****${authorization.slice(-4)}`,
        },
      });
    void readBody(request).then(
      (body) => this.route(request, path, body, response),
      () => response.destroy(),
    );
  }

  private route(request: IncomingMessage, path: string, body: string, response: ServerResponse): void {
    const params = parseForm(body);
    const idempotencyKey = header(request, 'idempotency-key');
    this.requests.push({
      method: request.method ?? '',
      path,
      params,
      idempotencyKey,
      stripeVersion: header(request, 'stripe-version'),
    });
    const retrieved = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && retrieved) return this.retrieve(decodeURIComponent(retrieved[1] ?? ''), response);
    const create =
      request.method !== 'POST'
        ? null
        : path === '/v1/checkout/sessions'
          ? () => this.createSession(params)
          : path === '/v1/refunds'
            ? () => this.createRefund(params)
            : null;
    if (!create)
      return send(response, 404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path}).` },
      });
    if (!idempotencyKey) {
      const [status, answer] = create();
      return send(response, status, answer);
    }
    const earlier = this.replies.get(idempotencyKey);
    if (earlier && earlier.body !== body)
      return send(response, 400, {
        error: {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        },
      });
    if (earlier) return send(response, earlier.status, earlier.answer, { 'idempotent-replayed': 'true' });
    const [status, answer] = create();
    this.replies.set(idempotencyKey, { body, status, answer });
    send(response, status, answer);
  }

  private retrieve(id: string, response: ServerResponse): void {
    const session = this.sessions.get(id);
    if (!session) return send(response, 404, { error: missing('session', `No such checkout.session: '${id}'`) });
    send(response, 200, session);
  }

  private createSession(params: FormObject): [number, unknown] {
    const problem = sessionProblem(params);
    if (problem) return [400, { error: problem }];
    const lines = params.line_items as FormObject[];
    const first = lines[0] as FormObject;
    const priceData = first.price_data as FormObject;
    const id = `cs_test_${token(40)}`;
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      url: `${this.origin}/c/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: lines.reduce((sum, line) => sum + amountOf(line), 0),
      currency: String(priceData.currency),
      client_reference_id: text(params.client_reference_id),
      customer_email: text(params.customer_email),
      metadata: stringsOf(params.metadata),
      payment_intent: null,
      success_url: String(params.success_url),
      cancel_url: text(params.cancel_url),
      expires_at: params.expires_at === undefined ? now() + 24 * 60 * MINUTE : Number(params.expires_at),
      created: now(),
      livemode: false,
    };
    this.sessions.set(id, session);
    return [200, session];
  }

  private createRefund(params: FormObject): [number, unknown] {
    const intent = text(params.payment_intent);
    if (!intent) return [400, { error: missing('payment_intent', 'Missing required param: payment_intent.') }];
    const session = [...this.sessions.values()].find((one) => one.payment_intent === intent);
    if (!session || session.payment_status !== 'paid')
      return [400, { error: missing('payment_intent', `No such payment_intent: '${intent}'`) }];
    if (this.refunded.has(intent))
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: `This PaymentIntent (${intent}) has already been refunded.`,
          },
        },
      ];
    this.refunded.add(intent);
    return [
      200,
      {
        id: `re_${token(24)}`,
        object: 'refund',
        amount: session.amount_total,
        currency: session.currency,
        payment_intent: intent,
        status: 'succeeded',
        created: now(),
      },
    ];
  }
}

/** What Stripe would refuse in a Checkout Session create, as its error object, or null when it is acceptable. */
function sessionProblem(params: FormObject): StripeErrorBody | null {
  const invalid = (param: string, message: string): StripeErrorBody => ({
    type: 'invalid_request_error',
    code: 'parameter_invalid',
    param,
    message,
  });
  if (params.mode !== 'payment') return invalid('mode', 'The fake Stripe imitates mode=payment only.');
  for (const name of ['success_url', 'cancel_url']) {
    const url = params[name];
    if (typeof url !== 'string' || !url) return missing(name, `Missing required param: ${name}.`);
    if (!URL.canParse(url)) return invalid(name, `Not a valid URL: ${name}.`);
  }
  const lines = params.line_items;
  if (!Array.isArray(lines) || lines.length === 0)
    return missing('line_items', 'line_items is required in payment mode.');
  for (const [index, line] of lines.entries()) {
    const at = `line_items[${index}]`;
    if (typeof line !== 'object' || Array.isArray(line)) return invalid(at, `Invalid object: ${at}.`);
    const priceData = line.price_data;
    if (typeof priceData !== 'object' || Array.isArray(priceData))
      return missing(`${at}[price_data]`, `Missing required param: ${at}[price_data].`);
    const currency = priceData.currency;
    if (typeof currency !== 'string' || !CURRENCIES.has(currency))
      return invalid(`${at}[price_data][currency]`, `Invalid currency: ${String(currency)}.`);
    // Minor units: a decimal such as 15.00 is refused, as Stripe refuses it.
    if (!isCount(priceData.unit_amount, 0))
      return invalid(`${at}[price_data][unit_amount]`, `Invalid integer: ${String(priceData.unit_amount)}`);
    const product = priceData.product_data;
    if (typeof product !== 'object' || Array.isArray(product) || typeof product.name !== 'string' || !product.name)
      return missing(`${at}[price_data][product_data][name]`, 'Missing required param: product_data[name].');
    if (!isCount(line.quantity, 1)) return invalid(`${at}[quantity]`, 'Invalid quantity: must be at least 1.');
    if (lines[0] && currency !== ((lines[0] as FormObject).price_data as FormObject).currency)
      return invalid(`${at}[price_data][currency]`, 'All line items must use the same currency.');
  }
  if (params.expires_at !== undefined) {
    // Stripe's window: at least 30 minutes and at most 24 hours after the session is created.
    if (!isCount(params.expires_at, 0)) return invalid('expires_at', 'Invalid integer: expires_at.');
    const ahead = Number(params.expires_at) - now();
    if (ahead < 30 * MINUTE)
      return invalid('expires_at', 'The `expires_at` timestamp must be at least 30 minutes from session creation.');
    if (ahead > 24 * 60 * MINUTE)
      return invalid('expires_at', 'The `expires_at` timestamp must be less than 24 hours from session creation.');
  }
  return null;
}

function missing(param: string, message: string): StripeErrorBody {
  return { type: 'invalid_request_error', code: 'resource_missing', param, message };
}

function isCount(value: FormValue | undefined, least: number): boolean {
  return typeof value === 'string' && /^\d+$/.test(value) && Number(value) >= least;
}

function amountOf(line: FormObject): number {
  return Number((line.price_data as FormObject).unit_amount) * Number(line.quantity);
}

function text(value: FormValue | undefined): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function stringsOf(value: FormValue | undefined): Record<string, string> {
  if (typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * Stripe's form encoding: `line_items[0][price_data][currency]=usd` becomes `{line_items: [{price_data: {currency:
 * 'usd'}}]}`. Objects whose keys are all indexes become arrays.
 */
export function parseForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = (key.match(/^[^[]+|\[[^\]]*\]/g) ?? [key]).map((part) => part.replace(/^\[|\]$/g, ''));
    let node = root;
    for (const [index, part] of parts.entries()) {
      if (index === parts.length - 1) {
        node[part] = value;
        break;
      }
      const next = node[part];
      const child: FormObject = typeof next === 'object' && !Array.isArray(next) ? next : {};
      node[part] = child;
      node = child;
    }
  }
  return arrays(root) as FormObject;
}

function arrays(value: FormValue): FormValue {
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, arrays(value[key] as FormValue)] as const);
  if (keys.length > 0 && keys.every((key, index) => key === String(index))) return entries.map(([, item]) => item);
  return Object.fromEntries(entries);
}

function header(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response
    .writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${token(14)}`, ...headers })
    .end(JSON.stringify(body));
}

function token(length: number): string {
  return randomBytes(length).toString('base64url').replace(/[-_]/g, '').slice(0, length).padEnd(length, '0');
}

function now(): number {
  return Math.floor(Date.now() / 1000);
}
