import type { PaymentMethod } from '@ringside/contract';
import { z } from 'zod';
import {
  type GatewayHttp,
  type GatewayPurchase,
  type PaymentGateway,
  type StartInput,
  type StartResult,
  type Verification,
  tamperedReturn,
} from '../gateway';
import { paisaToRupees, rupeesToPaisa } from '../rupees';

export interface ImePayConfig {
  merchantCode: string;
  /** The module name IME assigns; sent base64-encoded in the Module header. */
  module: string;
  apiUser: string;
  apiPassword: string;
  /** e.g. https://stg.imepay.com.np:7979 (staging) or https://payment.imepay.com.np:7979 (live). */
  baseUrl: string;
}

/** What the adapter's GatewayHttp must redact from the payment log (the headers are redacted whatever they hold). */
export function imePaySecrets(config: ImePayConfig): string[] {
  return [config.apiPassword];
}

/**
 * IME sends TokenId as a bare JSON number at times, with 18 digits: more than a double holds, so JSON.parse would
 * change it silently. Ids are quoted in the raw text first, so that every one of them is read as written.
 */
const BARE_ID = /("(?:TokenId|TransactionId|RefId|Msisdn)"\s*:\s*)(\d+)/g;

export function parseKeepingIds(text: string): unknown {
  return JSON.parse(text.replace(BARE_ID, '$1"$2"'));
}

const Amount = z.union([z.string(), z.number()]).nullish();
const ImeReply = z.object({
  ResponseCode: z.union([z.number(), z.string()]).transform((code) => String(code).trim()),
  ResponseDescription: z.string().nullish(),
  RefId: z.string().nullish(),
  TokenId: z.string().nullish(),
  TransactionId: z.string().nullish(),
  Amount,
  TranAmount: Amount,
});
type ImeReply = z.infer<typeof ImeReply>;

/** The 7 fields of the checkout's `data` on return (payments.md, IME Pay "Flow" 3). */
interface Callback {
  code: string;
  msisdn: string;
  transactionId: string;
  refId: string;
  tokenId: string;
}

/**
 * IME Pay web checkout (payments.md section 2). start asks GetToken for a token bound to the amount and sends the
 * payer to IME's checkout; IME sends them back with unsigned `data`, so confirm only checks that it is about this
 * purchase's token, then asks Confirm (or Recheck) and answers from IME's server alone.
 */
export class ImePayGateway implements PaymentGateway {
  readonly method: PaymentMethod = 'IME_PAY';
  readonly currencies = ['NPR'] as const;
  private readonly baseUrl: string;
  private readonly headers: Record<string, string>;

  constructor(
    private readonly config: ImePayConfig,
    private readonly http: GatewayHttp,
  ) {
    // The merchant code travels in the pipe-separated checkout data.
    if (!config.merchantCode || config.merchantCode.includes('|')) throw new Error('IME Pay merchantCode is invalid');
    if (!config.module) throw new Error('IME Pay module is missing');
    this.baseUrl = config.baseUrl.replace(/\/+$/, '');
    this.headers = {
      authorization: `Basic ${Buffer.from(`${config.apiUser}:${config.apiPassword}`).toString('base64')}`,
      module: Buffer.from(config.module).toString('base64'),
    };
  }

  async start({ purchase, returnUrl, cancelUrl }: StartInput): Promise<StartResult> {
    if (purchase.currency !== 'NPR') throw new Error(`IME Pay takes NPR only, not ${purchase.currency}`);
    if (!Number.isSafeInteger(purchase.amount) || purchase.amount <= 0)
      throw new Error(`Not an amount in paisa: ${purchase.amount}`);
    if ([purchase.referenceId, returnUrl, cancelUrl].some((value) => value.includes('|')))
      throw new Error('IME Pay’s checkout data cannot carry a "|"');
    const { merchantCode } = this.config;
    const rupees = paisaToRupees(purchase.amount, 'cents');
    // A JSON number (1500, 123.45): exact for two decimals, and read by any .NET deserializer.
    const reply = await this.call('GetToken', purchase, {
      MerchantCode: merchantCode,
      Amount: Number(rupees),
      RefId: purchase.referenceId,
    });
    const token = reply.TokenId;
    if (reply.ResponseCode !== '0' || !token || token.includes('|'))
      throw new Error(`IME Pay gave no token: ${describe(reply)}`);
    // The token binds the amount: one bound to another purchase or amount must never reach the payer. (An answer
    // that states no Amount is bound to the one we asked for.)
    const bound = rupeesToPaisa(reply.Amount ?? rupees);
    if ((reply.RefId && reply.RefId !== purchase.referenceId) || bound !== purchase.amount)
      throw new Error(`IME Pay bound its token to ${reply.RefId} for ${reply.Amount}, not to this purchase`);
    const data = [token, merchantCode, purchase.referenceId, rupees, 'GET', returnUrl, cancelUrl].join('|');
    const url = new URL(`${this.baseUrl}/WebCheckout/Checkout`);
    url.searchParams.set('data', Buffer.from(data, 'utf8').toString('base64'));
    return { handoff: { redirectUrl: url.toString() }, gatewayRef: token };
  }

