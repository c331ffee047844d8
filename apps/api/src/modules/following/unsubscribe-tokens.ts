import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

const FORMAT = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{22})$/;

/**
 * The token of an alert email's one-click unsubscribe: the account's id and its HMAC (a key of its own, derived from
 * the server secret). It needs no storage and works without signing in, as RFC 8058 asks; it only ever turns alert
 * emails off, so a leaked one can do nothing worse.
 */
export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, '', 'ringside alert unsubscribe', 32));
  }

  tokenOf(customerId: string): string {
    return `${customerId}.${this.sign(customerId).toString('base64url')}`;
  }

  /** The account a token names, or undefined when it is malformed or forged. */
  verify(token: string): string | undefined {
    const match = FORMAT.exec(token.trim());
    if (!match) return undefined;
    const [, customerId = '', signature = ''] = match;
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== 16 || given.toString('base64url') !== signature) return undefined;
    return timingSafeEqual(given, this.sign(customerId)) ? customerId : undefined;
  }

  private sign(customerId: string): Buffer {
    return createHmac('sha256', this.key).update(customerId).digest().subarray(0, 16);
  }
}
