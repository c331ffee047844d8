import type { PaymentMethod } from '@ringside/contract';

/**
 * One payment gateway behind one interface (PRODUCT.md, Payments). A browser redirect is only a hint: a purchase is
 * PAID only after `confirm` or `status` has asked the gateway's own server. Adapters hold no state of their own:
 * what they need later (a Khalti pidx, an IME token id, a Stripe session id) they answer as `gatewayRef`, which the
 * purchase keeps and hands back.
 */

/** The purchase as an adapter sees it. Amounts are integers in the currency's minor unit (paisa, cents). */
export interface GatewayPurchase {
  /** Our reference id: unique per purchase, letters, digits and hyphens, at most 20 characters. */
  referenceId: string;
  amount: number;
  currency: 'NPR' | 'USD';
  /** What is bought, as the payer reads it at the gateway. */
  productName: string;
  productId: string;
  /** What the adapter answered as `gatewayRef` when the payment started (null before, or when it has none). */
  gatewayRef: string | null;
  createdAt: Date;
  customer: { name: string; email: string | null; mobile: string | null };
}

export interface StartInput {
  purchase: GatewayPurchase;
  /** Where the gateway sends the payer back: our return page, which then calls confirm-payment. */
  returnUrl: string;
  /** Where the payer goes on cancel or failure (the same page, with `?outcome=cancel`). */
  cancelUrl: string;
  /** The site's own address (Khalti's website_url). */
  siteUrl: string;
}

/** What the browser needs to reach the gateway: a redirect, or a form it posts itself. */
export type Handoff =
  { redirectUrl: string } | { form: { action: string; method: 'POST'; fields: Record<string, string> } };

export interface StartResult {
  handoff: Handoff;
  /** Kept with the purchase and handed back on confirm, status and refund. */
  gatewayRef?: string;
}

/**
 * The gateway's own word on a payment, from its server-side call. PAID carries the gateway's transaction id and the
 * amount it says was paid (in our minor unit); the service compares it with the purchase's amount.
 */
export type Verification =
  | { outcome: 'PAID'; gatewayTxnId: string; amount: number }
  | { outcome: 'PENDING'; reason: string }
  | { outcome: 'FAILED'; reason: string; tampered?: true }
  | { outcome: 'CANCELLED'; reason: string };

/**
 * A return that was altered or cannot be read, refused without asking the gateway: FAILED for now, but not final,
 * since the payer may well have paid (the reconciler asks the gateway about it for a day; decision 33).
 */
export const tamperedReturn = (problem: string): Verification => ({
  outcome: 'FAILED',
  reason: `tampered: ${problem}`,
  tampered: true,
});

export type RefundResult = { refunded: true; gatewayRefundId: string | null } | { refunded: false; reason: string };

export interface PaymentGateway {
  readonly method: PaymentMethod;
  /** Currencies this gateway takes (the Nepali ones NPR only; cards may take USD). */
  readonly currencies: readonly ('NPR' | 'USD')[];
  start(input: StartInput): Promise<StartResult>;
  /**
   * From the return page: the query or form parameters the gateway added (raw strings). Checks what can be checked
   * in them (eSewa's signature, that they are about this purchase), then asks the gateway's server. Tampered or
   * foreign parameters answer FAILED, never PAID.
   */
  confirm(purchase: GatewayPurchase, returned: Record<string, string>): Promise<Verification>;
  /** The status call, for the reconciler: what the gateway says now of this purchase. */
  status(purchase: GatewayPurchase): Promise<Verification>;
  /** Only gateways with a refund call have this; the others are refunded by hand and recorded. */
  refund?(purchase: GatewayPurchase & { gatewayTxnId: string }): Promise<RefundResult>;
}

/** One HTTP exchange with a gateway, as the payment log keeps it. */
export interface GatewayRequest {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  /** A JSON body (sent as application/json) or a form (sent as application/x-www-form-urlencoded). */
  json?: unknown;
  form?: Record<string, string>;
}

export interface GatewayResponse {
  status: number;
  /** The raw body: adapters parse it themselves (IME Pay's 18-digit token ids do not survive JSON.parse). */
  text: string;
}

/**
 * How adapters talk to their gateway: every request and answer goes into the payment log of the purchase, with the
 * adapter's secrets (keys, passwords, signatures' keys) redacted. A network failure throws GatewayUnreachable.
 */
export type GatewayHttp = (referenceId: string, request: GatewayRequest) => Promise<GatewayResponse>;

export class GatewayUnreachable extends Error {
  constructor(
    readonly method: PaymentMethod,
    cause?: unknown,
  ) {
    super(`${method} could not be reached`, { cause });
  }
}
