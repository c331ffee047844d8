import type { Identifier, OtpSent } from '@ringside/contract';

/** A reset code on its way: who it is for and when it went, so the reset page survives a reload. */
export interface PendingReset {
  identifier: Identifier;
  sent: OtpSent;
  sentAt: number;
}

const KEY = 'pendingPasswordReset';

export function rememberPendingReset(pending: PendingReset): void {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
}

export function pendingReset(): PendingReset | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PendingReset | null;
    return value && typeof value.identifier === 'object' ? value : null;
  } catch {
    return null;
  }
}

export function forgetPendingReset(): void {
  sessionStorage.removeItem(KEY);
}
