import { createSigner, createVerifier } from 'fast-jwt';

export interface TokenClaims {
  /** The customer's id: the browser reads it to know who is signed in (spec: a token without an id is cleared). */
  id: string;
  /** The device session the token belongs to; revoking the session ends the token at once. */
  sid: string;
  exp: number;
}

/** Signed session tokens (HS256 JWT). The token proves who signed in; the session row decides if it still counts. */
export class SessionTokens {
  private readonly signer;
  private readonly verifier;

  constructor(secret: string) {
    this.signer = createSigner({ key: secret, algorithm: 'HS256', noTimestamp: false });
    this.verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 });
  }

  sign(customerId: string, sessionId: string, expiresAt: Date): string {
    return this.signer({ id: customerId, sid: sessionId, exp: Math.floor(expiresAt.getTime() / 1000) });
  }

  /** The claims of a valid, unexpired token, else undefined. */
  verify(token: string): TokenClaims | undefined {
    try {
      const claims = this.verifier(token) as Partial<TokenClaims>;
      if (typeof claims.id !== 'string' || typeof claims.sid !== 'string' || typeof claims.exp !== 'number')
        return undefined;
      return claims as TokenClaims;
    } catch {
      return undefined;
    }
  }
}
