import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import type { FighterGender } from '@ringside/contract';
import type { Db } from '../../db/client';
import { fighterSearch, fighterPublicProfiles as publicProfiles } from './fighters.table';
import type { FighterPublicRow } from './profiles.repository';
import { textSearch, textSearchUsesTrigrams } from '../../db/queries';
import { preparedByRef } from '../../db/prepared';
import { plannedEachTime } from '../../db/named-statements';

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

/** The card's columns under their property names, for the statement below (which drizzle cannot build). */
const cardSelection = sql.join(
  Object.entries(cardColumns).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
  sql`, `,
);

/**
 * One row of the search statement: the count (null when the page was short, so that it holds the last match) and
 * the page's length, then a card, unless the page is empty (then one row of nulls).
 */
type SearchRow = DirectoryCardRow & { counted: number | null; shown: number | null; sortName: string | null };

/**
 * Totals are exact up to here when counting them means reading rows one by one (no text query, or a term too
 * short for trigrams); past it a page says "1,000+" (decision 58).
 */
export const DIRECTORY_COUNT_CAP = 1000;

export interface DirectorySearchOptions {
  /** Where counting stops when it reads the matches one by one (DIRECTORY_COUNT_CAP by default). */
  countCap?: number;
  /**
   * How the matches are found: through the trigram index first, or along sort_name. Chosen by the query's terms
   * (textSearchUsesTrigrams); both find the same fighters in the same order, only the cost and the count differ.
   */
  plan?: 'matches-first' | 'sort-walk';
}

export interface DirectoryResult {
  rows: DirectoryCardRow[];
  /** Exact, or, when `totalCapped`, the count at which counting stopped: more match. */
  total: number;
  totalCapped: boolean;
}

/** The profile page's read, by id or by slug: a named prepared statement (decision 59). */
const profileByRef = preparedByRef(
  { id: publicProfiles.fighterId, slug: publicProfiles.slug },
  'public_profile',
  (db, column, name) =>
    db
      .select()
      .from(publicProfiles)
      .where(eq(column, sql.placeholder('ref')))
      .limit(1)
      .prepare(name),
);

/** The cards of a page's `(id, sort_name)` rows, in any order, joined to the profiles by primary key. */
const cardsOf = (ids: SQL) => sql`
  select ${cardSelection}, m.sort_name as "sortName"
  from (${ids}) m join ${publicProfiles} on ${publicProfiles.fighterId} = m.id`;

/**
 * A page along the sort order: on the narrow search table (a text query), its ids joined to their cards; on the
 * profiles themselves (filters alone), the cards at once, since a join would only add work there (a quarter of
 * the embedded database's speed on the first page).
 */
function sortWalkPage(source: typeof fighterSearch | typeof publicProfiles, where: SQL, limit: number, offset: number) {
  const ordered = sql`from ${source} where ${where} order by ${source.sortName}, ${source.fighterId}
    limit ${limit} offset ${offset}`;
  return source === publicProfiles
    ? sql`select ${cardSelection}, ${publicProfiles.sortName} as "sortName" ${ordered}`
    : cardsOf(sql`select ${source.fighterId} as id, ${source.sortName} as sort_name ${ordered}`);
}

/** Approved versions only: a row in fighter_public_profiles is what makes a fighter public. */
export const directoryRepository = {
  /**
   * A page of the directory and its total in one statement (decision 58). With a text query whose every term has
   * trigrams, the matches are picked out through the trigram index first (a materialised CTE: the planner cannot
   * trade it for a walk along sort_name), then sorted, and counted exactly. Without a text query, or with a term too
   * short for trigrams, the page is read along the sort_name index (a filter's own index when it has one) and the
   * matches are counted only up to the cap (or to the end of the page asked, if further): past it the total is a
   * lower bound and `totalCapped` says so.
   */
  async search(db: Db, filter: DirectoryFilter, options: DirectorySearchOptions = {}): Promise<DirectoryResult> {
    // A text query is looked up in the narrow search table; filters alone use the profiles' own indexes.
    const source = filter.query?.trim() ? fighterSearch : publicProfiles;
    const conditions: (SQL | undefined)[] = [textSearch(source.searchText, filter.query)];
    if (filter.weightClassId) conditions.push(eq(source.weightClassId, filter.weightClassId));
    if (filter.gender) conditions.push(eq(source.gender, filter.gender));
    if (filter.affiliationId) conditions.push(eq(source.affiliationId, filter.affiliationId));
    if (filter.nationality) conditions.push(eq(source.nationality, filter.nationality));
    const where = and(...conditions) ?? sql`true`;
    const offset = (filter.page - 1) * filter.pageSize;
    const plan = options.plan ?? (textSearchUsesTrigrams(filter.query) ? 'matches-first' : 'sort-walk');
    // Counting stops at the cap, or at the end of the page asked when that is further: "next" is known either way.
    const countTo = Math.max(options.countCap ?? DIRECTORY_COUNT_CAP, offset + filter.pageSize);
    const statement =
      plan === 'matches-first'
        ? sql`
          with matches as materialized (
            select ${source.fighterId} as id, ${source.sortName} as sort_name from ${source} where ${where}
          ),
          counted as (select count(*)::int as n from matches)
          select counted.n as counted, null as shown, page.* from counted left join lateral (${cardsOf(
            sql`select id, sort_name from matches order by sort_name, id limit ${filter.pageSize} offset ${offset}`,
          )}) page on true
          order by page."sortName", page."fighterId"`
        : sql`
          with page as materialized (${sortWalkPage(source, where, filter.pageSize, offset)}),
          shown as (select count(*)::int as n from page)
          select case
              when shown.n < ${filter.pageSize} and ${offset === 0 ? sql`true` : sql`shown.n > 0`} then null
              else (select count(*)::int from (select 1 from ${source} where ${where} limit ${countTo + 1}) c)
            end as counted,
            shown.n as shown,
            page.*
          from shown left join page on true
          order by page."sortName", page."fighterId"`;
    const result = (await db.execute(plannedEachTime(statement))) as unknown as { rows: SearchRow[] };
    const first = result.rows[0];
    // Not counted: the page was not full, so its own rows end the list.
    const counted = first?.counted ?? offset + (first?.shown ?? 0);
    const totalCapped = plan === 'sort-walk' && counted > countTo;
    return {
      rows: result.rows
        .filter((row) => row.fighterId !== null)
        .map(({ counted: _, shown: __, sortName: ___, ...card }) => card),
      total: totalCapped ? countTo : counted,
      totalCapped,
    };
  },

  /** By the fighter's id or the page's slug. */
  async find(db: Db, idOrSlug: string): Promise<FighterPublicRow | undefined> {
    const read = profileByRef(db, idOrSlug.toLowerCase());
    const [row] = await read.statement.execute({ ref: read.ref });
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
