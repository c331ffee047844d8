import { hasDevanagari, romanisations, transliterate } from './devanagari';

/**
 * Text search over names and titles in English and Nepali, as substrings (SQL LIKE '%term%' on a lower-cased,
 * trigram-indexed column). The stored text holds each line as written, its romanisations when it has
 * Devanagari, and the search key of each; a query is matched as written, romanised, and by its key.
 */

/**
 * The version of these rules. Stored beside each search text: raise it when the rules change, and the API makes
 * the older texts again at start-up.
 */
export const SEARCH_TEXT_VERSION = 1;

/** Terms and keys shorter than this match too much as substrings ("jha" -> "ja" is in "raja"). */
const MIN_KEY_LENGTH = 4;
/** Between the stored parts, so that a query does not match across two of them. */
const SEPARATOR = ' | ';

/**
 * One word's key: the spellings Nepali names are romanised with meet (aa/a, ee/i, oo/u, ou/au, v/w/b, y/i,
 * aspirates and sh/s, chh/ch/c, ksh/x/chh, double letters).
 */
function keyOfWord(word: string): string {
  return word
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/ou/g, 'au')
    .replace(/x/g, 'ks')
    .replace(/q/g, 'k')
    .replace(/z/g, 'j')
    .replace(/f/g, 'ph')
    .replace(/[vw]/g, 'b')
    .replace(/y/g, 'i')
    .replace(/([bcdgjklmnprst])h+/g, '$1')
    .replace(/ks/g, 'c')
    .replace(/(.)\1+/g, '$1');
}

/** Lower-cased, composed, single-spaced. */
function clean(text: string | null | undefined): string {
  return (text ?? '').normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The key of a text: Devanagari romanised, accents dropped, lower-cased, words of [a-z0-9] only, each word
 * normalised ('Shrestha' and 'श्रेष्ठ' -> 'sresta'; 'Chhetri', 'Kshetri' -> 'cetri').
 */
export function searchKey(text: string): string {
  return transliterate(clean(text))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map(keyOfWord)
    .filter(Boolean)
    .join(' ');
}

const distinct = (values: string[]) => [...new Set(values.filter(Boolean))];

/**
 * What is stored to be searched: each line as written (lower-cased), the romanisations of those in Devanagari,
 * and their keys. searchDocument(['Ram Gurung', 'राम गुरुङ']) -> 'ram gurung | राम गुरुङ | rama gurunga | ...'.
 */
export function searchDocument(lines: readonly (string | null | undefined)[]): string {
  const written = distinct(lines.map(clean));
  const romanised = distinct(written.flatMap(romanisations));
  const keys = distinct([...written, ...romanised].map(searchKey));
  return distinct([...written, ...romanised, ...keys]).join(SEPARATOR);
}

/** The forms a query is looked for in: as typed, its usual and spoken romanisations, its long-enough keys. */
function queryForms(query: string | null | undefined): string[] {
  const typed = clean(query);
  if (!typed) return [];
  const romanised = hasDevanagari(typed)
    ? distinct([transliterate(typed, 'name'), transliterate(typed, 'spoken')])
    : [];
  const keys = [typed, ...romanised].map(searchKey).filter((key) => key.length >= MIN_KEY_LENGTH);
  return distinct([typed, ...romanised, ...keys]);
}

/**
 * The substrings a query is looked for with (any one matches): as typed, its usual and spoken romanisations when
 * it has Devanagari, and its key when that is long enough to be telling. None for a blank query. A term that
 * contains another is left out: the shorter one finds all it would.
 */
export function searchTerms(query: string | null | undefined): string[] {
  const terms = queryForms(query);
  return terms.filter((term) => !terms.some((other) => other !== term && term.includes(other)));
}

/**
 * The same forms, each looked for at the start of a word of the stored text (the fighter directory, decision 60):
 * 'gur' finds Gurung, 'rung' does not. A term that starts with another is left out: the shorter one finds all it
 * would.
 */
export function wordSearchTerms(query: string | null | undefined): string[] {
  const terms = queryForms(query);
  return terms.filter((term) => !terms.some((other) => other !== term && term.startsWith(other)));
}
