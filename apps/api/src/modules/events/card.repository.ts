import { type SQL, and, asc, desc, eq, inArray, max, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EventRegistrationStatus, FighterGender } from '@ringside/contract';
import type { Db } from '../../db/client';
import { fighterPublicProfiles as publicProfiles } from '../fighters/fighters.table';
import { likePattern } from '../../db/queries';
import { type BoutFighterRow, boutFighterColumns } from './bout-fighter';
import { bouts, eventRegistrations } from './events.table';

export type BoutRow = typeof bouts.$inferSelect;
export type NewBout = typeof bouts.$inferInsert;

type FighterKey = keyof typeof boutFighterColumns;

/** The columns `toBoutFighter` reads, taken from an alias of the public profiles. */
function fighterColumnsOf<T extends Record<FighterKey, unknown>>(table: T): Pick<T, FighterKey> {
  const keys = Object.keys(boutFighterColumns) as FighterKey[];
  return Object.fromEntries(keys.map((key) => [key, table[key]])) as Pick<T, FighterKey>;
}

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

const onCard = (eventId: string, fighterId: SQL | typeof publicProfiles.fighterId) =>
  sql<boolean>`exists (select 1 from ${bouts} where ${bouts.eventId} = ${eventId}
    and (${bouts.redFighterId} = ${fighterId} or ${bouts.blueFighterId} = ${fighterId}))`;

/** Fight cards: bouts in their order, and the approved fighters that may be put on them. */
export const cardRepository = {
  /** The card in one query, main event first, then from the top: the order fans read it in. */
  async card(db: Db, eventId: string): Promise<CardRow[]> {
    const red = alias(publicProfiles, 'red');
    const blue = alias(publicProfiles, 'blue');
    return db
      .select({ bout: bouts, red: fighterColumnsOf(red), blue: fighterColumnsOf(blue) })
      .from(bouts)
      .leftJoin(red, eq(red.fighterId, bouts.redFighterId))
      .leftJoin(blue, eq(blue.fighterId, bouts.blueFighterId))
      .where(eq(bouts.eventId, eventId))
      .orderBy(desc(bouts.isMainEvent), asc(bouts.position), asc(bouts.id));
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
    const rows = await db
      .select({ id: publicProfiles.fighterId, gender: publicProfiles.gender })
      .from(publicProfiles)
      .where(inArray(publicProfiles.fighterId, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.id, { gender: row.gender }]));
  },

  /**
   * Approved fighters to put on the card: accepted registrations for this event first, then pending ones,
   * then everyone else, each by name. A weight class matches the registration's or the fighter's own.
   */
  async pool(db: Db, eventId: string, filter: PoolFilter): Promise<PoolRow[]> {
    const registration = and(
      eq(eventRegistrations.fighterId, publicProfiles.fighterId),
      eq(eventRegistrations.eventId, eventId),
    );
    const conditions: (SQL | undefined)[] = [];
    if (filter.query)
      conditions.push(sql`${publicProfiles.searchText} like ${likePattern(filter.query.toLowerCase())}`);
    if (filter.weightClassId)
      conditions.push(
        or(
          eq(eventRegistrations.weightClassId, filter.weightClassId),
          eq(publicProfiles.weightClassId, filter.weightClassId),
        ),
      );
    const rank = sql`case ${eventRegistrations.status} when 'ACCEPTED' then 0 when 'PENDING' then 1 else 2 end`;
    return db
      .select({
        fighter: boutFighterColumns,
        fighterWeightClassId: publicProfiles.weightClassId,
        registrationStatus: eventRegistrations.status,
        registrationWeightClassId: eventRegistrations.weightClassId,
        onCard: onCard(eventId, publicProfiles.fighterId),
      })
      .from(publicProfiles)
      .leftJoin(eventRegistrations, registration)
      .where(and(...conditions))
      .orderBy(rank, asc(publicProfiles.sortName), asc(publicProfiles.fighterId))
      .limit(filter.limit);
  },
};
