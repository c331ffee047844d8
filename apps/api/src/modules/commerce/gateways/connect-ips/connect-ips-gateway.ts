import { type KeyObject, createPrivateKey, createSign } from 'node:crypto';
import type { PaymentMethod } from '@ringside/contract';
import { z } from 'zod';
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

export interface ConnectIpsConfig {
  /** NCHL's merchant number (sent as a JSON number, so digits only). */
  merchantId: string;
  /** e.g. MER-550-APP-1. */
  appId: string;
  appName: string;
  /** The app password NCHL emails (HTTP Basic on validatetxn); not the PFX password. */
  appPassword: string;
  /** The private key of CREDITOR.pfx as PEM (`openssl pkcs12 -in CREDITOR.pfx -nocerts -nodes`). */
  privateKeyPem: string;
  /** e.g. https://uat.connectips.com; production's host comes from NCHL at go-live. */
  baseUrl: string;
}

/** What the adapter's GatewayHttp must redact from the payment log. */
export function connectIpsSecrets(config: ConnectIpsConfig): string[] {
  return [config.appPassword, config.privateKeyPem];
}

/** The login page's fields in the order the TOKEN message lists them (payments.md, connectIPS "Form fields"). */
const FORM_FIELDS = [
  'MERCHANTID',
  'APPID',
  'APPNAME',
  'TXNID',
  'TXNDATE',
  'TXNCRNCY',
  'TXNAMT',
  'REFERENCEID',
  'REMARKS',
  'PARTICULARS',
] as const;
type FormField = (typeof FORM_FIELDS)[number];

/** Maximum lengths NCHL sets for the fields we fill from our own data. */
const MAX = { APPID: 20, APPNAME: 30, TXNID: 20, REMARKS: 50, PARTICULARS: 100 } as const;

/** ERROR descriptions that mean nothing was debited: the payer never paid, or left before the OTP. */
const NEVER_PAID = new Set(['TRANSACTION NOT FOUND', 'TRANSACTION INCOMPLETE']);

/** TXNDATE is the date in Nepal (UTC+5:45), not the server's. */
const NEPAL_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kathmandu',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const ValidateReply = z.object({
  status: z.string(),
  statusDesc: z.string().nullish(),
  referenceId: z.string().nullish(),
  txnAmt: z.union([z.string(), z.number()]).nullish(),
});

/**
 * connectIPS (payments.md section 1). The payer's browser posts an RSA-signed form to NCHL's login page; NCHL sends
 * it back to static URLs registered in advance with only `?TXNID=`, so the answer is always validatetxn's. TXNID and
 * REFERENCEID are both our reference id, which is why no gatewayRef is kept.
 */
export class ConnectIpsGateway implements PaymentGateway {
  readonly method: PaymentMethod = 'CONNECT_IPS';
  readonly currencies = ['NPR'] as const;
  private readonly key: KeyObject;
  private readonly baseUrl: string;

  constructor(
    private readonly config: ConnectIpsConfig,
    private readonly http: GatewayHttp,
  ) {
    // Misconfiguration shows at boot rather than as a payer's failed payment.
    if (!/^\d{1,15}$/.test(config.merchantId)) throw new Error('connectIPS merchantId must be digits');
    if (!config.appId || config.appId.length > MAX.APPID) throw new Error('connectIPS appId must be 1-20 characters');
    if (!config.appName || config.appName.length > MAX.APPNAME)
      throw new Error('connectIPS appName must be 1-30 characters');
    this.key = createPrivateKey(config.privateKeyPem);
    if (this.key.asymmetricKeyType !== 'rsa') throw new Error('connectIPS needs the RSA key of CREDITOR.pfx');
    this.baseUrl = config.baseUrl.replace(/\/+$/, '');
  }

  async start({ purchase }: StartInput): Promise<StartResult> {
    if (purchase.currency !== 'NPR') throw new Error(`connectIPS takes NPR only, not ${purchase.currency}`);
    if (!Number.isSafeInteger(purchase.amount) || purchase.amount <= 0)
      throw new Error(`Not an amount in paisa: ${purchase.amount}`);
    if (purchase.referenceId.length > MAX.TXNID)
      throw new Error(`TXNID is at most 20 characters: ${purchase.referenceId}`);
    const product = clip(purchase.productName, MAX.PARTICULARS) || purchase.referenceId;
    // returnUrl and cancelUrl are not sent: NCHL's success and failure URLs are static, registered with NCHL.
    const fields: Record<FormField, string> = {
      MERCHANTID: this.config.merchantId,
      APPID: this.config.appId,
      APPNAME: this.config.appName,
      TXNID: purchase.referenceId,
      TXNDATE: nepalDate(purchase.createdAt),
      TXNCRNCY: 'NPR',
      TXNAMT: String(purchase.amount),
      REFERENCEID: purchase.referenceId,
      REMARKS: clip(product, MAX.REMARKS),
      PARTICULARS: product,
    };
    const message = [...FORM_FIELDS.map((name) => `${name}=${fields[name]}`), 'TOKEN=TOKEN'].join(',');
    return {
      handoff: {
        form: {
          action: `${this.baseUrl}/connectipswebgw/loginpage`,
          method: 'POST',
          fields: { ...fields, TOKEN: this.sign(message) },
        },
      },
    };
  }

