import {
  type InitiatePurchaseResponse,
  type Language,
  type PaymentMethod,
  type ProductType,
  type SaleClosedCode,
  errorCatalogue,
} from '@ringside/contract';

/** The order the checkout lists methods in: Nepal's wallets and banks first, cards (STRIPE) last, the sandbox after. */
const METHOD_ORDER: readonly PaymentMethod[] = ['ESEWA', 'KHALTI', 'CONNECT_IPS', 'IME_PAY', 'STRIPE', 'SANDBOX'];

/** The methods the server takes, in the checkout's order; a method this build does not know is left out. */
export function orderMethods(methods: readonly string[]): PaymentMethod[] {
  return METHOD_ORDER.filter((method) => methods.includes(method));
}

/**
 * Why the checkout cannot sell (a cancelled event, outside the sale): the catalogue's message for the code that
 * `POST /purchases/initiate` would answer, so the page says what the server would.
 */
export function saleClosedText(code: SaleClosedCode | null, language: Language): string | undefined {
  return code ? errorCatalogue[code][language] : undefined;
}

/**
 * The page of what a purchase bought: the video, the showcase, or the event's live page (they take an id); tickets
 * are in the account, and a Fight Pass opens the video hub.
 */
export function contentPath(productType: ProductType, contentId: string): string {
  const id = encodeURIComponent(contentId);
  if (productType === 'VIDEO') return `/videos/${id}`;
  if (productType === 'SHOW_CASE') return `/showcases/${id}`;
  if (productType === 'TICKET') return '/account/tickets';
  if (productType === 'PASS') return '/videos';
  return `/live/${id}`;
}

/** The quantity a checkout starts with: the address's, as a whole number from 1 to the limit (1 otherwise). */
export function clampQuantity(asked: string | null, limit: number): number {
  const quantity = Number(asked);
  if (!Number.isInteger(quantity) || quantity < 1) return 1;
  return Math.min(quantity, Math.max(1, limit));
}

/** What the browser does with the answer of `POST /purchases/initiate`. */
export type Handoff =
  | { kind: 'app'; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'form'; action: string; fields: Record<string, string> }
  | { kind: 'none' };

/** A path of ours (`/checkout/sandbox/...`) stays in the app; any other address, or a form, leaves for the gateway. */
export function handoffOf(response: InitiatePurchaseResponse): Handoff {
  if (response.form) return { kind: 'form', action: response.form.action, fields: response.form.fields };
  const url = response.redirectUrl;
  if (!url) return { kind: 'none' };
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return { kind: 'app', path: url };
  return { kind: 'external', url };
}

/**
 * The path and query of an address (the sandbox's absolute return URL), to navigate to inside the app. Only an
 * address on `origin` (or a path) qualifies; anything else answers undefined.
 */
export function inAppPath(url: string, origin: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return undefined;
  }
  if (parsed.origin !== new URL(origin).origin && !url.startsWith('/')) {
    // The server may know the site by another host name (PUBLIC_URL); its return page is still ours.
    if (!parsed.pathname.startsWith('/checkout/return')) return undefined;
  }
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** Every query parameter of the return page, as strings, for `POST /payments/confirm-payment`. */
export function returnParams(search: string): Record<string, string> {
  const params: Record<string, string> = {};
  new URLSearchParams(search).forEach((value, key) => {
    params[key] = value;
  });
  return params;
}

/** Our reference id on the return: `ref` (ours and the sandbox's), else a gateway's own name for it. */
export function returnReference(params: Record<string, string>): string | undefined {
  return (
    params.ref ??
    params.referenceId ??
    params.purchase_order_id ??
    params.transaction_uuid ??
    params.client_reference_id ??
    undefined
  );
}
