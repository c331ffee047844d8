import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FORM_SIGNED_FIELDS, esewaSignature, hasValidSignature } from './esewa-signature';
import { paisaToRupees, rupeesToPaisa } from '../rupees';

export type EsewaStatus =
  'PENDING' | 'COMPLETE' | 'AMBIGUOUS' | 'NOT_FOUND' | 'CANCELED' | 'FULL_REFUND' | 'PARTIAL_REFUND';

export interface FakeEsewaTransaction {
  /** The form as the payer's browser posted it. */
  form: Record<string, string>;
  status: EsewaStatus;
  /** eSewa's transaction code (ref_id), once paid. */
  refId: string | null;
  /** What the status call says was paid, when set: else the amount asked about. */
  reportedAmount?: number;
}

const FORM_PATH = '/api/epay/main/v2/form';
const STATUS_PATH = '/api/epay/transaction/status/';
const AMOUNT_FIELDS = ['amount', 'tax_amount', 'product_service_charge', 'product_delivery_charge'] as const;
const REQUIRED_FIELDS = [
  ...AMOUNT_FIELDS,
  'total_amount',
  'transaction_uuid',
  'product_code',
  'success_url',
  'failure_url',
  'signed_field_names',
  'signature',
];
/** What eSewa signs in its success redirect (payments.md, eSewa "Success redirect"). */
const REDIRECT_SIGNED_FIELDS = 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';

/**
 * A local eSewa ePay v2 for tests: a real HTTP server with the form endpoint and the status call, checking what eSewa
 * checks. eSewa's payer is played by the test: `pay` and `cancel` answer where eSewa would send the browser next.
 */
export class FakeEsewa {
  /** When set, the status call answers eSewa's outage body (HTTP 200, no status). */
  outage = false;
  private readonly transactions = new Map<string, FakeEsewaTransaction>();
  private readonly server: Server = createServer((request, response) => this.handle(request, response));
  private origin = '';

  constructor(
    readonly productCode = 'EPAYTEST',
    readonly secretKey = '8gBm/:&EnhH.1/q',
  ) {}

