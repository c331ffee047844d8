import { type SQL, and, asc, count, desc, eq, ilike, inArray, isNotNull, lt, ne, not, or } from 'drizzle-orm';
import type { EventPeriod, EventStatus } from '@ringside/contract';
import type { Db } from '../../db/client';
import { likePattern } from '../../db/queries';
import type { EventRow } from './event-summaries';
import { UPCOMING_GRACE_MS } from './event-windows';
import { eventRegistrations, eventTickets, events } from './events.table';

export type NewEvent = typeof events.$inferInsert;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Past: completed, or started more than the grace ago and not live. Everything else is upcoming, so that the
 * two periods split the calendar with nothing in both or neither (a cancelled event shows in its period).
 */
function isPast(now: Date): SQL {
  const cutoff = new Date(now.getTime() - UPCOMING_GRACE_MS);
  return or(eq(events.status, 'COMPLETED'), and(ne(events.status, 'LIVE'), lt(events.startsAt, cutoff))) as SQL;
}

export interface EventFilter {
  /** Only events fans may see: ever published (a draft cancelled before publication never is). */
  publicOnly: boolean;
  period?: EventPeriod | undefined;
  status?: EventStatus | undefined;
  query?: string | undefined;
  page: number;
  pageSize: number;
  now: Date;
}

export interface EventCounts {
  pendingRegistrations: number;
  acceptedRegistrations: number;
  attendees: number;
  checkedIn: number;
}

export const NO_COUNTS: EventCounts = { pendingRegistrations: 0, acceptedRegistrations: 0, attendees: 0, checkedIn: 0 };

export const eventsRepository = {
  /** By id or page slug (slugs are stored lower-case). */
  async findByRef(db: Db, ref: string): Promise<EventRow | undefined> {
    const key = ref.toLowerCase();
    const [row] = await db
      .select()
      .from(events)
      .where(UUID.test(key) ? eq(events.id, key) : eq(events.slug, key))
      .limit(1);
    return row;
  },

  /** `lock` holds the row for the rest of the transaction (status changes, card edits, results). */
  async findById(db: Db, id: string, lock = false): Promise<EventRow | undefined> {
    const query = db.select().from(events).where(eq(events.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  /** Which of these events are cancelled. */
  async cancelledAmong(db: Db, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: events.id })
      .from(events)
      .where(and(inArray(events.id, [...ids]), eq(events.status, 'CANCELLED')));
    return rows.map((row) => row.id);
  },

  async insert(db: Db, values: NewEvent): Promise<EventRow> {
    const [row] = await db.insert(events).values(values).returning();
    return row as EventRow;
  },

  async update(db: Db, id: string, values: Partial<NewEvent>): Promise<EventRow> {
    const [row] = await db
      .update(events)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(events.id, id))
      .returning();
    return row as EventRow;
  },

  async slugTaken(db: Db, slug: string, exceptId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: events.id })
      .from(events)
      .where(exceptId ? and(eq(events.slug, slug), ne(events.id, exceptId)) : eq(events.slug, slug))
      .limit(1);
    return row !== undefined;
  },

  /** A page of events: upcoming soonest first, past latest first, else latest first. */
  async search(db: Db, filter: EventFilter): Promise<{ rows: EventRow[]; total: number }> {
    const conditions: (SQL | undefined)[] = [];
    if (filter.publicOnly) conditions.push(isNotNull(events.publishedAt));
    if (filter.status) conditions.push(eq(events.status, filter.status));
    if (filter.query) conditions.push(ilike(events.name, likePattern(filter.query)));
    if (filter.period === 'PAST') conditions.push(isPast(filter.now));
    if (filter.period === 'UPCOMING') conditions.push(not(isPast(filter.now)));
    const where = and(...conditions);
    const order =
      filter.period === 'UPCOMING' ? [asc(events.startsAt), asc(events.id)] : [desc(events.startsAt), desc(events.id)];
    const [rows, counted] = await Promise.all([
      db
        .select()
        .from(events)
        .where(where)
        .orderBy(...order)
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize),
      db.select({ total: count() }).from(events).where(where),
    ]);
    return { rows, total: counted[0]?.total ?? 0 };
  },

  /** Registration and attendance counts of these events, in two grouped queries. */
  async counts(db: Db, ids: readonly string[]): Promise<Map<string, EventCounts>> {
    const result = new Map<string, EventCounts>(ids.map((id) => [id, { ...NO_COUNTS }]));
    if (ids.length === 0) return result;
    const [registrations, tickets] = await Promise.all([
      db
        .select({ eventId: eventRegistrations.eventId, status: eventRegistrations.status, total: count() })
        .from(eventRegistrations)
        .where(inArray(eventRegistrations.eventId, [...ids]))
        .groupBy(eventRegistrations.eventId, eventRegistrations.status),
      db
        .select({ eventId: eventTickets.eventId, total: count(), checkedIn: count(eventTickets.checkedInAt) })
        .from(eventTickets)
        .where(inArray(eventTickets.eventId, [...ids]))
        .groupBy(eventTickets.eventId),
    ]);
    for (const row of registrations) {
      const counts = result.get(row.eventId);
      if (counts && row.status === 'PENDING') counts.pendingRegistrations = row.total;
      if (counts && row.status === 'ACCEPTED') counts.acceptedRegistrations = row.total;
    }
    for (const row of tickets) {
      const counts = result.get(row.eventId);
      if (counts) Object.assign(counts, { attendees: row.total, checkedIn: row.checkedIn });
    }
    return result;
  },

  /** Every public event page, for the sitemap. */
  async pages(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
    return db
      .select({ slug: events.slug, updatedAt: events.updatedAt })
      .from(events)
      .where(isNotNull(events.publishedAt))
      .orderBy(desc(events.startsAt), desc(events.id));
  },
};
