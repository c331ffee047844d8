import { nepaliRegionName } from './nepali-region-names';

const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/**
 * A country's name in both languages, for answers (`withNepali`): 'NP' -> Nepal / नेपाल. The server names
 * countries so that no browser has to (Debian's Chromium has no Nepali region names) and every one shows the same.
 * '' for no country; the code itself for one ICU cannot name.
 */
export function countryNames(code: string | null | undefined): { en: string; ne: string } {
  if (!code) return { en: '', ne: '' };
  const upper = code.toUpperCase();
  let en: string;
  try {
    en = english.of(upper) ?? upper;
  } catch {
    return { en: upper, ne: upper };
  }
  return { en, ne: nepaliRegionName(upper) ?? en };
}
