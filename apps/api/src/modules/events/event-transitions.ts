import type { EventStatus } from '@ringside/contract';
import { AppError } from '../../lib/app-error';

export type EventAction = 'PUBLISH' | 'GO_LIVE' | 'COMPLETE' | 'CANCEL';

const isClosed = (status: EventStatus) => status === 'CANCELLED' || status === 'COMPLETED';

export const hasStarted = (startsAt: Date, now: Date) => startsAt.getTime() <= now.getTime();

/** Cancelled and completed events are history: their fields, card and poster stay as they are. */
export function assertEditable(status: EventStatus): void {
  if (isClosed(status)) throw new AppError('HUBEVPS002');
}

/**
 * PRODUCT.md, State machines: DRAFT -> PUBLISHED -> LIVE -> COMPLETED, or CANCELLED from any open state.
 * Publishing needs a start still ahead; completing needs one that has come (LIVE may be skipped).
 */
export function nextStatus(status: EventStatus, action: EventAction, startsAt: Date, now: Date): EventStatus {
  switch (action) {
    case 'PUBLISH':
      if (status !== 'DRAFT') throw new AppError('HUBEVPS001');
      if (hasStarted(startsAt, now)) throw AppError.field('startsAt', 'HUBEVST002');
      return 'PUBLISHED';
    case 'GO_LIVE':
      assertEditable(status);
      if (status !== 'PUBLISHED') throw new AppError('HUBEVPS004');
      return 'LIVE';
    case 'COMPLETE':
      assertEditable(status);
      if (status === 'DRAFT' || !hasStarted(startsAt, now)) throw new AppError('HUBEVPS003');
      return 'COMPLETED';
    case 'CANCEL':
      assertEditable(status);
      return 'CANCELLED';
  }
}

/**
 * Results are entered once the fights happen: on a live or completed event, or a published one whose start
 * has passed (staff who never pressed "live"). Corrections on completed events are allowed.
 */
export function assertResultsOpen(status: EventStatus, startsAt: Date, now: Date): void {
  if (status === 'CANCELLED') throw new AppError('HUBEVPS002');
  const open = status === 'LIVE' || status === 'COMPLETED' || (status === 'PUBLISHED' && hasStarted(startsAt, now));
  if (!open) throw new AppError('HUBEVRS006');
}
