import type { EventRow } from './event-summaries';

/** An event stays "upcoming" until 12 hours after its start (the night is still on), unless completed earlier. */
export const UPCOMING_GRACE_MS = 12 * 60 * 60 * 1000;

/** The calendar's split (`isPast` in events.repository) for one event: live, or not completed nor long started. */
export function isUpcoming(status: EventRow['status'], startsAt: Date, now: Date): boolean {
  if (status === 'COMPLETED') return false;
  return status === 'LIVE' || startsAt.getTime() >= now.getTime() - UPCOMING_GRACE_MS;
}

type WindowFields = Pick<EventRow, 'status' | 'startsAt' | 'registrationOpensAt' | 'registrationClosesAt'>;

/**
 * Fighters may register while the event is published and `now` is inside the window: no opening time means
 * open from publication, no closing time means until the start. The event must also take some weight class.
 */
export function registrationIsOpen(event: WindowFields & Pick<EventRow, 'openWeightClassIds'>, now: Date): boolean {
  const opensAt = event.registrationOpensAt?.getTime() ?? -Infinity;
  const closesAt = (event.registrationClosesAt ?? event.startsAt).getTime();
  return (
    event.status === 'PUBLISHED' &&
    event.openWeightClassIds.length > 0 &&
    opensAt <= now.getTime() &&
    now.getTime() < closesAt
  );
}

/**
 * Whether a live broadcast ran during the event: staff have the event LIVE, or the broadcast overlapped its night
 * (from the start until 12 hours later, as long as the event counts as upcoming). A push before the start (the
 * crew trying the encoder) or after the night did not; nor does any of a draft or cancelled event.
 */
export function broadcastDuringEvent(
  event: Pick<EventRow, 'status' | 'startsAt' | 'publishedAt'>,
  startedAt: Date,
  endedAt: Date,
): boolean {
  if (event.status === 'LIVE') return true;
  if (event.status === 'DRAFT' || event.status === 'CANCELLED' || !event.publishedAt) return false;
  const opensAt = event.startsAt.getTime();
  return startedAt.getTime() < opensAt + UPCOMING_GRACE_MS && endedAt.getTime() > opensAt;
}
