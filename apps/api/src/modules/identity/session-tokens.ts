import { createSigner, createVerifier } from 'fast-jwt';

export interface TokenClaims {
  /** The customer's id: the browser reads it to know who is signed in (spec: a token without an id is cleared). */
  id: string;
  /** The device session the token belongs to; revoking the session ends the token at once. */
  sid: string;
  /** Which of the session's tokens this is: each rotation makes a new one and retires the one before. */
  v: number;
  exp: number;
}

/** Signed session tokens (HS256 JWT). The token proves who signed in; the session row decides if it still counts. */
export class SessionTokens {
  private readonly signer;
  private readonly verifier;

  constructor(secret: string) {
    this.signer = createSigner({ key: secret, algorithm: 'HS256', noTimestamp: false });
    // Verified tokens are remembered: every viewer of a big night asks every few seconds, so the cache holds more
    // tokens than a night has viewers (a smaller one, read round-robin, would miss every time).
    this.verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: 20_000 });
  }

  sign(customerId: string, sessionId: string, expiresAt: Date, version = 0): string {
    return this.signer({ id: customerId, sid: sessionId, v: version, exp: Math.floor(expiresAt.getTime() / 1000) });
  }

  /** The claims of a valid, unexpired token, else undefined. Tokens from before rotations were counted are 0. */
  verify(token: string): TokenClaims | undefined {
    try {
      const claims = this.verifier(token) as Partial<TokenClaims>;
      if (typeof claims.id !== 'string' || typeof claims.sid !== 'string' || typeof claims.exp !== 'number')
        return undefined;
      const version = claims.v ?? 0;
      if (!Number.isInteger(version)) return undefined;
      return { id: claims.id, sid: claims.sid, v: version, exp: claims.exp };
    } catch {
      return undefined;
    }
  }
}
