import {
  type Placeholder,
  type SQL,
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNotNull,
  lt,
  ne,
  not,
  or,
  sql,
} from 'drizzle-orm';
import type { EventPeriod, EventStatus } from '@ringside/contract';
import type { Db } from '../../db/client';
import { preparedByRef, preparedPerDb } from '../../db/prepared';
import { likePattern } from '../../db/queries';
import { type SoldRow, activeProducts, sellingProduct, soldColumns } from '../commerce/published';
import type { EventRow } from './event-summaries';
import { UPCOMING_GRACE_MS } from './event-windows';
import { eventRegistrations, eventTickets, events } from './events.table';

export type NewEvent = typeof events.$inferInsert;

/**
 * Past: completed, or started more than the grace ago and not live. Everything else is upcoming, so that the
 * two periods split the calendar with nothing in both or neither (a cancelled event shows in its period).
 */
function isPast(cutoff: Placeholder): SQL {
  return or(eq(events.status, 'COMPLETED'), and(ne(events.status, 'LIVE'), lt(events.startsAt, cutoff))) as SQL;
}

/** The cutoff `isPast` compares start times with: an ISO string, which both drivers send as is. */
const pastCutoff = (now: Date) => new Date(now.getTime() - UPCOMING_GRACE_MS).toISOString();

/** What a search's statement depends on besides its values: one prepared pair per shape. */
type SearchShape = Pick<EventFilter, 'publicOnly' | 'period'> & { status: boolean; query: boolean };

/**
 * A page of events, each with its live pass, with the total of the matches beside each row (counted before the
 * limit), and the count alone for a page past the end; prepared: the public list is a hot read (decision 59).
 */
function searchStatements(shape: SearchShape) {
  const conditions: (SQL | undefined)[] = [];
  if (shape.publicOnly) conditions.push(isNotNull(events.publishedAt));
  if (shape.status) conditions.push(eq(events.status, sql.placeholder('status')));
  if (shape.query) conditions.push(ilike(events.name, sql.placeholder('pattern')));
  if (shape.period === 'PAST') conditions.push(isPast(sql.placeholder('cutoff')));
  if (shape.period === 'UPCOMING') conditions.push(not(isPast(sql.placeholder('cutoff'))));
  const where = and(...conditions);
  const order =
    shape.period === 'UPCOMING' ? [asc(events.startsAt), asc(events.id)] : [desc(events.startsAt), desc(events.id)];
  const name = `events_search_${shape.period ?? 'any'}_${shape.publicOnly ? 'public' : 'all'}${shape.status ? '_status' : ''}${shape.query ? '_query' : ''}`;
  const livePass = activeProducts('live_pass');
  return preparedPerDb((db) => ({
    page: db
      .select({
        ...getTableColumns(events),
        ...soldColumns(livePass),
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(events)
      .leftJoin(livePass, sellingProduct(livePass, 'LIVE_EVENT', events.id))
      .where(where)
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
    count: db.select({ total: count() }).from(events).where(where).prepare(`${name}_count`),
  }));
}

const searchShapes = new Map<string, ReturnType<typeof searchStatements>>();

function searchStatementsOf(shape: SearchShape) {
  const key = JSON.stringify(shape);
  let statements = searchShapes.get(key);
  if (!statements) {
    statements = searchStatements(shape);
    searchShapes.set(key, statements);
  }
  return statements;
}

// prepared: the event page's first read, a hot public one (decision 59).
const eventByRef = preparedByRef(events, 'event', (db, column, name) =>
  db
    .select()
    .from(events)
    .where(eq(column, sql.placeholder('ref')))
    .limit(1)
    .prepare(name),
);

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
    const read = eventByRef(db, ref.toLowerCase());
    const [row] = await read.statement.execute({ ref: read.ref });
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

  /** A page of events: upcoming soonest first, past latest first, else latest first. One statement unless past the end. */
  async search(db: Db, filter: EventFilter): Promise<{ rows: (EventRow & SoldRow)[]; total: number }> {
    const statements = searchStatementsOf({
      publicOnly: filter.publicOnly,
      period: filter.period,
      status: Boolean(filter.status),
      query: Boolean(filter.query),
    })(db);
    const values = {
      status: filter.status,
      pattern: filter.query ? likePattern(filter.query) : undefined,
      cutoff: pastCutoff(filter.now),
      limit: filter.pageSize,
      offset: (filter.page - 1) * filter.pageSize,
    };
    const found = await statements.page.execute(values);
    const total = found[0]?.total ?? (filter.page > 1 ? ((await statements.count.execute(values))[0]?.total ?? 0) : 0);
    return { rows: found.map(({ total: _total, ...row }) => row), total };
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
