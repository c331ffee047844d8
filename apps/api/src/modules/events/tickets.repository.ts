import { type SQL, and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likePattern } from '../../db/queries';
import { customerContacts } from '../identity/published';
import type { EventRow } from './event-summaries';
import { eventTickets, events } from './events.table';

export type TicketRow = typeof eventTickets.$inferSelect;
export type NewTicket = typeof eventTickets.$inferInsert;

export interface AttendeeFilter {
  query?: string | undefined;
  checkedIn?: boolean | undefined;
  page: number;
  pageSize: number;
}

const holder = customerContacts('holder');
const checker = customerContacts('checker');

/** The holder's and the door staff's names beside a ticket. */
const withPeople = {
  ticket: eventTickets,
  holder: {
    firstName: holder.firstName,
    middleName: holder.middleName,
    lastName: holder.lastName,
    email: holder.email,
    countryCode: holder.countryCode,
    mobileNumber: holder.mobileNumber,
  },
  checkerFirstName: checker.firstName,
  checkerMiddleName: checker.middleName,
  checkerLastName: checker.lastName,
};

/** Attendance tickets and the seat count they hold on their event. */
export const ticketsRepository = {
  async findEvent(db: Db, id: string): Promise<EventRow | undefined> {
    const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
    return row;
  },

  /** A free ticket; undefined when the customer already holds one for the event (also a concurrent double click). */
  async insert(db: Db, values: NewTicket): Promise<TicketRow | undefined> {
    const [row] = await db
      .insert(eventTickets)
      .values(values)
      .onConflictDoNothing({
        target: [eventTickets.eventId, eventTickets.customerId],
        where: sql`${eventTickets.purchaseId} is null`,
      })
      .returning();
    return row;
  },

  /** The customer's free ticket for an event; `lock` holds it against a check-in for the rest of the transaction. */
  async findOwnFree(db: Db, eventId: string, customerId: string, lock = false): Promise<TicketRow | undefined> {
    const query = db
      .select()
      .from(eventTickets)
      .where(
        and(
          eq(eventTickets.eventId, eventId),
          eq(eventTickets.customerId, customerId),
          isNull(eventTickets.purchaseId),
        ),
      )
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async remove(db: Db, id: string): Promise<void> {
    await db.delete(eventTickets).where(eq(eventTickets.id, id));
  },

  /** The customer's tickets: upcoming events first (soonest first), then past ones (latest first). */
  async listOfCustomer(db: Db, customerId: string): Promise<TicketRow[]> {
    const past = sql`${events.startsAt} < now()`;
    const rows = await db
      .select({ ticket: eventTickets })
      .from(eventTickets)
      .innerJoin(events, eq(events.id, eventTickets.eventId))
      .where(eq(eventTickets.customerId, customerId))
      .orderBy(asc(past), asc(sql`case when not ${past} then ${events.startsAt} end`), desc(events.startsAt))
      // A bound no real account meets, against an unbounded answer.
      .limit(500);
    return rows.map((row) => row.ticket);
  },

  /** Withdraws every valid ticket of an event (cancelled): kept as history, no longer valid at the door. */
  async voidOfEvent(db: Db, eventId: string, at: Date): Promise<void> {
    await db
      .update(eventTickets)
      .set({ voidedAt: at })
      .where(and(eq(eventTickets.eventId, eventId), isNull(eventTickets.voidedAt)));
  },

  /** Who holds a free ticket of the event (valid, or voided at `voidedAt`): whom news of it concerns. */
  async freeHolders(db: Db, eventId: string): Promise<string[]> {
    const rows = await db
      .selectDistinct({ customerId: eventTickets.customerId })
      .from(eventTickets)
      .where(and(eq(eventTickets.eventId, eventId), isNull(eventTickets.purchaseId)));
    return rows.map((row) => row.customerId);
  },

  /** The tickets a purchase issued, by seat. */
  async ofPurchase(db: Db, purchaseId: string): Promise<TicketRow[]> {
    return db
      .select()
      .from(eventTickets)
      .where(eq(eventTickets.purchaseId, purchaseId))
      .orderBy(asc(eventTickets.seat));
  },

  async findByCode(db: Db, code: string): Promise<TicketRow | undefined> {
    const [row] = await db.select().from(eventTickets).where(eq(eventTickets.code, code)).limit(1);
    return row;
  },

  /** Checks in a ticket not checked in yet, atomically: of two scans at once, one only gets the row. */
  async checkIn(db: Db, id: string, staffId: string): Promise<boolean> {
    const rows = await db
      .update(eventTickets)
      .set({ checkedInAt: new Date(), checkedInById: staffId })
      .where(and(eq(eventTickets.id, id), isNull(eventTickets.checkedInAt)))
      .returning({ id: eventTickets.id });
    return rows.length > 0;
  },

  async findWithPeople(db: Db, id: string) {
    const [row] = await db
      .select(withPeople)
      .from(eventTickets)
      .innerJoin(holder, eq(holder.id, eventTickets.customerId))
      .leftJoin(checker, eq(checker.id, eventTickets.checkedInById))
      .where(eq(eventTickets.id, id))
      .limit(1);
    return row;
  },

  /** An event's attendees for the door, by name, with filters. */
  async attendees(db: Db, eventId: string, filter: AttendeeFilter) {
    const conditions: (SQL | undefined)[] = [eq(eventTickets.eventId, eventId)];
    if (filter.checkedIn !== undefined)
      conditions.push(filter.checkedIn ? isNotNull(eventTickets.checkedInAt) : isNull(eventTickets.checkedInAt));
    if (filter.query) {
      const like = likePattern(filter.query);
      conditions.push(
        or(
          ilike(holder.firstName, like),
          ilike(holder.lastName, like),
          ilike(sql`${holder.firstName} || ' ' || ${holder.lastName}`, like),
          ilike(holder.email, like),
          ilike(holder.mobileNumber, like),
        ),
      );
    }
    const where = and(...conditions);
    const rows = await db
      .select(withPeople)
      .from(eventTickets)
      .innerJoin(holder, eq(holder.id, eventTickets.customerId))
      .leftJoin(checker, eq(checker.id, eventTickets.checkedInById))
      .where(where)
      .orderBy(asc(holder.firstName), asc(holder.lastName), asc(eventTickets.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize);
    const [counted] = await db
      .select({ total: count() })
      .from(eventTickets)
      .innerJoin(holder, eq(holder.id, eventTickets.customerId))
      .where(where);
    return { rows, total: counted?.total ?? 0 };
  },
};

export type TicketWithPeople = NonNullable<Awaited<ReturnType<typeof ticketsRepository.findWithPeople>>>;
