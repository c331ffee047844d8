import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paisaToRupees, rupeesToPaisa } from '../rupees';

/**
 * A local stand-in for IME Pay's web checkout, for tests and local runs (payments.md section 2). It checks the Basic
 * auth and the base64 Module header on every API call, issues TokenIds as bare 18-digit JSON numbers (as IME does at
 * times, and as JSON.parse cannot read exactly), binds each token to its amount, and remembers each payment so that
 * Confirm and Recheck answer from memory. The test plays the payer: it opens the checkout URL, then pay, fail or
 * cancel answer the URL IME would redirect the browser to.
 */
export interface FakeImePayOptions {
  merchantCode: string;
  module: string;
  apiUser: string;
  apiPassword: string;
}

type PaymentState = 'ISSUED' | 'PAID' | 'FAILED' | 'CANCELLED';

interface Payment {
  refId: string;
  /** Bound by GetToken; the checkout and every answer state it. */
  paisa: number;
  state: PaymentState;
  /** From the checkout's data, once the payer's browser opened it. */
  respUrl?: string;
  cancelUrl?: string;
  transactionId?: string;
  msisdn?: string;
}

type Body = Record<string, unknown>;

const API_CALLS = ['GetToken', 'Confirm', 'Recheck'] as const;

/** Codes and descriptions as IME answers them. */
const ANSWERS: Record<PaymentState, [number, string]> = {
  PAID: [0, 'Transaction Successful'],
  FAILED: [1, 'Transaction Failed'],
  ISSUED: [1, 'Transaction Not Found'],
  CANCELLED: [3, 'Operation Cancelled By User'],
};

export class FakeImePay {
  /** The raw body of every GetToken that passed auth: amounts are checked as IME received them. */
  readonly tokenRequests: string[] = [];
  /** Every Confirm that passed auth, as parsed JSON. */
  readonly confirmations: Body[] = [];
  private readonly payments = new Map<string, Payment>();
  /** 18 digits, past Number.MAX_SAFE_INTEGER (16 digits): JSON.parse would round it. */
  private nextToken = 202103111046564183n;
  private nextTransaction = 7000;
  private server: Server | undefined;

  constructor(private readonly options: FakeImePayOptions) {}

