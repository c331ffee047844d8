/** Region names per interface language, from the browser's own data: no list to download. */
const regionNames = new Map<string, Intl.DisplayNames | null>();

function namesFor(language: string): Intl.DisplayNames | null {
  if (!regionNames.has(language)) {
    try {
      // A browser without Nepali region names falls back to English rather than the bare code.
      regionNames.set(language, new Intl.DisplayNames(language === 'ne' ? ['ne', 'en'] : ['en'], { type: 'region' }));
    } catch {
      regionNames.set(language, null);
    }
  }
  return regionNames.get(language) ?? null;
}

/** 'NP' -> 'Nepal' (or 'नेपाल'); the code itself when the browser cannot name it. */
export function countryName(code: string, language: string): string {
  try {
    return namesFor(language)?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
