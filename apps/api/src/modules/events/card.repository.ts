import { type AnyColumn, type SQL, and, asc, desc, eq, inArray, max, ne, or, sql } from 'drizzle-orm';
import type { EventRegistrationStatus, FighterGender } from '@ringside/contract';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { publicFighters } from '../fighters/published';
import { textSearch } from '../../db/queries';
import { type BoutFighterRow, boutFighterColumns } from './bout-fighter';
import { bouts, eventRegistrations } from './events.table';

export type BoutRow = typeof bouts.$inferSelect;
export type NewBout = typeof bouts.$inferInsert;

/** A bout with both fighters' public profiles (null when a profile is missing). */
export interface CardRow {
  bout: BoutRow;
  red: BoutFighterRow | null;
  blue: BoutFighterRow | null;
}

export interface PoolFilter {
  query?: string | undefined;
  weightClassId?: string | undefined;
  limit: number;
}

export interface PoolRow {
  fighter: BoutFighterRow;
  fighterWeightClassId: string | null;
  registrationStatus: EventRegistrationStatus | null;
  registrationWeightClassId: string | null;
  onCard: boolean;
}

const onCard = (eventId: string, fighterId: SQL | AnyColumn) =>
  sql<boolean>`exists (select 1 from ${bouts} where ${bouts.eventId} = ${eventId}
    and (${bouts.redFighterId} = ${fighterId} or ${bouts.blueFighterId} = ${fighterId}))`;

/** The card, main event first, then from the top; prepared: the event page is a hot public read (decision 59). */
const cardOf = preparedPerDb((db) => {
  const red = publicFighters('red');
  const blue = publicFighters('blue');
  return db
    .select({ bout: bouts, red: boutFighterColumns(red), blue: boutFighterColumns(blue) })
    .from(bouts)
    .leftJoin(red, eq(red.fighterId, bouts.redFighterId))
    .leftJoin(blue, eq(blue.fighterId, bouts.blueFighterId))
    .where(eq(bouts.eventId, sql.placeholder('eventId')))
    .orderBy(desc(bouts.isMainEvent), asc(bouts.position), asc(bouts.id))
    .prepare('event_card');
});

/** Fight cards: bouts in their order, and the approved fighters that may be put on them. */
export const cardRepository = {
  /** The card in one query, main event first, then from the top: the order fans read it in. */
  async card(db: Db, eventId: string): Promise<CardRow[]> {
    return cardOf(db).execute({ eventId });
  },

  /** The card's bouts without fighters, top first. */
  async list(db: Db, eventId: string): Promise<BoutRow[]> {
    return db.select().from(bouts).where(eq(bouts.eventId, eventId)).orderBy(asc(bouts.position), asc(bouts.id));
  },

  async find(db: Db, eventId: string, boutId: string, lock = false): Promise<BoutRow | undefined> {
    const query = db
      .select()
      .from(bouts)
      .where(and(eq(bouts.eventId, eventId), eq(bouts.id, boutId)))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async nextPosition(db: Db, eventId: string): Promise<number> {
    const [row] = await db
      .select({ last: max(bouts.position) })
      .from(bouts)
      .where(eq(bouts.eventId, eventId));
    return (row?.last ?? 0) + 1;
  },

  async insert(db: Db, values: NewBout): Promise<BoutRow> {
    const [row] = await db.insert(bouts).values(values).returning();
    return row as BoutRow;
  },

  async update(db: Db, boutId: string, values: Partial<NewBout>): Promise<BoutRow> {
    const [row] = await db
      .update(bouts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(bouts.id, boutId))
      .returning();
    return row as BoutRow;
  },

  async remove(db: Db, boutId: string): Promise<void> {
    await db.delete(bouts).where(eq(bouts.id, boutId));
  },

  /** One main event per card: flagging a bout unflags the others. */
  async clearMainEvent(db: Db, eventId: string, exceptBoutId: string): Promise<void> {
    await db
      .update(bouts)
      .set({ isMainEvent: false, updatedAt: new Date() })
      .where(and(eq(bouts.eventId, eventId), ne(bouts.id, exceptBoutId), eq(bouts.isMainEvent, true)));
  },

  /** Positions 1..n in the given order (ids of one card). */
  async setPositions(db: Db, orderedIds: readonly string[]): Promise<void> {
    if (orderedIds.length === 0) return;
    const cases = sql.join(
      orderedIds.map((id, index) => sql`when ${id}::uuid then ${index + 1}::integer`),
      sql` `,
    );
    await db
      .update(bouts)
      .set({ position: sql`case ${bouts.id} ${cases} end`, updatedAt: new Date() })
      .where(inArray(bouts.id, [...orderedIds]));
  },

  /** Those among these ids that are approved fighters (they have a public profile), with their division. */
  async approvedFighters(db: Db, ids: readonly string[]): Promise<Map<string, { gender: FighterGender | null }>> {
    const fighter = publicFighters();
    const rows = await db
      .select({ id: fighter.fighterId, gender: fighter.gender })
      .from(fighter)
      .where(inArray(fighter.fighterId, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.id, { gender: row.gender }]));
  },

  /**
   * Approved fighters to put on the card: accepted registrations for this event first, then pending ones,
   * then everyone else, each by name. A weight class matches the registration's or the fighter's own.
   */
  async pool(db: Db, eventId: string, filter: PoolFilter): Promise<PoolRow[]> {
    const fighter = publicFighters();
    const registration = and(
      eq(eventRegistrations.fighterId, fighter.fighterId),
      eq(eventRegistrations.eventId, eventId),
    );
    const conditions: (SQL | undefined)[] = [];
    conditions.push(textSearch(fighter.searchText, filter.query));
    if (filter.weightClassId)
      conditions.push(
        or(eq(eventRegistrations.weightClassId, filter.weightClassId), eq(fighter.weightClassId, filter.weightClassId)),
      );
    const rank = sql`case ${eventRegistrations.status} when 'ACCEPTED' then 0 when 'PENDING' then 1 else 2 end`;
    return db
      .select({
        fighter: boutFighterColumns(fighter),
        fighterWeightClassId: fighter.weightClassId,
        registrationStatus: eventRegistrations.status,
        registrationWeightClassId: eventRegistrations.weightClassId,
        onCard: onCard(eventId, fighter.fighterId),
      })
      .from(fighter)
      .leftJoin(eventRegistrations, registration)
      .where(and(...conditions))
      .orderBy(rank, asc(fighter.sortName), asc(fighter.fighterId))
      .limit(filter.limit);
  },
};
