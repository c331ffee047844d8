import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

const VERSION = 'RS1';
const ID_BYTES = 16;
const SIGNATURE_BYTES = 16;
/** "RS1." + 22 base64url characters of random id + "." + 22 of signature. */
const FORMAT = /^RS1\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/;

/** The random part of a ticket's code, as stored: its signed code is derived when shown. */
export const newTicketId = () => randomBytes(ID_BYTES).toString('base64url');

/**
 * The code a ticket's QR carries: `RS1.<random id>.<signature>`. The random id is what the database keeps;
 * the signature (HMAC-SHA256 with a key of its own, derived from the server secret) lets the door refuse a
 * forged or mistyped code before any lookup, so guessing ids costs nothing but refusals.
 */
export class TicketCodes {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A purpose label keeps this key apart from the session and one-time-code uses of the same secret.
    this.key = Buffer.from(hkdfSync('sha256', secret, '', 'ringside ticket code', 32));
  }

  /** A fresh random id (stored) and its signed code (given to the holder). */
  issue(): { id: string; code: string } {
    const id = newTicketId();
    return { id, code: this.codeOf(id) };
  }

  /** The signed code of a stored id: signing is deterministic, so the code need not be stored. */
  codeOf(id: string): string {
    return `${VERSION}.${id}.${this.sign(id).toString('base64url')}`;
  }

  /** The stored id a code names, or undefined when the code is malformed or its signature is wrong. */
  verify(code: string): string | undefined {
    const match = FORMAT.exec(code.trim());
    if (!match) return undefined;
    const [, id = '', signature = ''] = match;
    const given = Buffer.from(signature, 'base64url');
    // Only the canonical spelling: the last character's spare bits must not make other valid codes.
    if (given.length !== SIGNATURE_BYTES || given.toString('base64url') !== signature) return undefined;
    return timingSafeEqual(given, this.sign(id)) ? id : undefined;
  }

  private sign(id: string): Buffer {
    return createHmac('sha256', this.key).update(id).digest().subarray(0, SIGNATURE_BYTES);
  }
}
