import { type SQL, type SQLWrapper, or, sql } from 'drizzle-orm';
import { searchTerms } from '@ringside/contract/display/search-text';

/** The text with the user's % _ and \ taken literally in a LIKE/ILIKE pattern. */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE/ILIKE pattern that matches the text anywhere. */
export const likePattern = (text: string) => `%${likeEscaped(text)}%`;

/**
 * The text search of decision 52: a search_text column (lower-cased, trigram-indexed, made by the contract's
 * searchDocument) holds one of the query's terms: as typed, romanised, or by its key. Undefined (no condition)
 * for a blank query.
 */
export function textSearch(column: SQLWrapper, query: string | undefined): SQL | undefined {
  const terms = searchTerms(query);
  if (terms.length === 0) return undefined;
  return or(...terms.map((term) => sql`${column} like ${likePattern(term)}`));
}
