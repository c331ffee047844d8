import { type SQL, type SQLWrapper, or, sql } from 'drizzle-orm';
import { searchTerms } from '@ringside/contract/display/search-text';

/** A LIKE/ILIKE pattern that matches the text anywhere, with the user's % _ and \ taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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

/** Three letters or digits in a row (Devanagari vowel signs and viramas count: they are part of a letter). */
const TRIGRAM = /[\p{L}\p{M}\p{N}]{3}/u;

/**
 * Whether the trigram index can pick textSearch's matches out by itself: every term has a word of three characters
 * or more, whose trigrams are telling. A shorter term ('gu', '%') gives the index nothing to look up: it would
 * read all of it, and matches widely, so such a query is better answered along a sorted index (decision 58).
 * False for a blank query.
 */
export function textSearchUsesTrigrams(query: string | undefined): boolean {
  const terms = searchTerms(query);
  return terms.length > 0 && terms.every((term) => TRIGRAM.test(term));
}
