import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type KhaltiStatus =
  'Initiated' | 'Pending' | 'Completed' | 'User canceled' | 'Expired' | 'Refunded' | 'Partially Refunded';

export interface FakeKhaltiPayment {
  pidx: string;
  /** The initiate request's body, as Khalti received it. */
  request: Record<string, unknown>;
  status: KhaltiStatus;
  transactionId: string | null;
}

const API = '/api/v2';
const REQUIRED = ['return_url', 'website_url', 'amount', 'purchase_order_id', 'purchase_order_name'];
/** Khalti's smallest payment, in paisa. */
const MINIMUM = 1000;
/** Lookup answers these with HTTP 400, the others with 200 (payments.md, Khalti "Lookup"). */
const FINAL_FAILURES = new Set<KhaltiStatus>(['Expired', 'User canceled']);

/**
 * A local Khalti KPG-2 for tests: a real HTTP server with initiate and lookup, checking what Khalti checks (the
 * `Key` header, the required fields, the amount in paisa). The payer is played by the test: `pay` and `cancel`
 * answer the callback URL Khalti would send the browser to.
 */
export class FakeKhalti {
  private readonly payments = new Map<string, FakeKhaltiPayment>();
  private readonly server: Server = createServer((request, response) => this.handle(request, response));
  private origin = '';

  constructor(readonly secretKey: string) {}

  get url(): string {
    return this.origin;
  }
  /** What KhaltiConfig.baseUrl is set to. */
  get baseUrl(): string {
    return this.origin + API;
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', resolve);
    });
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  payment(pidx: string): FakeKhaltiPayment | undefined {
    return this.payments.get(pidx);
  }

  /** The payer pays: answers Khalti's callback to return_url. */
  pay(pidx: string): string {
    const payment = this.open(pidx);
    payment.status = 'Completed';
    payment.transactionId = randomBytes(11).toString('base64url');
    return this.callback(payment, '9800000001');
  }

  /** The payer cancels: answers the callback, with the transaction ids and mobile empty, as Khalti's are. */
  cancel(pidx: string): string {
    const payment = this.open(pidx);
    payment.status = 'User canceled';
    return this.callback(payment, '');
  }

  /** What lookup answers from now on (Pending, Expired, Refunded...). */
  setStatus(pidx: string, status: KhaltiStatus): void {
    const payment = this.payments.get(pidx);
    if (!payment) throw new Error(`The fake Khalti has no payment ${pidx}`);
    payment.status = status;
  }

  private open(pidx: string): FakeKhaltiPayment {
    const payment = this.payments.get(pidx);
    if (!payment || !['Initiated', 'Pending'].includes(payment.status))
      throw new Error(`The fake Khalti has no open payment ${pidx}`);
    return payment;
  }

  private callback(payment: FakeKhaltiPayment, mobile: string): string {
    const url = new URL(String(payment.request.return_url));
    const txn = payment.transactionId ?? '';
    const amount = String(payment.request.amount);
    const params: Record<string, string> = {
      pidx: payment.pidx,
      transaction_id: txn,
      tidx: txn,
      txnId: txn,
      amount,
      total_amount: amount,
      mobile,
      status: payment.status,
      purchase_order_id: String(payment.request.purchase_order_id),
      purchase_order_name: String(payment.request.purchase_order_name),
    };
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url.toString();
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const path = new URL(request.url ?? '/', this.origin).pathname;
    if (request.method === 'GET' && path === '/pay/') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Khalti checkout (fake)</h1>');
      return;
    }
    const call =
      path === `${API}/epayment/initiate/` ? 'initiate' : path === `${API}/epayment/lookup/` ? 'lookup' : null;
    if (request.method !== 'POST' || !call) return send(response, 404, { detail: 'Not found.' });
    const authorization = request.headers.authorization;
    if (!authorization) return send(response, 401, { detail: 'Authentication credentials were not provided.' });
    if (authorization !== `Key ${this.secretKey}`) return send(response, 401, { detail: 'Invalid token.' });
    void readJson(request).then(
      (body) => {
        if (!body) send(response, 400, { detail: 'JSON parse error' });
        else if (call === 'initiate') this.initiate(body, response);
        else this.lookup(body, response);
      },
      () => response.destroy(),
    );
  }

  private initiate(body: Record<string, unknown>, response: ServerResponse): void {
    const problem = initiateProblem(body);
    if (problem) return send(response, 400, { ...problem, error_key: 'validation_error' });
    const pidx = randomBytes(16).toString('base64url');
    this.payments.set(pidx, { pidx, request: body, status: 'Initiated', transactionId: null });
    send(response, 200, {
      pidx,
      payment_url: `${this.origin}/pay/?pidx=${pidx}`,
      expires_at: new Date(Date.now() + 1800_000).toISOString(),
      expires_in: 1800,
    });
  }

  private lookup(body: Record<string, unknown>, response: ServerResponse): void {
    if (typeof body.pidx !== 'string' || !body.pidx)
      return send(response, 400, { pidx: ['This field is required.'], error_key: 'validation_error' });
    const payment = this.payments.get(body.pidx);
    if (!payment) return send(response, 404, { detail: 'Not found.', error_key: 'validation_error' });
    send(response, FINAL_FAILURES.has(payment.status) ? 400 : 200, {
      pidx: payment.pidx,
      total_amount: payment.request.amount,
      status: payment.status,
      transaction_id: payment.transactionId,
      fee: 0,
      refunded: payment.status === 'Refunded' || payment.status === 'Partially Refunded',
    });
  }
}

/** Khalti's validation errors, `{field: [message]}`, or null when initiate is acceptable. */
function initiateProblem(body: Record<string, unknown>): Record<string, string[]> | null {
  const missing = REQUIRED.filter((name) => body[name] === undefined || body[name] === null || body[name] === '');
  if (missing.length > 0) return Object.fromEntries(missing.map((name) => [name, ['This field is required.']]));
  for (const name of ['return_url', 'website_url'])
    if (typeof body[name] !== 'string' || !URL.canParse(body[name])) return { [name]: ['Enter a valid URL.'] };
  const amount = body.amount;
  if (typeof amount !== 'number' || !Number.isInteger(amount)) return { amount: ['A valid integer is required.'] };
  if (amount < MINIMUM) return { amount: [`Amount should be at least ${MINIMUM} paisa.`] };
  const info = body.customer_info;
  if (info !== undefined && (info === null || typeof info !== 'object' || Array.isArray(info)))
    return { customer_info: ['Must be an object.'] };
  const breakdown = body.amount_breakdown;
  if (Array.isArray(breakdown)) {
    const sum = breakdown.reduce<number>((total, line: { amount?: unknown }) => total + Number(line.amount), 0);
    if (sum !== amount) return { amount: ['Amount Breakdown mismatch'] };
  }
  return null;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
