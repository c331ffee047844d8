import { countryDisplayName } from '@ringside/contract/display/country-names';
import { useDisplayLocale } from './use-display-locale';

/**
 * Country names in the interface language ('NP' -> 'Nepal' / 'नेपाल'), from the contract's own Nepali table: the
 * server and every browser print the same (Debian's Chromium has no Nepali region names).
 */
export function useCountryName(): (code: string | null | undefined) => string {
  const locale = useDisplayLocale();
  return (code) => countryDisplayName(code, locale);
}
