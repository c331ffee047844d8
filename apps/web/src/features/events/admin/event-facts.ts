import type { BoutFighter, EventStatus } from '@ringside/contract';

export const EVENTS_LIST = '/admin/events';

/** A link to an event's editor that remembers the list (with its filters) to come back to. */
export function eventLink(eventId: string, from: string, tab?: string) {
  return { to: `${EVENTS_LIST}/${eventId}${tab ? `?tab=${tab}` : ''}`, state: { from } };
}

/** The public page exists once the event is published (a cancelled one keeps it, to say so). */
export const hasPublicPage = (status: EventStatus) => status !== 'DRAFT';

/** Results are recorded once the fights happen: live, completed, or published with its start passed. */
export const takesResults = (event: { status: EventStatus; startsAt: string }, now: number) =>
  event.status === 'LIVE' ||
  event.status === 'COMPLETED' ||
  (event.status === 'PUBLISHED' && Date.parse(event.startsAt) <= now);

/** Cancelled and completed events no longer change (their card and details are read-only). */
export const isClosed = (status: EventStatus) => status === 'CANCELLED' || status === 'COMPLETED';

/** "First Last" as the card bills a fighter. */
export const boutFighterName = (fighter: Pick<BoutFighter, 'firstName' | 'lastName'>) =>
  `${fighter.firstName} ${fighter.lastName}`.trim();

/** Phones type a bout's time on the number pad, which has no colon: "247" becomes "2:47". */
export function normalizeTime(value: string): string {
  const kept = value.replace(/[^\d:]/g, '');
  return /^\d{3}$/.test(kept) ? `${kept[0]}:${kept.slice(1)}` : kept;
}
