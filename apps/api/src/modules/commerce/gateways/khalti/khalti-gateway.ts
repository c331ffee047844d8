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

export interface KhaltiConfig {
  secretKey: string;
  /** https://dev.khalti.com/api/v2 (sandbox) or https://khalti.com/api/v2 (production). */
  baseUrl: string;
}

/**
 * Khalti KPG-2 (payments.md section 4). Amounts are integer paisa both ways. The callback to return_url is unsigned,
 * so it is only checked to be about this purchase; the verdict is always the lookup's. The pidx Khalti answers on
 * initiate is kept as the purchase's gatewayRef.
 */
export class KhaltiGateway implements PaymentGateway {
  readonly method: PaymentMethod = 'KHALTI';
  readonly currencies = ['NPR'] as const;

  constructor(
    private readonly config: KhaltiConfig,
    private readonly http: GatewayHttp,
  ) {}

  async start({ purchase, returnUrl, siteUrl }: StartInput): Promise<StartResult> {
    if (purchase.currency !== 'NPR') throw new Error(`Khalti takes NPR only, not ${purchase.currency}`);
    const { name, email, mobile } = purchase.customer;
    const response = await this.post(purchase.referenceId, 'initiate', {
      return_url: returnUrl,
      website_url: siteUrl,
      amount: purchase.amount,
      purchase_order_id: purchase.referenceId,
      purchase_order_name: purchase.productName,
      // Khalti validates what it is given: absent details are left out rather than sent as null.
      customer_info: { name, ...(email ? { email } : {}), ...(mobile ? { phone: mobile } : {}) },
    });
    const body = parseObject(response.text);
    if (response.status < 200 || response.status >= 300)
      throw new Error(`Khalti refused to start the payment (HTTP ${response.status}): ${khaltiSays(body, response)}`);
    if (typeof body?.pidx !== 'string' || typeof body.payment_url !== 'string')
      throw new Error('Khalti’s answer to initiate has no pidx and payment_url');
    return { handoff: { redirectUrl: body.payment_url }, gatewayRef: body.pidx };
  }

  async confirm(purchase: GatewayPurchase, returned: Record<string, string>): Promise<Verification> {
    // Anyone can write these query parameters: they must name this purchase, and what they say of the outcome is ignored.
    const aboutIt = returned.pidx !== undefined || returned.purchase_order_id !== undefined;
    if (aboutIt && (returned.pidx !== purchase.gatewayRef || returned.purchase_order_id !== purchase.referenceId))
      return tamperedReturn('the callback is about another payment');
    return this.status(purchase);
  }

  async status(purchase: GatewayPurchase): Promise<Verification> {
    if (!purchase.gatewayRef) return { outcome: 'FAILED', reason: 'the payment never started at Khalti (no pidx)' };
    const pidx = purchase.gatewayRef;
    return fromLookup(await this.post(purchase.referenceId, 'lookup', { pidx }), pidx, purchase.amount);
  }

  private post(referenceId: string, call: 'initiate' | 'lookup', json: unknown): Promise<GatewayResponse> {
    return this.http(referenceId, {
      method: 'POST',
      url: `${this.config.baseUrl.replace(/\/+$/, '')}/epayment/${call}/`,
      // The literal word Key, not Bearer.
      headers: { authorization: `Key ${this.config.secretKey}` },
      json,
    });
  }
}

/** What a lookup answer means for the purchase (payments.md, Khalti "Lookup"): only Completed is paid. */
function fromLookup(response: GatewayResponse, pidx: string, amount: number): Verification {
  // Cancelled and expired payments answer HTTP 400 with a status: the body is read whatever the HTTP status.
  const body = parseObject(response.text);
  const status = body?.status;
  if (typeof status !== 'string') {
    if (response.status === 401 || response.status === 403)
      throw new Error(`Khalti refused the lookup (HTTP ${response.status}): ${khaltiSays(body, response)}`);
    if (body?.detail === 'Not found.') return { outcome: 'FAILED', reason: 'Khalti knows no payment with this pidx' };
    return { outcome: 'PENDING', reason: `Khalti’s lookup gave no status (HTTP ${response.status})` };
  }
  switch (status) {
    case 'Completed': {
      const paid = body?.total_amount;
      if (paid !== amount)
        return { outcome: 'FAILED', reason: `Khalti says ${String(paid)} paisa were paid, not ${amount}` };
      const txn = body?.transaction_id;
      return { outcome: 'PAID', gatewayTxnId: typeof txn === 'string' && txn ? txn : pidx, amount };
    }
    case 'Pending':
    case 'Initiated':
      return { outcome: 'PENDING', reason: `Khalti says the payment is ${status}` };
    case 'User canceled':
      return { outcome: 'CANCELLED', reason: 'the payer cancelled at Khalti' };
    case 'Expired':
      return { outcome: 'FAILED', reason: 'the Khalti payment link expired' };
    case 'Refunded':
    case 'Partially Refunded':
    case 'Failed':
      return { outcome: 'FAILED', reason: `Khalti says the payment is ${status}` };
    default:
      // Khalti's rule for anything else: hold the order and ask Khalti.
      return { outcome: 'PENDING', reason: `Khalti answered an unknown status: ${status}` };
  }
}

/** Khalti's error answer in one line: `{"detail": ...}` or `{"<field>": ["..."], "error_key": ...}`. */
function khaltiSays(body: Record<string, unknown> | null, response: GatewayResponse): string {
  if (!body) return response.text.slice(0, 200) || 'no answer';
  if (typeof body.detail === 'string') return body.detail;
  const problems = Object.entries(body)
    .filter(([name]) => name !== 'error_key')
    .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(' ') : JSON.stringify(value)}`);
  return problems.join('; ') || JSON.stringify(body);
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
