import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** What a playback token opens: a video's files, or an event's live stream. */
export type PlaybackKind = 'v' | 'l';

export interface PlaybackClaims {
  kind: PlaybackKind;
  /** The video's or the event's id. */
  id: string;
  /** The customer it was issued to; null for an anonymous viewer of free content. */
  customerId: string | null;
  /** A digest of the device token it was issued to. */
  device: string;
  /** Expiry, in seconds since the epoch. */
  expiresAt: number;
}

const SIGNATURE_BYTES = 16;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const FORMAT = new RegExp(
  `^p1\\.([vl])\\.(${UUID})\\.(${UUID}|-)\\.([A-Za-z0-9_-]{16})\\.(\\d{10})\\.([A-Za-z0-9_-]{22})$`,
);

/** The device as a token carries it: not the device token itself, which is a credential. */
export const deviceDigest = (deviceToken: string) =>
  createHash('sha256').update(deviceToken).digest().subarray(0, 12).toString('base64url');

/**
 * Playback tokens: `p1.<kind>.<id>.<customer or ->.<device digest>.<expiry>.<signature>`, an HMAC-SHA256 with a key
 * of its own derived from the server secret. They go in the path of every playlist and segment URL, so the
 * player's relative URLs carry them without help. They say who and which device may fetch what until when; the
 * stream routes check them against the request's own session and device on every fetch.
 */
export class PlaybackTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, '', 'ringside playback', 32));
  }

  issue(claims: PlaybackClaims): string {
    const body = ['p1', claims.kind, claims.id, claims.customerId ?? '-', claims.device, String(claims.expiresAt)].join(
      '.',
    );
    return `${body}.${this.sign(body).toString('base64url')}`;
  }

  /** The claims of a well-formed, correctly signed token (expired ones too: the caller decides), else undefined. */
  verify(token: string): PlaybackClaims | undefined {
    const match = FORMAT.exec(token);
    if (!match) return undefined;
    const [, kind, id = '', customer = '', device = '', expiry = '', signature = ''] = match;
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== SIGNATURE_BYTES || given.toString('base64url') !== signature) return undefined;
    const body = token.slice(0, token.length - signature.length - 1);
    if (!timingSafeEqual(given, this.sign(body))) return undefined;
    return {
      kind: kind as PlaybackKind,
      id,
      customerId: customer === '-' ? null : customer,
      device,
      expiresAt: Number(expiry),
    };
  }

  private sign(body: string): Buffer {
    return createHmac('sha256', this.key).update(body).digest().subarray(0, SIGNATURE_BYTES);
  }
}