  async start(): Promise<void> {
    const server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => send(response, 500, String(error)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
  }

  get url(): string {
    if (!this.server) throw new Error('The fake IME Pay is not started');
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The payer pays from their wallet; IME redirects to RespUrl. */
  pay(tokenId: string, msisdn = '9800000001'): string {
    const payment = this.opened(tokenId);
    Object.assign(payment, { state: 'PAID', transactionId: String(this.nextTransaction++), msisdn });
    return this.redirect(tokenId, payment.respUrl as string);
  }

  /** The wallet debit fails; IME redirects to RespUrl with code 1. */
  fail(tokenId: string): string {
    const payment = this.opened(tokenId);
    payment.state = 'FAILED';
    return this.redirect(tokenId, payment.respUrl as string);
  }

  /** The payer cancels at the checkout; IME redirects to CancelUrl with code 3. */
  cancel(tokenId: string): string {
    const payment = this.opened(tokenId);
    payment.state = 'CANCELLED';
    return this.redirect(tokenId, payment.cancelUrl as string);
  }

  private opened(tokenId: string): Payment {
    const payment = this.payments.get(tokenId);
    if (!payment?.respUrl) throw new Error(`No payer opened the checkout of token ${tokenId}`);
    return payment;
  }

  /** `?data=` base64 of "ResponseCode|ResponseDescription|Msisdn|TransactionId|RefId|TranAmount|TokenId". */
  private redirect(tokenId: string, to: string): string {
    const payment = this.payments.get(tokenId) as Payment;
    const [code, description] = ANSWERS[payment.state];
    const fields = [code, description, payment.msisdn ?? '', payment.transactionId ?? '', payment.refId];
    const data = [...fields, amountOf(payment), tokenId].join('|');
    const url = new URL(to);
    url.searchParams.set('data', Buffer.from(data).toString('base64'));
    return url.toString();
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'GET' && url.pathname === '/WebCheckout/Checkout')
      return this.checkout(url.searchParams.get('data') ?? '', response);
    const call = API_CALLS.find((name) => url.pathname === `/api/Web/${name}`);
    if (request.method !== 'POST' || !call) return send(response, 404, 'Not found');
    const { apiUser, apiPassword, module } = this.options;
    const authorized =
      request.headers.authorization === `Basic ${Buffer.from(`${apiUser}:${apiPassword}`).toString('base64')}` &&
      request.headers.module === Buffer.from(module).toString('base64');
    if (!authorized) return send(response, 401, JSON.stringify({ Message: 'Authorization has been denied.' }));
    const raw = await readBody(request);
    const body = parseObject(raw);
    if (!body || body.MerchantCode !== this.options.merchantCode)
      return send(response, 200, JSON.stringify({ ResponseCode: 1, ResponseDescription: 'Invalid Merchant' }));
    if (call === 'GetToken') return this.getToken(raw, body, response);
    if (call === 'Confirm') this.confirmations.push(body);
    this.answer(call, body, response);
  }

  private getToken(raw: string, body: Body, response: ServerResponse): void {
    this.tokenRequests.push(raw);
    const paisa = rupeesToPaisa(body.Amount);
    if (paisa === null || paisa <= 0 || typeof body.RefId !== 'string' || !body.RefId)
      return send(response, 200, JSON.stringify({ ResponseCode: 1, ResponseDescription: 'Invalid Amount or RefId' }));
    const tokenId = String(this.nextToken++);
    const payment: Payment = { refId: body.RefId, paisa, state: 'ISSUED' };
    this.payments.set(tokenId, payment);
    const answer = { ResponseCode: 0, ResponseDescription: 'Success', Amount: amountOf(payment), RefId: body.RefId };
    send(response, 200, withBareToken(answer, tokenId));
  }

  /** The payer's browser opens the checkout: the data must name a live token, its merchant, purchase and amount. */
  private checkout(data: string, response: ServerResponse): void {
    const fields = Buffer.from(data, 'base64').toString('utf8').split('|');
    const [tokenId = '', merchantCode, refId, tranAmount, method, respUrl, cancelUrl] = fields;
    const payment = this.payments.get(tokenId);
    const refuse = (problem: string) => send(response, 400, JSON.stringify({ Message: problem }));
    if (fields.length !== 7) return refuse('data is not 7 fields');
    if (!payment || payment.state !== 'ISSUED') return refuse('unknown or used token');
    if (merchantCode !== this.options.merchantCode || refId !== payment.refId) return refuse('not this token’s data');
    if (rupeesToPaisa(tranAmount) !== payment.paisa) return refuse('the amount is not the token’s');
    if (method !== 'GET' && method !== 'POST') return refuse('Method is GET or POST');
    Object.assign(payment, { respUrl, cancelUrl });
    send(response, 200, `<p>Pay NPR ${paisaToRupees(payment.paisa, 'cents')} with IME Pay</p>`, 'text/html');
  }

  /** Confirm and Recheck: IME's word on a token, from memory. */
  private answer(call: 'Confirm' | 'Recheck', body: Body, response: ServerResponse): void {
    const tokenId = String(body.TokenId);
    const payment = this.payments.get(tokenId);
    const known =
      payment !== undefined &&
      payment.refId === body.RefId &&
      (call === 'Recheck' || (payment.state === 'PAID' && body.TransactionId === payment.transactionId));
    const [code, description] = payment && known ? ANSWERS[payment.state] : [1, 'Transaction Not Found'];
    const answer = {
      ResponseCode: code,
      ResponseDescription: description,
      RefId: body.RefId,
      TransactionId: payment?.transactionId ?? null,
      Msisdn: payment?.msisdn ?? null,
      TranAmount: payment ? amountOf(payment) : null,
    };
    // IME is inconsistent: Recheck answers the token as a bare number, Confirm as a string.
    send(
      response,
      200,
      call === 'Recheck' ? withBareToken(answer, tokenId) : JSON.stringify({ ...answer, TokenId: tokenId }),
    );
  }
}

/** "100.0000": IME's four decimals. */
function amountOf(payment: Payment): string {
  return `${paisaToRupees(payment.paisa, 'cents')}00`;
}

/** The answer as JSON with TokenId as a bare number of its digits, as IME writes it. */
function withBareToken(answer: Body, tokenId: string): string {
  if (!/^\d+$/.test(tokenId)) return JSON.stringify({ ...answer, TokenId: tokenId });
  return JSON.stringify({ ...answer, TokenId: 0 }).replace('"TokenId":0', `"TokenId":${tokenId}`);
}

function parseObject(text: string): Body | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : null;
  } catch {
    return null;
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: string, type = 'application/json'): void {
  response.writeHead(status, { 'content-type': `${type}; charset=utf-8` });
  response.end(body);
}