  async confirm(purchase: GatewayPurchase, returned: Record<string, string>): Promise<Verification> {
    if (!purchase.gatewayRef) return { outcome: 'FAILED', reason: 'the purchase has no IME Pay token' };
    // A return without data (a page reload, a cancel URL IME appended to badly) tells nothing: ask IME.
    if (returned.data === undefined) return this.status(purchase);
    const callback = decodeCallback(returned.data);
    if (!callback) return tamperedReturn('IME Pay’s data is not its 7 fields');
    if (callback.refId !== purchase.referenceId || callback.tokenId !== purchase.gatewayRef)
      return tamperedReturn('IME Pay’s data is about another payment');
    if (callback.code === '0') {
      const reply = await this.call('Confirm', purchase, {
        MerchantCode: this.config.merchantCode,
        RefId: purchase.referenceId,
        TokenId: purchase.gatewayRef,
        TransactionId: callback.transactionId,
        Msisdn: callback.msisdn,
      });
      return verdict(purchase, purchase.gatewayRef, reply, callback.transactionId);
    }
    // Anything but success is confirmed with Recheck: a cancel stays a cancel unless IME says it was paid after all.
    const recheck = await this.status(purchase);
    if (callback.code === '3' && recheck.outcome !== 'PAID')
      return { outcome: 'CANCELLED', reason: 'the payer cancelled at IME Pay' };
    return recheck;
  }

  async status(purchase: GatewayPurchase): Promise<Verification> {
    // Without a token the payer never reached IME Pay: there is nothing to pay.
    if (!purchase.gatewayRef) return { outcome: 'CANCELLED', reason: 'the purchase never got an IME Pay token' };
    const reply = await this.call('Recheck', purchase, {
      MerchantCode: this.config.merchantCode,
      RefId: purchase.referenceId,
      TokenId: purchase.gatewayRef,
    });
    return verdict(purchase, purchase.gatewayRef, reply);
  }

  private async call(
    path: 'GetToken' | 'Confirm' | 'Recheck',
    purchase: GatewayPurchase,
    body: Record<string, string | number>,
  ): Promise<ImeReply> {
    const response = await this.http(purchase.referenceId, {
      method: 'POST',
      url: `${this.baseUrl}/api/Web/${path}`,
      headers: this.headers,
      json: body,
    });
    // Wrong credentials (401) or an outage are ours or IME's to fix, never the payer's failure: throw, and the
    // purchase stays as it was for the reconciler.
    if (response.status < 200 || response.status >= 300)
      throw new Error(`IME Pay answered ${path} with HTTP ${response.status}`);
    let parsed: unknown;
    try {
      parsed = parseKeepingIds(response.text);
    } catch {
      parsed = undefined;
    }
    const reply = ImeReply.safeParse(parsed);
    if (!reply.success) throw new Error(`IME Pay answered ${path} without a ResponseCode`);
    return reply.data;
  }
}

/** What a Confirm or Recheck answer means (payments.md, IME Pay "ResponseCode values"). */
function verdict(purchase: GatewayPurchase, token: string, reply: ImeReply, transactionId?: string): Verification {
  if ((reply.RefId && reply.RefId !== purchase.referenceId) || (reply.TokenId && reply.TokenId !== token))
    return { outcome: 'PENDING', reason: `IME Pay answered about another payment: ${reply.RefId} ${reply.TokenId}` };
  switch (reply.ResponseCode) {
    case '0': {
      // The token binds the amount we asked it for, so an answer that states none was for the purchase's amount.
      const stated = reply.TranAmount ?? reply.Amount;
      const amount = stated == null ? purchase.amount : rupeesToPaisa(stated);
      if (amount === null) return { outcome: 'PENDING', reason: `IME Pay says paid, but ${stated} is no amount` };
      return { outcome: 'PAID', gatewayTxnId: reply.TransactionId || transactionId || token, amount };
    }
    case '1':
      return { outcome: 'FAILED', reason: `IME Pay says ${describe(reply)}` };
    case '3':
      return { outcome: 'CANCELLED', reason: `IME Pay says ${describe(reply)}` };
    default:
      return { outcome: 'PENDING', reason: `IME Pay says ${describe(reply)}` };
  }
}

function describe(reply: ImeReply): string {
  return `${reply.ResponseCode}${reply.ResponseDescription ? ` (${reply.ResponseDescription})` : ''}`;
}

/** The return's `data`, or null when it is not base64 of 7 pipe-separated fields. */
function decodeCallback(raw: string): Callback | null {
  let text = raw;
  try {
    // It may arrive still URL-encoded, and a query parser may have turned base64's '+' into spaces.
    if (text.includes('%')) text = decodeURIComponent(text);
  } catch {
    return null;
  }
  const fields = Buffer.from(text.replaceAll(' ', '+'), 'base64').toString('utf8').split('|');
  if (fields.length !== 7) return null;
  const [code = '', , msisdn = '', transactionId = '', refId = '', , tokenId = ''] = fields;
  return { code: code.trim(), msisdn, transactionId, refId, tokenId };
}
