import { type SQL, and, asc, eq, or, sql } from 'drizzle-orm';
import type { FighterGender } from '@ringside/contract';
import type { Db } from '../../db/client';
import { wordSearchTerms } from '@ringside/contract/display/search-text';
import { fighterSearch, fighterSearchWords, fighterPublicProfiles as publicProfiles } from './fighters.table';
import type { FighterPublicRow } from './profiles.repository';
import { likeEscaped } from '../../db/queries';
import { shapedStatement } from '../../db/shaped-statements';
import { preparedByRef } from '../../db/prepared';

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

/** Where counting stops: a name's matches, and a browse of everyone or by filters. */
export interface DirectoryCountCaps {
  name: number;
  browse: number;
}

/**
 * Totals are exact up to here; past it a page says "100+" or "1,000+" (decisions 58, 60 and 61). A name being typed
 * narrows with each letter, and its total only says how broad it still is; a browse's total describes the roster.
 */
export const DIRECTORY_COUNT_CAPS: DirectoryCountCaps = { name: 100, browse: 1000 };

export interface DirectorySearchOptions {
  /** Where counting stops (DIRECTORY_COUNT_CAPS by default). */
  countCaps?: DirectoryCountCaps;
  /**
   * How a name search finds its matches: through the table of word starts (the default), or by reading every
   * search text (`scan`: the same fighters in the same order, which the tests check; nothing else uses it).
   */
  plan?: 'words' | 'scan';
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

/** The longest word start fighter_search_words keeps (migration 0016): a longer word is found by its first ones. */
export const WORD_PREFIX_MAX = 12;

/** A word search's term: the word start looked up, and the term at a word's start as a text check. */
interface WordTerm {
  prefix: string;
  /** `' ' || search_text LIKE` this: the scan's whole test, and the word starts' too when `checked`. */
  pattern: string;
  /** The term is not a single word found by its start alone (several words, or longer than the starts kept). */
  checked: boolean;
}

/**
 * The terms of a name search (wordSearchTerms), each with the word start to look up: its longest word, cut to
 * WORD_PREFIX_MAX characters. A term of several words, or a word longer than that, is then checked against the
 * search text (the term at a word's start). Terms with no word (only "|") find nothing and are left out.
 */
function wordTermsOf(query: string | undefined): WordTerm[] {
  return wordSearchTerms(query).flatMap((term) => {
    const words = term.split(' ').filter((word) => word && word !== '|');
    if (words.length === 0) return [];
    const longest = words.map((word) => [...word]).reduce((a, b) => (b.length > a.length ? b : a));
    const prefix = longest.slice(0, WORD_PREFIX_MAX).join('');
    return [{ prefix, pattern: `% ${likeEscaped(term)}%`, checked: prefix !== term }];
  });
}

/** The filters of a directory search on a table that has their columns, each given as the placeholder of its name. */
const FILTERS = ['weightClassId', 'gender', 'affiliationId', 'nationality'] as const;
function filtersOn(
  source: typeof publicProfiles | typeof fighterSearch | typeof fighterSearchWords,
  filter: DirectoryFilter,
) {
  return FILTERS.map((name) => (filter[name] ? eq(source[name], sql.placeholder(name)) : undefined));
}

/** The search text, with a space before it so that every word starts after one. */
const spaced = sql`(' ' || ${fighterSearch.searchText})`;

/**
 * The matching fighters' `(sort_name, fighter_id)`, in that order (a name search). Through the word starts, each
 * term is a range of the index in name order, and several terms merge (a fighter found by two counts once);
 * a term that needs its text checked looks its fighter's search text up by key. Term i's values are the
 * placeholders `prefix<i>` and `pattern<i>`.
 */
function nameMatches(terms: WordTerm[], filter: DirectoryFilter, plan: 'words' | 'scan'): SQL {
  if (plan === 'scan') {
    const found = or(...terms.map((_, index) => sql`${spaced} like ${sql.placeholder(`pattern${index}`)}`));
    return sql`select ${fighterSearch.sortName} as sort_name, ${fighterSearch.fighterId} as fighter_id
      from ${fighterSearch} where ${and(found, ...filtersOn(fighterSearch, filter))}
      order by ${fighterSearch.sortName}, ${fighterSearch.fighterId}`;
  }
  const words = fighterSearchWords;
  const streams = terms.map((term, index) => {
    const checked = term.checked
      ? sql`exists (select 1 from ${fighterSearch} where ${fighterSearch.fighterId} = ${words.fighterId}
          and ${spaced} like ${sql.placeholder(`pattern${index}`)})`
      : undefined;
    const where = and(eq(words.prefix, sql.placeholder(`prefix${index}`)), checked, ...filtersOn(words, filter));
    return sql`select ${words.sortName} as sort_name, ${words.fighterId} as fighter_id from ${words}
      where ${where} order by ${words.sortName}, ${words.fighterId}`;
  });
  if (streams.length === 1) return streams[0]!;
  return sql`select distinct sort_name, fighter_id from (${sql.join(
    streams.map((stream) => sql`(${stream})`),
    sql` union all `,
  )}) terms order by sort_name, fighter_id`;
}

/** The cards of a page's `(id, sort_name)` rows, in any order, joined to the profiles by primary key. */
const cardsOf = (ids: SQL) => sql`
  select ${cardSelection}, m.sort_name as "sortName"
  from (${ids}) m join ${publicProfiles} on ${publicProfiles.fighterId} = m.id`;

/**
 * A whole number written into a statement's text: a page's size and where counting stops are part of its shape, so
 * that PostgreSQL plans them once. With `limit $1` its generic plan assumes a tenth of the table and loses to a plan
 * made anew for every request, which cost as much as running it (decision 61).
 */
function wholeNumber(value: number): SQL {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`directory: ${value} is not a whole number`);
  return sql.raw(String(value));
}

