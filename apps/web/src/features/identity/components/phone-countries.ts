import { DEFAULT_DIAL_CODE, DEFAULT_PHONE_COUNTRY_LABEL, DEFAULT_PHONE_COUNTRY_LABEL_NE } from '@ringside/contract';
import { useMemo, useState } from 'react';
import { useCountries } from '../api/countries';
import { useDisplayLocale } from '../../../components/use-display-locale';

export interface PhoneOption {
  value: string;
  label: string;
  dialCode: string;
}

// Shown before the list arrives, so the default pick reads "Nepal(+977)" (or "नेपाल(+977)") from the first paint.
const NEPAL: PhoneOption = { value: 'NP', label: DEFAULT_PHONE_COUNTRY_LABEL, dialCode: DEFAULT_DIAL_CODE };
const NEPAL_NE: PhoneOption = { ...NEPAL, label: DEFAULT_PHONE_COUNTRY_LABEL_NE };

/**
 * The countries a mobile number may be from ("Nepal(+977)"), and which one shows for a dial code. The form holds
 * the dial code; a select holds the country, because several countries share one code (+1) and each needs its own
 * option: the country picked last wins while its code is the form's. Shared by the light select and antd's.
 */
export function usePhoneCountries(value: string | undefined) {
  const countries = useCountries();
  const nepali = useDisplayLocale() === 'ne';
  const [picked, setPicked] = useState<string>();

  const options = useMemo<PhoneOption[]>(() => {
    const loaded = (countries.data ?? [])
      .filter((country) => country.dialCode)
      .map((country) => ({
        value: country.code,
        label: `${country.name}(${country.dialCode})`,
        dialCode: country.dialCode as string,
      }));
    return loaded.length > 0 ? loaded : [nepali ? NEPAL_NE : NEPAL];
  }, [countries.data, nepali]);

  const byCode = useMemo(() => new Map(options.map((option) => [option.value, option])), [options]);
  let selected: string | undefined;
  if (value) {
    if (picked && byCode.get(picked)?.dialCode === value) selected = picked;
    else if (value === DEFAULT_DIAL_CODE && byCode.has(NEPAL.value)) selected = NEPAL.value;
    else selected = options.find((option) => option.dialCode === value)?.value;
  }
  /** A country chosen: remembered, and its dial code for the form. */
  const pick = (code: string): string => {
    setPicked(code);
    return byCode.get(code)?.dialCode ?? (code.startsWith('dial:') ? code.slice(5) : '');
  };
  return { options, selected, pick, loading: countries.isLoading };
}
