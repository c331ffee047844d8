import { nepaliRegionName } from './nepali-region-names';

const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** Names already asked for: ICU takes microseconds a name, and a directory page names two countries per card. */
const known = new Map<string, Readonly<{ en: string; ne: string }>>();
/** Codes come from requests too (a filter): only so many are kept. */
const MAX_KNOWN = 1000;

/**
 * A country's name in both languages, for answers (`withNepali`): 'NP' -> Nepal / नेपाल. The server names
 * countries so that no browser has to (Debian's Chromium has no Nepali region names) and every one shows the same.
 * '' for no country; the code itself for one ICU cannot name.
 */
export function countryNames(code: string | null | undefined): Readonly<{ en: string; ne: string }> {
  if (!code) return { en: '', ne: '' };
  let names = known.get(code);
  if (!names) {
    names = Object.freeze(namesOf(code.toUpperCase()));
    if (known.size < MAX_KNOWN) known.set(code, names);
  }
  return names;
}

function namesOf(upper: string): { en: string; ne: string } {
  let en: string;
  try {
    en = english.of(upper) ?? upper;
  } catch {
    return { en: upper, ne: upper };
  }
  return { en, ne: nepaliRegionName(upper) ?? en };
}
