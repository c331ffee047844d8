import type { Db } from '../../db/client';
import { eventsRepository } from './events.repository';

/**
 * The events module's answer to other modules about an event's status, read afresh (never from a page cache), so
 * that a cancellation counts at once: commerce stops selling a cancelled event's live pass.
 */
export async function cancelledEvents(db: Db, eventIds: readonly string[]): Promise<ReadonlySet<string>> {
  return new Set(await eventsRepository.cancelledAmong(db, eventIds));
}
