/**
 * Countries named in Nepali, from Node's own region names (its ICU data names every country in Nepali). For lists
 * the server sends as data; a browser never has to know them (Debian's Chromium does not).
 */
const names = new Intl.DisplayNames(['ne'], { type: 'region', fallback: 'none' });
const collator = new Intl.Collator('ne');

/** 'IN' -> 'भारत'; undefined for a code ICU cannot name. */
export function nepaliRegionName(code: string): string | undefined {
  try {
    return names.of(code.toUpperCase());
  } catch {
    return undefined; // not a region code ICU accepts
  }
}

/** A list in Nepali alphabetical order by `label`, `first` at the top. */
export const inNepaliOrder = <T>(items: readonly T[], label: (item: T) => string, first: (item: T) => boolean): T[] => [
  ...items.filter(first),
  ...items.filter((item) => !first(item)).sort((a, b) => collator.compare(label(a), label(b))),
];
