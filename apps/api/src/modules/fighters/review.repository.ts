import { type SQL, and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FighterGender, FighterProfileStatus } from '@ringside/contract';
import type { Db } from '../../db/client';
import { fighterProfiles, fighterPublicProfiles } from './fighters.table';
import { textSearch } from '../../db/queries';
import type { FighterProfileRow } from './profiles.repository';

export interface ReviewFilter {
  status: FighterProfileStatus;
  query?: string | undefined;
  weightClassId?: string | undefined;
  gender?: FighterGender | undefined;
  kind: 'ALL' | 'FIRST' | 'CHANGE';
  sort: 'OLDEST' | 'NEWEST';
  page: number;
  pageSize: number;
}

/** The review queue: applications by status, oldest sent first by default. */
export const reviewRepository = {
  async search(
    db: Db,
    filter: ReviewFilter,
  ): Promise<{ rows: (FighterProfileRow & { isChange: boolean })[]; total: number }> {
    // Names and nickname in Latin letters or Devanagari, romanised and keyed (decision 52).
    const conditions: (SQL | undefined)[] = [
      eq(fighterProfiles.status, filter.status),
      textSearch(fighterProfiles.searchText, filter.query),
    ];
    if (filter.weightClassId) conditions.push(eq(fighterProfiles.weightClassId, filter.weightClassId));
    if (filter.gender) conditions.push(eq(fighterProfiles.gender, filter.gender));
    if (filter.kind === 'FIRST') conditions.push(isNull(fighterPublicProfiles.fighterId));
    if (filter.kind === 'CHANGE') conditions.push(isNotNull(fighterPublicProfiles.fighterId));
    const where = and(...conditions);
    // Drafts were never sent; they line up by their last save.
    const sentAt = sql`coalesce(${fighterProfiles.submittedAt}, ${fighterProfiles.updatedAt})`;
    const order =
      filter.sort === 'OLDEST' ? [asc(sentAt), asc(fighterProfiles.id)] : [desc(sentAt), desc(fighterProfiles.id)];

    const rows = await db
      .select({ profile: fighterProfiles, published: fighterPublicProfiles.fighterId })
      .from(fighterProfiles)
      .leftJoin(fighterPublicProfiles, eq(fighterPublicProfiles.fighterId, fighterProfiles.id))
      .where(where)
      .orderBy(...order)
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize);
    const [counted] = await db
      .select({ total: count() })
      .from(fighterProfiles)
      .leftJoin(fighterPublicProfiles, eq(fighterPublicProfiles.fighterId, fighterProfiles.id))
      .where(where);
    return {
      rows: rows.map((row) => ({ ...row.profile, isChange: row.published !== null })),
      total: counted?.total ?? 0,
    };
  },
};
