import { useMemo } from 'react';
import { useDisplayLocale } from '../use-display-locale';

/**
 * Country names for the back office, from the browser's own data ('NP' -> 'Nepal' / 'नेपाल'; English where the
 * browser has no Nepali names, as Debian's Chromium has not). Public pages show the names the API sends instead:
 * the server names countries there, so the page it renders and the browser agree.
 */
export function useCountryName(): (code: string | null | undefined) => string {
  const locale = useDisplayLocale();
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames(locale === 'ne' ? ['ne', 'en'] : ['en'], { type: 'region' });
    } catch {
      return undefined;
    }
  }, [locale]);
  return (code) => {
    if (!code) return '';
    try {
      return names?.of(code.toUpperCase()) ?? code;
    } catch {
      return code;
    }
  };
}
