import { inArray, isNotNull, and } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventHeadlines } from '../events/published';

export const libraryRepository = {
  /** Published events among these ids: what a live pass shows in a library. */
  async publishedEvents(db: Db, ids: readonly string[]) {
    if (ids.length === 0) return [];
    const event = eventHeadlines('event');
    return db
      .select({ id: event.id, slug: event.slug, name: event.name, nameNe: event.nameNe, startsAt: event.startsAt })
      .from(event)
      .where(and(inArray(event.id, [...ids]), isNotNull(event.publishedAt)));
  },
};
