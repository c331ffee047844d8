import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Country names from the browser's own data ('NP' -> 'Nepal' / 'नेपाल'): no list to download. A browser without
 * Nepali region names falls back to English rather than showing the bare code.
 */
export function useCountryName(): (code: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames(i18n.language === 'ne' ? ['ne', 'en'] : ['en'], { type: 'region' });
    } catch {
      return undefined;
    }
  }, [i18n.language]);
  return (code) => {
    if (!code) return '';
    try {
      return names?.of(code.toUpperCase()) ?? code;
    } catch {
      return code;
    }
  };
}
