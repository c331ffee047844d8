import { graphemes } from './text';

function firstCharacter(word: string | undefined): string {
  return word ? (graphemes(word)[0] ?? '') : '';
}

/**
 * 'John Ram Doe' -> 'JD'; 'Madonna' -> 'M'; 'राम बहादुर थापा' -> 'राथा'.
 * Takes the first grapheme so a Devanagari initial keeps its vowel sign.
 */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = firstCharacter(words[0]);
  const last = words.length > 1 ? firstCharacter(words[words.length - 1]) : '';
  return (first + last).toUpperCase();
}

/**
 * 'jOHN  doe-smith' -> 'John  Doe-Smith'. Words split on whitespace and
 * hyphens; the separators themselves are kept as typed.
 */
export function titleCase(text: string | null | undefined): string {
  if (!text) return '';
  return text
    .split(/([\s-]+)/)
    .map((part) => {
      const [head = '', ...rest] = Array.from(part);
      return head.toUpperCase() + rest.join('').toLowerCase();
    })
    .join('');
}
