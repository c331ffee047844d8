import type { PaymentMethod } from '@ringside/contract';
import {
  type GatewayHttp,
  type GatewayPurchase,
  type GatewayResponse,
  type PaymentGateway,
  type StartInput,
  type StartResult,
  type Verification,
  tamperedReturn,
} from '../gateway';
import { FORM_SIGNED_FIELDS, esewaSignature, hasValidSignature } from './esewa-signature';
import { paisaToRupees, rupeesToPaisa } from '../rupees';

export interface EsewaConfig {
  /** The merchant code (UAT: EPAYTEST). */
  productCode: string;
  secretKey: string;
  /** .../api/epay/main/v2/form: where the payer's browser posts the signed form. */
  formUrl: string;
  /** .../api/epay/transaction/status/: the server-side status call. */
  statusUrl: string;
}

/** eSewa accepts only these in transaction_uuid (payments.md, eSewa "Form fields"). */
const TRANSACTION_UUID = /^[A-Za-z0-9-]+$/;
/** The fields of the success redirect we rely on: each must be covered by its signature. */
const MUST_BE_SIGNED = ['transaction_uuid', 'product_code', 'total_amount'];

/**
 * eSewa ePay v2 (payments.md section 3). The payer's browser posts a signed form to eSewa, which sends it back to
 * success_url with signed `data`, or to failure_url with nothing. Whatever comes back, the answer is the status call's:
 * the redirect is only checked so that a tampered or foreign one is refused before anything else.
 */
export class EsewaGateway implements PaymentGateway {
  readonly method: PaymentMethod = 'ESEWA';
  readonly currencies = ['NPR'] as const;

  constructor(
    private readonly config: EsewaConfig,
    private readonly http: GatewayHttp,
  ) {}

  async start({ purchase, returnUrl, cancelUrl }: StartInput): Promise<StartResult> {
    if (purchase.currency !== 'NPR') throw new Error(`eSewa takes NPR only, not ${purchase.currency}`);
    if (!TRANSACTION_UUID.test(purchase.referenceId))
      throw new Error(`eSewa's transaction_uuid takes letters, digits and hyphens only: ${purchase.referenceId}`);
    // Everything is in the total; charges we do not use must still be sent, as 0.
    const total = paisaToRupees(purchase.amount);
    const fields: Record<string, string> = {
      amount: total,
      tax_amount: '0',
      product_service_charge: '0',
      product_delivery_charge: '0',
      total_amount: total,
      transaction_uuid: purchase.referenceId,
      product_code: this.config.productCode,
      success_url: returnUrl,
      failure_url: cancelUrl,
      signed_field_names: FORM_SIGNED_FIELDS.join(','),
    };
    fields.signature = esewaSignature(this.config.secretKey, fields, FORM_SIGNED_FIELDS);
    return { handoff: { form: { action: this.config.formUrl, method: 'POST', fields } } };
  }

  async confirm(purchase: GatewayPurchase, returned: Record<string, string>): Promise<Verification> {
    // The failure redirect carries nothing signed: only the status call can tell what happened.
    if (!returned.data) return this.askStatus(purchase);
    const redirect = decodeData(returned.data);
    if (!redirect) return tamperedReturn('eSewa’s data is not base64 JSON');
    const problem = this.problemWith(purchase, redirect);
    if (problem) return tamperedReturn(problem);
    return this.askStatus(purchase, redirect.transaction_code);
  }

  status(purchase: GatewayPurchase): Promise<Verification> {
    return this.askStatus(purchase);
  }

  /** The status call. `transactionCode` (from a verified redirect) names the payment if the answer has no ref_id. */
  private async askStatus(purchase: GatewayPurchase, transactionCode?: string): Promise<Verification> {
    const url = new URL(this.config.statusUrl);
    // The same three values, formatted as in the form, identify the transaction.
    url.searchParams.set('product_code', this.config.productCode);
    url.searchParams.set('total_amount', paisaToRupees(purchase.amount));
    url.searchParams.set('transaction_uuid', purchase.referenceId);
    const response = await this.http(purchase.referenceId, { method: 'GET', url: url.toString() });
    return fromStatusCall(response, transactionCode);
  }

