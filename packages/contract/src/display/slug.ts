import { transliterate } from './devanagari';

/**
 * The spec's rule, on the name in Latin letters (Devanagari transliterated first, decision 52): "first 6
 * characters of one text plus first and last word of another, lower-cased, spaces to hyphens, non-word characters
 * removed". Concretely:
 *   1. take prefixSource.slice(0, 6) (trimmed);
 *   2. take the first and last whitespace-separated word of `words`
 *      (a single word is used once; none adds nothing);
 *   3. join the non-empty parts with one space, lower-case;
 *   4. replace each whitespace character with '-';
 *   5. delete every run matching /[^\w-]+/g.
 * slug('a1b2c3d4-uuid', 'Rajesh Kumar Hamal') -> 'a1b2c3-rajesh-hamal'.
 * A name in Devanagari reads in Latin letters ('राम गुरुङ' -> 'ram-gurung'). Since \w is ASCII-only,
 * accented letters are removed ('José' -> 'jos'); the prefix (an id) is what keeps slugs unique.
 */
export function slug(prefixSource: string, words: string): string {
  const list = transliterate(words).trim().split(/\s+/).filter(Boolean);
  const first = list[0] ?? '';
  const last = list.length > 1 ? (list[list.length - 1] ?? '') : '';
  return [prefixSource.slice(0, 6).trim(), first, last]
    .filter(Boolean)
    .join(' ')
    .toLowerCase()
    .replace(/\s/g, '-')
    .replace(/[^\w-]+/g, '');
}
