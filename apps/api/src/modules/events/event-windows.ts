import type { EventRow } from './event-summaries';

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

/** Fans may sign up to attend a published event that takes sign-ups, has seats left and has not started. */
export function attendanceIsOpen(
  event: Pick<EventRow, 'status' | 'startsAt' | 'capacity' | 'attendeeCount'>,
  now: Date,
): boolean {
  return (
    event.status === 'PUBLISHED' &&
    event.capacity !== null &&
    event.attendeeCount < event.capacity &&
    now.getTime() < event.startsAt.getTime()
  );
}
