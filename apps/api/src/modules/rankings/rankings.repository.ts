import { asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rankingEntries, rankings } from './rankings.table';

export type RankingRow = typeof rankings.$inferSelect;
export type RankingEntryRow = typeof rankingEntries.$inferSelect;

/** Versions of weight classes' rankings and their places. */
export const rankingsRepository = {
  /** The latest version of every weight class ever ranked. */
  async currentAll(db: Db): Promise<RankingRow[]> {
    return db
      .selectDistinctOn([rankings.weightClassId])
      .from(rankings)
      .orderBy(rankings.weightClassId, desc(rankings.version));
  },

  /** A weight class's versions, the latest first. */
  async versions(db: Db, weightClassId: string): Promise<RankingRow[]> {
    return db.select().from(rankings).where(eq(rankings.weightClassId, weightClassId)).orderBy(desc(rankings.version));
  },

  /** The versions just before these (by weight class and version), by the later version's id. */
  async previousOf(db: Db, current: readonly RankingRow[]): Promise<Map<string, RankingRow>> {
    const wanted = current.filter((row) => row.version > 1);
    if (wanted.length === 0) return new Map();
    const rows = await db
      .select()
      .from(rankings)
      .where(
        sql`(${rankings.weightClassId}, ${rankings.version}) in (${sql.join(
          wanted.map((row) => sql`(${row.weightClassId}::uuid, ${row.version - 1})`),
          sql`, `,
        )})`,
      );
    const byClass = new Map(rows.map((row) => [row.weightClassId, row]));
    return new Map(
      wanted.flatMap((row) => (byClass.has(row.weightClassId) ? [[row.id, byClass.get(row.weightClassId)!]] : [])),
    );
  },

  /** The places of these versions, in order. */
  async entries(db: Db, rankingIds: readonly string[]): Promise<RankingEntryRow[]> {
    if (rankingIds.length === 0) return [];
    return db
      .select()
      .from(rankingEntries)
      .where(inArray(rankingEntries.rankingId, [...rankingIds]))
      .orderBy(asc(rankingEntries.rankingId), asc(rankingEntries.position));
  },

  /** Writes the next version of a weight class with its places; answers it. Two at once: one fails on the key. */
  async insertNext(
    db: Db,
    values: { weightClassId: string; effectiveOn: string; publishedById: string | null },
    fighterIds: readonly (string | null)[],
  ): Promise<RankingRow> {
    return db.transaction(async (tx) => {
      const [last] = await tx
        .select({ version: max(rankings.version) })
        .from(rankings)
        .where(eq(rankings.weightClassId, values.weightClassId));
      const [row] = await tx
        .insert(rankings)
        .values({ ...values, version: (last?.version ?? 0) + 1 })
        .returning();
      const places = fighterIds.flatMap((fighterId, position) =>
        fighterId ? [{ rankingId: row!.id, position, fighterId }] : [],
      );
      if (places.length) await tx.insert(rankingEntries).values(places);
      return row!;
    });
  },

  /** Where a fighter stands in the current versions: (weight class, place) pairs. */
  async placesOf(db: Db, fighterId: string): Promise<{ weightClassId: string; position: number }[]> {
    const current = db
      .selectDistinctOn([rankings.weightClassId], { id: rankings.id, weightClassId: rankings.weightClassId })
      .from(rankings)
      .orderBy(rankings.weightClassId, desc(rankings.version))
      .as('current');
    return db
      .select({ weightClassId: current.weightClassId, position: rankingEntries.position })
      .from(rankingEntries)
      .innerJoin(current, eq(current.id, rankingEntries.rankingId))
      .where(eq(rankingEntries.fighterId, fighterId))
      .orderBy(asc(rankingEntries.position));
  },
};
