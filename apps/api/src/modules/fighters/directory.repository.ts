import { type SQL, and, asc, count, eq } from 'drizzle-orm';
import type { FighterGender } from '@ringside/contract';
import type { Db } from '../../db/client';
import { fighterPublicProfiles as publicProfiles } from './fighters.table';
import type { FighterPublicRow } from './profiles.repository';
import { textSearch } from '../../db/queries';

export interface DirectoryFilter {
  query?: string | undefined;
  weightClassId?: string | undefined;
  gender?: FighterGender | undefined;
  affiliationId?: string | undefined;
  nationality?: string | undefined;
  page: number;
  pageSize: number;
}

/** What a directory card shows; the bio and the rest stay in the table. */
const cardColumns = {
  fighterId: publicProfiles.fighterId,
  slug: publicProfiles.slug,
  firstName: publicProfiles.firstName,
  lastName: publicProfiles.lastName,
  nickname: publicProfiles.nickname,
  firstNameNe: publicProfiles.firstNameNe,
  lastNameNe: publicProfiles.lastNameNe,
  nicknameNe: publicProfiles.nicknameNe,
  gender: publicProfiles.gender,
  countryCode: publicProfiles.countryCode,
  nationality: publicProfiles.nationality,
  weightClassId: publicProfiles.weightClassId,
  affiliationId: publicProfiles.affiliationId,
  photoId: publicProfiles.photoId,
  priorRecord: publicProfiles.priorRecord,
  promotionRecord: publicProfiles.promotionRecord,
};
export type DirectoryCardRow = Pick<FighterPublicRow, keyof typeof cardColumns>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Approved versions only: a row in fighter_public_profiles is what makes a fighter public. */
export const directoryRepository = {
  /**
   * One query for the page and one for the count, each on an index ordered by sort_name; a text query is LIKEs on
   * the trigram-indexed search_text, in English or Nepali (decision 52).
   */
  async search(db: Db, filter: DirectoryFilter): Promise<{ rows: DirectoryCardRow[]; total: number }> {
    const conditions: (SQL | undefined)[] = [textSearch(publicProfiles.searchText, filter.query)];
    if (filter.weightClassId) conditions.push(eq(publicProfiles.weightClassId, filter.weightClassId));
    if (filter.gender) conditions.push(eq(publicProfiles.gender, filter.gender));
    if (filter.affiliationId) conditions.push(eq(publicProfiles.affiliationId, filter.affiliationId));
    if (filter.nationality) conditions.push(eq(publicProfiles.nationality, filter.nationality));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const [rows, counted] = await Promise.all([
      db
        .select(cardColumns)
        .from(publicProfiles)
        .where(where)
        .orderBy(asc(publicProfiles.sortName), asc(publicProfiles.fighterId))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize),
      db.select({ total: count() }).from(publicProfiles).where(where),
    ]);
    return { rows, total: counted[0]?.total ?? 0 };
  },

  /** By the fighter's id or the page's slug. */
  async find(db: Db, idOrSlug: string): Promise<FighterPublicRow | undefined> {
    const key = idOrSlug.toLowerCase();
    const [row] = await db
      .select()
      .from(publicProfiles)
      .where(UUID.test(key) ? eq(publicProfiles.fighterId, key) : eq(publicProfiles.slug, key))
      .limit(1);
    return row;
  },

  /** Every public page for the sitemap. */
  async pages(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
    return db
      .select({ slug: publicProfiles.slug, updatedAt: publicProfiles.updatedAt })
      .from(publicProfiles)
      .orderBy(asc(publicProfiles.sortName), asc(publicProfiles.fighterId));
  },
};
