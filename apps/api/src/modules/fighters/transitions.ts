import type { FighterHistoryAction, FighterProfileStatus } from '@ringside/contract';
import { AppError } from '../../lib/app-error';
import { type FieldName, isLiveField } from './fighter-values';

export interface Step {
  status: FighterProfileStatus;
  action: FighterHistoryAction;
}

/**
 * What a customer's save or send does to the application (PRODUCT.md, State machines):
 * - none -> DRAFT (save) or PENDING (send);
 * - DRAFT and REJECTED stay as they are on save and go to PENDING on send ("Re-Apply");
 * - PENDING takes only bio, photo and social links (applied at once); anything else waits for the decision;
 * - APPROVED takes bio, photo and social links at once and stays APPROVED; other changes go back to DRAFT
 *   (save) or PENDING (send) while the approved version stays public.
 */
export function customerStep(
  current: FighterProfileStatus | undefined,
  changed: readonly FieldName[],
  submit: boolean,
): Step {
  const reviewed = changed.some((field) => !isLiveField(field));
  switch (current) {
    case undefined:
      return { status: submit ? 'PENDING' : 'DRAFT', action: 'CREATED' };
    case 'DRAFT':
    case 'REJECTED':
      return submit ? { status: 'PENDING', action: 'SUBMITTED' } : { status: current, action: 'SAVED' };
    case 'PENDING':
      if (reviewed) throw new AppError('HUBFPUR001');
      return { status: 'PENDING', action: 'UPDATED_LIVE' };
    case 'APPROVED':
      if (!reviewed) return { status: 'APPROVED', action: 'UPDATED_LIVE' };
      return submit ? { status: 'PENDING', action: 'SUBMITTED' } : { status: 'DRAFT', action: 'SAVED' };
  }
}

/** Staff decide on sent applications only: approving a draft, or twice, is refused. */
export function assertAwaitingDecision(status: FighterProfileStatus): void {
  if (status !== 'PENDING') throw new AppError('HUBFPTR001');
}
