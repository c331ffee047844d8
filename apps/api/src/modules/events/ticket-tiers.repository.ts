import { and, asc, count, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventTickets, ticketTiers } from './events.table';

export type TierRow = typeof ticketTiers.$inferSelect;
export type NewTier = typeof ticketTiers.$inferInsert;

/** An event's ticket tiers and the seats they count (decision 53). */
export const ticketTiersRepository = {
  async insert(db: Db, values: NewTier): Promise<TierRow> {
    const [row] = await db.insert(ticketTiers).values(values).returning();
    return row as TierRow;
  },

  /**
   * New capacity and limit; undefined when the tier is gone or when seats already taken exceed the new capacity
   * (the guard is in the statement, so that a sale between the check and the write cannot pass it).
   */
  async update(db: Db, id: string, values: Pick<TierRow, 'capacity' | 'perOrderLimit'>): Promise<TierRow | undefined> {
    const [row] = await db
      .update(ticketTiers)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(ticketTiers.id, id), sql`${ticketTiers.taken} <= ${values.capacity}`))
      .returning();
    return row;
  },

  async find(db: Db, id: string): Promise<TierRow | undefined> {
    const [row] = await db.select().from(ticketTiers).where(eq(ticketTiers.id, id)).limit(1);
    return row;
  },

  async ofEvent(db: Db, eventId: string): Promise<TierRow[]> {
    return db.select().from(ticketTiers).where(eq(ticketTiers.eventId, eventId)).orderBy(asc(ticketTiers.createdAt));
  },

  async byIds(db: Db, ids: readonly string[]): Promise<TierRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(ticketTiers)
      .where(inArray(ticketTiers.id, [...ids]));
  },

  /**
   * Takes `seats` if that many are left, in one guarded statement: concurrent buyers queue on the tier's row and each
   * sees the count the one before left, so the capacity is never passed. False when too few are left.
   */
  async take(db: Db, id: string, seats: number): Promise<boolean> {
    const rows = await db
      .update(ticketTiers)
      .set({ taken: sql`${ticketTiers.taken} + ${seats}`, updatedAt: new Date() })
      .where(and(eq(ticketTiers.id, id), sql`${ticketTiers.taken} + ${seats} <= ${ticketTiers.capacity}`))
      .returning({ id: ticketTiers.id });
    return rows.length > 0;
  },

  /** Gives back seats taken without a purchase (a free ticket cancelled); purchases give theirs back by trigger. */
  async release(db: Db, id: string, seats: number): Promise<void> {
    await db
      .update(ticketTiers)
      .set({ taken: sql`${ticketTiers.taken} - ${seats}`, updatedAt: new Date() })
      .where(and(eq(ticketTiers.id, id), gte(ticketTiers.taken, seats)));
  },

  /** Tickets issued and still valid, by tier: the seats sold (free ones included). */
  async issued(db: Db, tierIds: readonly string[]): Promise<Map<string, number>> {
    if (tierIds.length === 0) return new Map();
    const rows = await db
      .select({ tierId: eventTickets.tierId, total: count() })
      .from(eventTickets)
      .where(
        and(inArray(eventTickets.tierId, [...tierIds]), isNull(eventTickets.voidedAt), isNotNull(eventTickets.tierId)),
      )
      .groupBy(eventTickets.tierId);
    return new Map(rows.map((row) => [row.tierId ?? '', row.total]));
  },
};
