import { type SQL, and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { EventRegistrationStatus, FighterGender } from '@ringside/contract';
import type { Db } from '../../db/client';
import { likePattern } from '../../db/queries';
import { fighterAccounts, publicFighters } from '../fighters/published';
import type { CustomerRow } from '../identity/customer.mapper';
import { customerById } from '../identity/customers';
import type { EventRow } from './event-summaries';
import { eventRegistrations, events } from './events.table';

export type RegistrationRow = typeof eventRegistrations.$inferSelect;
export type NewRegistration = typeof eventRegistrations.$inferInsert;

export interface RegistrationFilter {
  eventId?: string | undefined;
  status?: EventRegistrationStatus | undefined;
  weightClassId?: string | undefined;
  query?: string | undefined;
  page: number;
  pageSize: number;
}

/** Fighter registrations, the events they name and the fighters (and accounts) behind them. */
export const registrationsRepository = {
  async findEvent(db: Db, id: string): Promise<EventRow | undefined> {
    const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
    return row;
  },

  /** The customer's fighter: whether it is approved (public), and the division of its public version. */
  async fighterOfCustomer(
    db: Db,
    customerId: string,
  ): Promise<{ id: string; isPublic: boolean; gender: FighterGender | null } | undefined> {
    const account = fighterAccounts('account');
    const fighter = publicFighters('fighter');
    const [row] = await db
      .select({ id: account.fighterId, publicId: fighter.fighterId, gender: fighter.gender })
      .from(account)
      .leftJoin(fighter, eq(fighter.fighterId, account.fighterId))
      .where(eq(account.customerId, customerId))
      .limit(1);
    return row && { id: row.id, isPublic: row.publicId !== null, gender: row.gender };
  },

  /**
   * The account behind a fighter: where decisions are sent. The whole account (its verified channels too), so
   * through identity's own read rather than a join of its published contacts.
   */
  async accountOfFighter(db: Db, fighterId: string): Promise<CustomerRow | undefined> {
    const account = fighterAccounts('account');
    const [row] = await db
      .select({ customerId: account.customerId })
      .from(account)
      .where(eq(account.fighterId, fighterId))
      .limit(1);
    return row ? customerById(db, row.customerId) : undefined;
  },

  /** The fighters with a registration still pending or accepted at the event: whom news of it concerns. */
  async activeFighters(db: Db, eventId: string): Promise<string[]> {
    const rows = await db
      .select({ fighterId: eventRegistrations.fighterId })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), inArray(eventRegistrations.status, ['PENDING', 'ACCEPTED'])));
    return rows.map((row) => row.fighterId);
  },

  /** `lock` holds the row for the rest of the transaction, so that two decisions queue up. */
  async find(db: Db, id: string, lock = false): Promise<RegistrationRow | undefined> {
    const query = db.select().from(eventRegistrations).where(eq(eventRegistrations.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async findFor(db: Db, eventId: string, fighterId: string, lock = false): Promise<RegistrationRow | undefined> {
    const query = db
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.fighterId, fighterId)))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  /** Undefined when the fighter already has one for the event (a concurrent first registration won). */
  async insert(db: Db, values: NewRegistration): Promise<RegistrationRow | undefined> {
    const [row] = await db
      .insert(eventRegistrations)
      .values(values)
      .onConflictDoNothing({ target: [eventRegistrations.eventId, eventRegistrations.fighterId] })
      .returning();
    return row;
  },

  async update(db: Db, id: string, values: Partial<NewRegistration>): Promise<RegistrationRow> {
    const [row] = await db
      .update(eventRegistrations)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(eventRegistrations.id, id))
      .returning();
    return row as RegistrationRow;
  },

  /** A fighter's own registrations, latest first. */
  async listOfFighter(db: Db, fighterId: string, eventId?: string): Promise<RegistrationRow[]> {
    return db
      .select()
      .from(eventRegistrations)
      .where(
        and(eq(eventRegistrations.fighterId, fighterId), eventId ? eq(eventRegistrations.eventId, eventId) : undefined),
      )
      .orderBy(desc(eventRegistrations.createdAt), desc(eventRegistrations.id));
  },

  /**
   * Staff's list: pending ones first, oldest sent (or sent again) first, as a queue; then the decided ones,
   * latest decision first.
   */
  async search(db: Db, filter: RegistrationFilter): Promise<{ rows: RegistrationRow[]; total: number }> {
    const fighter = publicFighters('fighter');
    const conditions: (SQL | undefined)[] = [
      filter.eventId ? eq(eventRegistrations.eventId, filter.eventId) : undefined,
      filter.status ? eq(eventRegistrations.status, filter.status) : undefined,
      filter.weightClassId ? eq(eventRegistrations.weightClassId, filter.weightClassId) : undefined,
    ];
    if (filter.query) {
      const like = likePattern(filter.query);
      conditions.push(
        or(
          ilike(fighter.firstName, like),
          ilike(fighter.lastName, like),
          ilike(fighter.nickname, like),
          ilike(sql`${fighter.firstName} || ' ' || ${fighter.lastName}`, like),
        ),
      );
    }
    const where = and(...conditions);
    const pending = sql`${eventRegistrations.status} = 'PENDING'`;
    const rows = await db
      .select({ registration: eventRegistrations })
      .from(eventRegistrations)
      .leftJoin(fighter, eq(fighter.fighterId, eventRegistrations.fighterId))
      .where(where)
      .orderBy(
        desc(pending),
        asc(sql`case when ${pending} then ${eventRegistrations.updatedAt} end`),
        desc(eventRegistrations.updatedAt),
        asc(eventRegistrations.id),
      )
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize);
    const [counted] = await db
      .select({ total: count() })
      .from(eventRegistrations)
      .leftJoin(fighter, eq(fighter.fighterId, eventRegistrations.fighterId))
      .where(where);
    return { rows: rows.map((row) => row.registration), total: counted?.total ?? 0 };
  },
};
