import { createVerify } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

/**
 * A local stand-in for NCHL's connectIPS, for tests and local runs (payments.md section 1). It holds what NCHL holds:
 * the merchant's public key, the app password and the static success and failure URLs. It checks what NCHL checks,
 * and remembers each transaction so that validatetxn answers from memory. The test plays the payer with pay, fail and
 * abandon, which answer the URL NCHL would redirect the browser to.
 */
export interface FakeConnectIpsOptions {
  merchantId: string;
  appId: string;
  appPassword: string;
  /** The public half of the merchant's key, as PEM. */
  publicKeyPem: string;
  /** The static URLs registered with NCHL; NCHL adds `?TXNID=`. */
  successUrl: string;
  failureUrl: string;
}

type TxnState = 'AWAITING_OTP' | 'PAID' | 'FAILED';

/** The fields the login page requires, and their maximum lengths (payments.md, connectIPS "Form fields"). */
const FORM_LIMITS = {
  MERCHANTID: 20,
  APPID: 20,
  APPNAME: 30,
  TXNID: 20,
  TXNDATE: 10,
  TXNCRNCY: 3,
  TXNAMT: 20,
  REFERENCEID: 20,
  REMARKS: 50,
  PARTICULARS: 100,
} as const;
const FORM_FIELDS = Object.keys(FORM_LIMITS) as (keyof typeof FORM_LIMITS)[];

const ValidateRequest = z.object({
  merchantId: z.unknown(),
  appId: z.string(),
  referenceId: z.string(),
  txnAmt: z.unknown(),
  token: z.string(),
});

export class FakeConnectIps {
  /** Every form the login page accepted, as posted. */
  readonly loginForms: Record<string, string>[] = [];
  /** Every validatetxn request that passed Basic auth, as parsed JSON. */
  readonly validations: unknown[] = [];
  private readonly txns = new Map<string, { amount: number; state: TxnState }>();
  private server: Server | undefined;

  constructor(private readonly options: FakeConnectIpsOptions) {}

  async start(): Promise<void> {
    const server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => send(response, 500, 'text/plain', String(error)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
  }

  get url(): string {
    if (!this.server) throw new Error('The fake connectIPS is not started');
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The payer confirms with the OTP: the debit succeeds and NCHL redirects to the success URL. */
  pay(txnId: string): string {
    return this.settle(txnId, 'PAID', this.options.successUrl);
  }

  /** The debit or credit fails after the OTP. */
  fail(txnId: string): string {
    return this.settle(txnId, 'FAILED', this.options.failureUrl);
  }

  /** The payer clicks "Return to Creditor Site" before entering the OTP. */
  abandon(txnId: string): string {
    return this.settle(txnId, 'AWAITING_OTP', this.options.failureUrl);
  }

  private settle(txnId: string, state: TxnState, redirectTo: string): string {
    const txn = this.txns.get(txnId);
    if (!txn) throw new Error(`The fake connectIPS never received the form of ${txnId}`);
    txn.state = state;
    const url = new URL(redirectTo);
    url.searchParams.set('TXNID', txnId);
    return url.toString();
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    if (request.method === 'POST' && path === '/connectipswebgw/loginpage')
      return this.loginPage(Object.fromEntries(new URLSearchParams(await readBody(request))), response);
    if (request.method === 'POST' && path === '/connectipswebws/api/creditor/validatetxn') {
      const { appId, appPassword } = this.options;
      if (request.headers.authorization !== `Basic ${Buffer.from(`${appId}:${appPassword}`).toString('base64')}`)
        return send(response, 401, 'application/json', JSON.stringify({ error: 'Unauthorized' }));
      return this.validateTxn(await readBody(request), response);
    }
    send(response, 404, 'text/plain', 'Not found');
  }

  private loginPage(form: Record<string, string>, response: ServerResponse): void {
    const problem = this.problemWith(form);
    if (problem) return send(response, 400, 'text/html', `<p>Invalid request: ${problem}</p>`);
    this.loginForms.push(form);
    this.txns.set(form.TXNID as string, { amount: Number(form.TXNAMT), state: 'AWAITING_OTP' });
    send(response, 200, 'text/html', `<p>Log in to your bank to pay NPR ${form.TXNAMT} paisa</p>`);
  }

  /** Why NCHL would refuse the login page form, or null. */
  private problemWith(form: Record<string, string>): string | null {
    for (const name of FORM_FIELDS) {
      const value = form[name];
      if (!value) return `${name} is missing`;
      if (value.length > FORM_LIMITS[name]) return `${name} is longer than ${FORM_LIMITS[name]}`;
    }
    if (form.MERCHANTID !== this.options.merchantId || form.APPID !== this.options.appId) return 'unknown merchant';
    if (form.TXNCRNCY !== 'NPR') return 'TXNCRNCY must be NPR';
    if (!/^[1-9]\d*$/.test(form.TXNAMT ?? '')) return 'TXNAMT must be a whole number of paisa';
    if (!/^\d{2}-\d{2}-\d{4}$/.test(form.TXNDATE ?? '')) return 'TXNDATE must be DD-MM-YYYY';
    if (this.txns.has(form.TXNID ?? '')) return 'TXNID was already used';
    const message = [...FORM_FIELDS.map((name) => `${name}=${form[name]}`), 'TOKEN=TOKEN'].join(',');
    if (!this.verifies(message, form.TOKEN)) return 'TOKEN does not verify';
    return null;
  }

  private validateTxn(raw: string, response: ServerResponse): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    this.validations.push(parsed);
    const request = ValidateRequest.safeParse(parsed);
    const answer = (status: string, statusDesc: string, txnAmt: string | null = null) =>
      send(
        response,
        200,
        'application/json',
        JSON.stringify({
          merchantId: Number(this.options.merchantId),
          appId: this.options.appId,
          referenceId: request.data?.referenceId ?? null,
          txnAmt,
          token: null,
          status,
          statusDesc,
        }),
      );
    if (!request.success) return answer('ERROR', 'INVALID REQUEST');
    const { merchantId, appId, referenceId, txnAmt, token } = request.data;
    // NCHL reads merchantId as a number: a string is not the merchant.
    if (merchantId !== Number(this.options.merchantId) || appId !== this.options.appId)
      return answer('ERROR', 'INVALID MERCHANT');
    const message = `MERCHANTID=${merchantId},APPID=${appId},REFERENCEID=${referenceId},TXNAMT=${String(txnAmt)}`;
    if (!this.verifies(message, token)) return answer('ERROR', 'INVALID TOKEN');
    const txn = this.txns.get(referenceId);
    if (!txn) return answer('ERROR', 'TRANSACTION NOT FOUND');
    if (txnAmt !== txn.amount) return answer('ERROR', 'INVALID TRANSACTION AMOUNT');
    const amount = String(txn.amount);
    if (txn.state === 'PAID') return answer('SUCCESS', 'TRANSACTION SUCCESSFUL', amount);
    if (txn.state === 'FAILED') return answer('FAILED', 'TRANSACTION UNSUCCESSFUL', amount);
    answer('ERROR', 'TRANSACTION INCOMPLETE', amount);
  }

  private verifies(message: string, token: string | undefined): boolean {
    if (!token) return false;
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(this.options.publicKeyPem, token, 'base64');
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': `${type}; charset=utf-8` });
  response.end(body);
}