  /** Why a decoded success redirect is not eSewa's word on this purchase, or null when it is. */
  private problemWith(purchase: GatewayPurchase, redirect: Record<string, string>): string | null {
    if (!hasValidSignature(this.config.secretKey, redirect)) return 'eSewa’s signature does not match its data';
    const signed = redirect.signed_field_names?.split(',') ?? [];
    const unsigned = MUST_BE_SIGNED.filter((name) => !signed.includes(name));
    if (unsigned.length > 0) return `eSewa’s data leaves ${unsigned.join(', ')} unsigned`;
    if (redirect.transaction_uuid !== purchase.referenceId) return 'eSewa’s data is about another transaction';
    if (redirect.product_code !== this.config.productCode) return 'eSewa’s data is about another merchant';
    if (rupeesToPaisa(redirect.total_amount) !== purchase.amount)
      return `eSewa’s data says ${redirect.total_amount} rupees, not ${paisaToRupees(purchase.amount)}`;
    return null;
  }
}

/**
 * The `data` of the success redirect as a map of strings, or null when it is not base64 JSON. It may arrive still
 * URL-encoded, and a query parser may have turned base64's '+' into spaces (base64 itself has none).
 */
function decodeData(raw: string): Record<string, string> | null {
  let text = raw;
  try {
    if (text.includes('%')) text = decodeURIComponent(text);
  } catch {
    return null;
  }
  const parsed = parseObject(Buffer.from(text.replaceAll(' ', '+'), 'base64').toString('utf8'));
  if (!parsed) return null;
  const fields: Record<string, string> = {};
  // eSewa sends strings; they are kept verbatim because the signature covers them as written.
  for (const [name, value] of Object.entries(parsed)) if (typeof value === 'string') fields[name] = value;
  return fields;
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** What the status call's answer means for the purchase (payments.md, eSewa "Status values"). */
function fromStatusCall(response: GatewayResponse, transactionCode?: string): Verification {
  const body = parseObject(response.text);
  const status = body?.status;
  if (typeof status !== 'string') {
    // An outage answers HTTP 200 with {"code":0,"error_message":...} and no status: ask again later, never fail.
    const said = typeof body?.error_message === 'string' ? body.error_message : `HTTP ${response.status}`;
    return { outcome: 'PENDING', reason: `eSewa’s status call gave no status (${said})` };
  }
  switch (status) {
    case 'COMPLETE': {
      // Older deployments answer in camelCase.
      const amount = rupeesToPaisa(body?.total_amount ?? body?.totalAmount);
      const ref = body?.ref_id ?? body?.refId ?? transactionCode;
      if (amount === null || typeof ref !== 'string' || ref === '')
        return { outcome: 'PENDING', reason: 'eSewa says COMPLETE without a readable amount and reference' };
      return { outcome: 'PAID', gatewayTxnId: ref, amount };
    }
    case 'PENDING':
      return { outcome: 'PENDING', reason: 'eSewa says the payment is still pending' };
    case 'AMBIGUOUS':
      return { outcome: 'PENDING', reason: 'eSewa holds the payment as AMBIGUOUS' };
    case 'NOT_FOUND':
      // Nothing was paid: the payer cancelled or left, and the session expired.
      return { outcome: 'CANCELLED', reason: 'eSewa has no payment for it (NOT_FOUND)' };
    case 'CANCELED':
      return { outcome: 'FAILED', reason: 'eSewa cancelled or reversed the payment' };
    case 'FULL_REFUND':
    case 'PARTIAL_REFUND':
      return { outcome: 'FAILED', reason: `eSewa refunded the payment (${status})` };
    default:
      return { outcome: 'PENDING', reason: `eSewa answered an unknown status: ${status}` };
  }
}