  async confirm(purchase: GatewayPurchase, returned: Record<string, string>): Promise<Verification> {
    // The redirect is unsigned and names the transaction only: one about another transaction is refused unasked.
    if (returned.TXNID !== purchase.referenceId)
      return tamperedReturn('the return names another connectIPS transaction');
    return this.status(purchase);
  }

  /** validatetxn, with our stored amount: NCHL checks it against what was debited. */
  async status(purchase: GatewayPurchase): Promise<Verification> {
    const { merchantId, appId, appPassword } = this.config;
    const response = await this.http(purchase.referenceId, {
      method: 'POST',
      url: `${this.baseUrl}/connectipswebws/api/creditor/validatetxn`,
      headers: { authorization: `Basic ${Buffer.from(`${appId}:${appPassword}`).toString('base64')}` },
      json: {
        merchantId: Number(merchantId),
        appId,
        // validatetxn's referenceId is the form's TXNID (here the same value as REFERENCEID).
        referenceId: purchase.referenceId,
        txnAmt: purchase.amount,
        token: this.sign(
          `MERCHANTID=${merchantId},APPID=${appId},REFERENCEID=${purchase.referenceId},TXNAMT=${purchase.amount}`,
        ),
      },
    });
    return verdict(purchase, parseReply(response));
  }

  /** SHA256withRSA, base64: createSign hashes the message itself, so it is never hashed beforehand. */
  private sign(message: string): string {
    return createSign('RSA-SHA256').update(message, 'utf8').sign(this.key, 'base64');
  }
}

function parseReply(response: GatewayResponse): z.infer<typeof ValidateReply> {
  // Wrong credentials (401) or an outage are ours or NCHL's to fix, never the payer's failure: throw, and the
  // purchase stays as it was for the reconciler.
  if (response.status < 200 || response.status >= 300)
    throw new Error(`connectIPS answered validatetxn with HTTP ${response.status}`);
  let body: unknown;
  try {
    body = JSON.parse(response.text);
  } catch {
    body = undefined;
  }
  const reply = ValidateReply.safeParse(body);
  if (!reply.success) throw new Error('connectIPS answered validatetxn without a status');
  return reply.data;
}

/** What validatetxn's answer means (payments.md, connectIPS "Statuses"): `status` decides, statusDesc only refines. */
function verdict(purchase: GatewayPurchase, reply: z.infer<typeof ValidateReply>): Verification {
  const said = `${reply.status}${reply.statusDesc ? ` (${reply.statusDesc})` : ''}`;
  if (reply.referenceId && reply.referenceId !== purchase.referenceId)
    return { outcome: 'PENDING', reason: `connectIPS answered about another transaction: ${reply.referenceId}` };
  switch (reply.status) {
    case 'SUCCESS': {
      const amount = paisa(reply.txnAmt);
      if (amount === null) return { outcome: 'PENDING', reason: `connectIPS says ${said} without a readable amount` };
      return { outcome: 'PAID', gatewayTxnId: purchase.referenceId, amount };
    }
    case 'FAILED':
      return { outcome: 'FAILED', reason: `connectIPS says ${said}` };
    case 'ERROR':
      if (NEVER_PAID.has((reply.statusDesc ?? '').trim().toUpperCase()))
        return { outcome: 'CANCELLED', reason: `connectIPS says ${said}` };
      return { outcome: 'PENDING', reason: `connectIPS says ${said}` };
    default:
      return { outcome: 'PENDING', reason: `connectIPS answered an unknown status: ${said}` };
  }
}

/** txnAmt is paisa, as a string ("500"); "500.00" is read as 500 too. Null when it is no whole number. */
function paisa(value: string | number | null | undefined): number | null {
  const match = /^(\d+)(?:\.0+)?$/.exec(String(value ?? '').trim());
  const amount = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(amount) ? amount : null;
}

/** DD-MM-YYYY in Asia/Kathmandu. */
function nepalDate(at: Date): string {
  const parts = NEPAL_DATE.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')}`;
}

/** Single-spaced, trimmed and cut to NCHL's limit without splitting a surrogate pair. */
function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut.trimEnd();
}
