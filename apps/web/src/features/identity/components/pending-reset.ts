import type { Identifier, OtpSent } from '@ringside/contract';
import { tabStorage } from './tab-storage';

/** A reset code on its way: who it is for and when it went, so the reset page survives a reload. */
export interface PendingReset {
  identifier: Identifier;
  sent: OtpSent;
  sentAt: number;
}

const stored = tabStorage<PendingReset>('pendingPasswordReset', (value) => typeof value.identifier === 'object');

export const rememberPendingReset = stored.remember;
export const pendingReset = stored.read;
export const forgetPendingReset = stored.forget;
