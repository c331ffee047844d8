import { type SQL, and, asc, gt, lt, sql } from 'drizzle-orm';
import { SEARCH_TEXT_VERSION, searchDocument } from '@ringside/contract/display/search-text';
import type { Db } from '../../db/client';
import { fighterProfiles, fighterPublicProfiles } from './fighters.table';

/** A fighter's names as stored; the Devanagari ones may be absent. */
export interface SearchNames {
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  nickname: string | null;
  firstNameNe?: string | null | undefined;
  lastNameNe?: string | null | undefined;
  nicknameNe?: string | null | undefined;
}

const line = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');

/**
 * What the fighter searches look in (decision 52): the Latin names and nickname ("first last" too, past a middle
 * name), the Devanagari ones, the romanisations of whatever is in Devanagari, and the search keys of it all.
 */
export function searchTextOf(names: SearchNames): string {
  const latin = [names.firstName, names.middleName, names.lastName, names.nickname];
  if (names.middleName) latin.push(names.firstName, names.lastName);
  return searchDocument([line(latin), line([names.firstNameNe, names.lastNameNe, names.nicknameNe])]);
}

/** The search columns of a row with these names, marked with the rules they were made with. */
export const searchTextColumns = (names: SearchNames) => ({
  searchText: searchTextOf(names),
  searchVersion: SEARCH_TEXT_VERSION,
});

const nameColumns = (table: typeof fighterProfiles | typeof fighterPublicProfiles) => ({
  firstName: table.firstName,
  middleName: table.middleName,
  lastName: table.lastName,
  nickname: table.nickname,
  firstNameNe: table.firstNameNe,
  lastNameNe: table.lastNameNe,
  nicknameNe: table.nicknameNe,
});

/** search_text of the given rows, in one statement; rows written meanwhile with the current rules are left alone. */
async function rewrite(
  db: Db,
  table: typeof fighterProfiles | typeof fighterPublicProfiles,
  key: SQL,
  rows: { id: string; searchText: string }[],
): Promise<void> {
  const values = sql.join(
    rows.map((row) => sql`(${row.id}::uuid, ${row.searchText}::text)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${table} set search_text = fresh.search_text, search_version = ${SEARCH_TEXT_VERSION}
    from (values ${values}) as fresh (id, search_text)
    where ${key} = fresh.id and ${table.searchVersion} < ${SEARCH_TEXT_VERSION}`);
}

/**
 * Makes search_text again where it was made with older rules (rows from before migration 0012, or from before a
 * change of the rules): at start-up, in batches, before the server takes requests. Returns how many rows.
 */
export async function refreshFighterSearchText(db: Db, batchSize = 500): Promise<number> {
  let total = 0;
  for (const [table, id] of [
    [fighterProfiles, fighterProfiles.id],
    [fighterPublicProfiles, fighterPublicProfiles.fighterId],
  ] as const) {
    // In the order of the key, from where the last batch ended: every row is seen once, whatever happens to it.
    for (let after = '00000000-0000-0000-0000-000000000000'; ;) {
      const rows = await db
        .select({ id, ...nameColumns(table) })
        .from(table)
        .where(and(lt(table.searchVersion, SEARCH_TEXT_VERSION), gt(id, after)))
        .orderBy(asc(id))
        .limit(batchSize);
      const last = rows[rows.length - 1];
      if (!last) break;
      after = last.id;
      await rewrite(
        db,
        table,
        sql`${id}`,
        rows.map((row) => ({ id: row.id, searchText: searchTextOf(row) })),
      );
      total += rows.length;
    }
  }
  return total;
}