  get url(): string {
    return this.origin;
  }
  get formUrl(): string {
    return this.origin + FORM_PATH;
  }
  get statusUrl(): string {
    return this.origin + STATUS_PATH;
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

  transaction(uuid: string): FakeEsewaTransaction | undefined {
    return this.transactions.get(uuid);
  }

  /** The payer pays: answers the success redirect, `success_url?data=<base64 JSON>` signed like eSewa's. */
  pay(uuid: string): string {
    const transaction = this.pending(uuid);
    transaction.status = 'COMPLETE';
    transaction.refId = `000${randomBytes(3).toString('hex').toUpperCase()}`;
    const data: Record<string, string> = {
      transaction_code: transaction.refId,
      status: 'COMPLETE',
      // eSewa writes the amount back its own way: "110" comes back as "110.0".
      total_amount: redirectAmount(transaction.form.total_amount ?? ''),
      transaction_uuid: uuid,
      product_code: this.productCode,
      signed_field_names: REDIRECT_SIGNED_FIELDS,
    };
    data.signature = esewaSignature(this.secretKey, data, REDIRECT_SIGNED_FIELDS.split(','));
    const redirect = new URL(transaction.form.success_url ?? '');
    redirect.searchParams.set('data', Buffer.from(JSON.stringify(data)).toString('base64'));
    return redirect.toString();
  }

  /** From now on the status call says the payment is COMPLETE for `rupees`, whatever amount it is asked about. */
  reportPaid(uuid: string, rupees: number): void {
    const transaction = this.transactions.get(uuid);
    if (!transaction) throw new Error(`The fake eSewa has no transaction ${uuid}`);
    transaction.status = 'COMPLETE';
    transaction.refId ??= `000${randomBytes(3).toString('hex').toUpperCase()}`;
    transaction.reportedAmount = rupees;
  }

  /** The payer cancels (nothing is paid, the session lapses): answers failure_url, which carries nothing. */
  cancel(uuid: string): string {
    return this.fail(uuid, 'NOT_FOUND');
  }

  /** The payment does not go through, and the status call then answers `status`: answers failure_url. */
  fail(uuid: string, status: EsewaStatus = 'CANCELED'): string {
    const transaction = this.pending(uuid);
    transaction.status = status;
    return transaction.form.failure_url ?? '';
  }

  /** What the status call answers from now on (AMBIGUOUS, a refund...). */
  setStatus(uuid: string, status: EsewaStatus): void {
    const transaction = this.transactions.get(uuid);
    if (!transaction) throw new Error(`The fake eSewa has no transaction ${uuid}`);
    transaction.status = status;
  }

  private pending(uuid: string): FakeEsewaTransaction {
    const transaction = this.transactions.get(uuid);
    if (transaction?.status !== 'PENDING') throw new Error(`The fake eSewa has no pending transaction ${uuid}`);
    return transaction;
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', this.origin);
    if (request.method === 'POST' && url.pathname === FORM_PATH) {
      void readBody(request).then(
        (body) => this.receiveForm(new URLSearchParams(body), response),
        () => response.destroy(),
      );
    } else if (request.method === 'GET' && url.pathname === STATUS_PATH) {
      this.answerStatus(url.searchParams, response);
    } else {
      send(response, 404, { error_message: 'Not found' });
    }
  }

  /** The payer's browser posts the form: checked as eSewa does, then the payer is "at eSewa's login page". */
  private receiveForm(params: URLSearchParams, response: ServerResponse): void {
    const form = Object.fromEntries(params);
    const problem = this.formProblem(form);
    if (problem) return send(response, 400, problem);
    const uuid = form.transaction_uuid ?? '';
    if (this.transactions.has(uuid) && this.transactions.get(uuid)?.status !== 'PENDING')
      return send(response, 400, { code: 'ES_DUPLICATE', error_message: 'Duplicate transaction_uuid' });
    this.transactions.set(uuid, { form, status: 'PENDING', refId: null });
    response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>eSewa login (fake)</h1>');
  }

  /** Why eSewa would refuse the form. ES104 is eSewa's own code (community reports); the others are the fake's. */
  private formProblem(form: Record<string, string>): { code: string; error_message: string } | null {
    const missing = REQUIRED_FIELDS.filter((name) => !form[name]);
    if (missing.length > 0) return { code: 'ES_FIELDS', error_message: `Missing ${missing.join(', ')}` };
    const parts = AMOUNT_FIELDS.map((name) => rupeesToPaisa(form[name]));
    const total = rupeesToPaisa(form.total_amount);
    if (total === null || total <= 0 || parts.some((part) => part === null))
      return { code: 'ES_AMOUNT', error_message: 'Invalid amount' };
    if (parts.reduce<number>((sum, part) => sum + (part ?? 0), 0) !== total)
      return { code: 'ES_AMOUNT', error_message: 'total_amount is not the sum of the amounts' };
    if (!/^[A-Za-z0-9-]+$/.test(form.transaction_uuid ?? ''))
      return { code: 'ES_UUID', error_message: 'Invalid transaction_uuid' };
    if (form.product_code !== this.productCode) return { code: 'ES_MERCHANT', error_message: 'Invalid product_code' };
    if (!isUrl(form.success_url) || !isUrl(form.failure_url))
      return { code: 'ES_URL', error_message: 'Invalid success_url or failure_url' };
    const signed = form.signed_field_names?.split(',') ?? [];
    if (FORM_SIGNED_FIELDS.some((name) => !signed.includes(name)) || !hasValidSignature(this.secretKey, form))
      return { code: 'ES104', error_message: 'Invalid payload signature' };
    return null;
  }

  private answerStatus(query: URLSearchParams, response: ServerResponse): void {
    if (this.outage) return send(response, 200, { code: 0, error_message: 'Service is currently unavailable' });
    const [productCode, totalAmount, uuid] = ['product_code', 'total_amount', 'transaction_uuid'].map(
      (name) => query.get(name) ?? '',
    );
    if (!productCode || !totalAmount || !uuid)
      return send(response, 400, {
        code: 0,
        error_message: 'product_code, total_amount and transaction_uuid are required',
      });
    const transaction = this.transactions.get(uuid);
    // A transaction is found by all three values, the amount compared as an amount.
    const found =
      transaction &&
      productCode === this.productCode &&
      rupeesToPaisa(totalAmount) === rupeesToPaisa(transaction.form.total_amount);
    send(response, 200, {
      product_code: productCode,
      transaction_uuid: uuid,
      total_amount:
        found && transaction.reportedAmount !== undefined ? transaction.reportedAmount : Number(totalAmount),
      status: found ? transaction.status : 'NOT_FOUND',
      ref_id: found ? transaction.refId : null,
    });
  }
}

function redirectAmount(total: string): string {
  const paisa = rupeesToPaisa(total) ?? 0;
  return paisa % 100 === 0 ? `${paisa / 100}.0` : paisaToRupees(paisa);
}

function isUrl(value: string | undefined): boolean {
  return URL.canParse(value ?? '') && /^https?:$/.test(new URL(value ?? '').protocol);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
