import { createEvent } from 'ics';
import type { EventRow } from './event-summaries';

/** Events store only their start; calendars get a typical fight night's length. */
export const EVENT_LENGTH_MS = 4 * 60 * 60 * 1000;

/**
 * The event as an iCalendar file (RFC 5545) for "Add to calendar". The `ics` library escapes the text and
 * folds long lines; the UID is stable, so adding the event again updates it instead of doubling it.
 */
export function calendarFile(event: EventRow, site: { name: string; publicUrl: string }): string {
  const url = `${site.publicUrl}/events/${event.slug}`;
  const start = event.startsAt.getTime();
  const { error, value } = createEvent({
    productId: `${site.name}//Events//EN`,
    method: 'PUBLISH',
    uid: `${event.id}@${new URL(site.publicUrl).hostname}`,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: start + EVENT_LENGTH_MS,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.name,
    location: [event.venueName, event.venueAddress, event.venueCity].filter(Boolean).join(', '),
    description: [event.tagline, url].filter(Boolean).join('\n\n'),
    url,
    status: event.status === 'CANCELLED' ? 'CANCELLED' : 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('calendar file could not be built');
  return value;
}