/** How a page is asked: its size, and either the first page (offset and count limit in the text) or a later one. */
interface PageShape {
  pageSize: number;
  /** The first page's count limit; later pages bind theirs (`countLimit`) and their offset. */
  firstCountLimit: number | undefined;
}

/**
 * The search statement (see `search`) with placeholders for its values: the filters, each term's, and on a later
 * page its offset and where counting stops (`offset`, `countLimit`).
 */
function searchStatement(
  terms: WordTerm[] | undefined,
  filter: DirectoryFilter,
  plan: 'words' | 'scan',
  { pageSize: size, firstCountLimit }: PageShape,
): SQL {
  const pageSize = wholeNumber(size);
  const first = firstCountLimit !== undefined;
  const slice = first ? sql`limit ${pageSize}` : sql`limit ${pageSize} offset ${sql.placeholder('offset')}`;
  const countLimit = first ? wholeNumber(firstCountLimit) : sql.placeholder('countLimit');
  // A short first page ends the list; a short later one too, unless it is empty (asked past the end).
  const ends = first ? sql`shown.n < ${pageSize}` : sql`shown.n < ${pageSize} and shown.n > 0`;
  if (terms) {
    // A name's matches are read once, up to where counting stops: the page is cut from them and they are the count.
    const found = sql`select sort_name, fighter_id from (${nameMatches(terms, filter, plan)}) m limit ${countLimit}`;
    const page = cardsOf(sql`select fighter_id as id, sort_name from found order by sort_name, fighter_id ${slice}`);
    return pageAndTotal(sql`found as materialized (${found}),`, page, ends, sql`select count(*)::int from found`);
  }
  // Filters alone: the first page's cards straight from the profiles, as a join would only add work (a quarter of
  // the embedded database's speed). A later page skips along an index alone and then reads its own cards. The count
  // reads an index too: each filter's carries the others (decision 61).
  const where = and(...filtersOn(publicProfiles, filter)) ?? sql`true`;
  const order = sql`order by ${publicProfiles.sortName}, ${publicProfiles.fighterId} ${slice}`;
  const page = first
    ? sql`select ${cardSelection}, ${publicProfiles.sortName} as "sortName" from ${publicProfiles}
        where ${where} ${order}`
    : cardsOf(sql`select ${publicProfiles.fighterId} as id, ${publicProfiles.sortName} as sort_name
        from ${publicProfiles} where ${where} ${order}`);
  const count = sql`select count(*)::int from (select 1 from ${publicProfiles} where ${where} limit ${countLimit}) c`;
  return pageAndTotal(sql``, page, ends, count);
}

/**
 * The statement's result: one row per card of `page` in name order, each with the count (null when `ends`: the page
 * alone gives the total) and the page's length; an empty page gives one row with those two and no card.
 */
function pageAndTotal(before: SQL, page: SQL, ends: SQL, count: SQL): SQL {
  return sql`
    with ${before} page as materialized (${page}),
    shown as (select count(*)::int as n from page)
    select case when ${ends} then null else (${count}) end as counted, shown.n as shown, page.*
    from shown left join page on true
    order by page."sortName", page."fighterId"`;
}

/** Approved versions only: a row in fighter_public_profiles is what makes a fighter public. */
export const directoryRepository = {
  /**
   * A page of the directory and its total in one statement (decisions 58, 60 and 61). The page is read in name
   * order: without a name, along the profiles' sort_name index (a filter's own index when it has one); with a name,
   * along each term's range of word starts, read once for the page and the count. The matches are counted only up
   * to the cap (or to the end of the page asked, if further): past it the total is a lower bound and `totalCapped`
   * says so. When the page asked is not full, its own rows give the total.
   */
  async search(db: Db, filter: DirectoryFilter, options: DirectorySearchOptions = {}): Promise<DirectoryResult> {
    const offset = (filter.page - 1) * filter.pageSize;
    const plan = options.plan ?? 'words';
    const terms = filter.query?.trim() ? wordTermsOf(filter.query) : undefined;
    if (terms?.length === 0) return { rows: [], total: 0, totalCapped: false };
    // Counting stops at the cap, or at the end of the page asked when that is further: "next" is known either way.
    const caps = options.countCaps ?? DIRECTORY_COUNT_CAPS;
    const countTo = Math.max(terms ? caps.name : caps.browse, offset + filter.pageSize);
    const values: Record<string, unknown> = { ...filter, offset, countLimit: countTo + 1 };
    terms?.forEach((term, index) => {
      values[`prefix${index}`] = term.prefix;
      values[`pattern${index}`] = term.pattern;
    });
    const pageShape = { pageSize: filter.pageSize, firstCountLimit: offset === 0 ? countTo + 1 : undefined };
    const shape = [
      plan,
      terms?.map((term) => (term.checked ? 'checked' : 'start')).join(',') ?? 'filters',
      ...FILTERS.map((name) => (filter[name] ? name : '')),
      pageShape.pageSize,
      pageShape.firstCountLimit ?? 'later',
    ].join('|');
    const statement = shapedStatement(
      `directory|${shape}`,
      () => searchStatement(terms, filter, plan, pageShape),
      values,
    );
    const result = (await db.execute(statement)) as unknown as { rows: SearchRow[] };
    const first = result.rows[0];
    // Not counted: the page was not full, so its own rows end the list.
    const counted = first?.counted ?? offset + (first?.shown ?? 0);
    const totalCapped = counted > countTo;
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
