import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const unchanging = () => () => undefined;

/**
 * Country names from the browser's own data ('NP' -> 'Nepal' / 'नेपाल'): no list to download. A browser without
 * Nepali region names falls back to English rather than showing the bare code. While a server-rendered page
 * hydrates, the names are English: the server's Node names regions in Nepali but a browser may not (Debian's
 * Chromium does not), and the first render must match the server's HTML; the names change to Nepali right after.
 */
export function useCountryName(): (code: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const hydrating = useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );
  const language = hydrating ? 'en' : i18n.language;
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames(language === 'ne' ? ['ne', 'en'] : ['en'], { type: 'region' });
    } catch {
      return undefined;
    }
  }, [language]);
  return (code) => {
    if (!code) return '';
    try {
      return names?.of(code.toUpperCase()) ?? code;
    } catch {
      return code;
    }
  };
}
