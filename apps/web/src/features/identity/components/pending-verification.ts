import type { OtpChannel } from '@ringside/contract';

/** A sign-up waiting for its code: kept in sessionStorage so that the code page survives a reload. */
export interface PendingVerification {
  userId: string;
  channel: OtpChannel;
  maskedTarget: string;
  /** When the last code was sent (ms since epoch) and how long until another may be asked for. */
  sentAt: number;
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

// Per tab on purpose: a code page opened in another tab should not pick up this one's sign-up.
const KEY = 'pendingVerification';

export function rememberPendingVerification(pending: PendingVerification): void {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
}

export function pendingVerification(): PendingVerification | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PendingVerification | null;
    return value && typeof value.userId === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function forgetPendingVerification(): void {
  sessionStorage.removeItem(KEY);
}
