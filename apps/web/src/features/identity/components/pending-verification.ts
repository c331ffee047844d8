import type { OtpChannel } from '@ringside/contract';
import { tabStorage } from './tab-storage';

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

const stored = tabStorage<PendingVerification>('pendingVerification', (value) => typeof value.userId === 'string');

export const rememberPendingVerification = stored.remember;
export const pendingVerification = stored.read;
export const forgetPendingVerification = stored.forget;
