import { Select } from 'antd';
import { DEFAULT_DIAL_CODE, DEFAULT_PHONE_COUNTRY_LABEL } from '@ringside/contract';
import { useMemo, useState } from 'react';
import { useCountries } from '../api/countries';

interface Props {
  id?: string;
  value?: string;
  onChange?: (dialCode: string) => void;
  disabled?: boolean;
}

interface PhoneOption {
  value: string;
  label: string;
  dialCode: string;
}

// Shown before the list arrives, so the default pick reads "Nepal(+977)" from the first paint.
const NEPAL: PhoneOption = { value: 'NP', label: DEFAULT_PHONE_COUNTRY_LABEL, dialCode: DEFAULT_DIAL_CODE };

/**
 * The mobile dial code, chosen by country ("Nepal(+977)"). The form holds the dial code; the select holds
 * the country, because several countries share one code (+1) and each needs its own option.
 */
export function CountryCodeSelect({ id, value, onChange, disabled }: Props) {
  const countries = useCountries();
  const [picked, setPicked] = useState<string>();

  const options = useMemo<PhoneOption[]>(() => {
    const loaded = (countries.data ?? [])
      .filter((country) => country.dialCode)
      .map((country) => ({
        value: country.code,
        label: `${country.name}(${country.dialCode})`,
        dialCode: country.dialCode as string,
      }));
    return loaded.length > 0 ? loaded : [NEPAL];
  }, [countries.data]);

  const byCode = useMemo(() => new Map(options.map((option) => [option.value, option])), [options]);
  let selected: string | undefined;
  if (value) {
    if (picked && byCode.get(picked)?.dialCode === value) selected = picked;
    else if (value === DEFAULT_DIAL_CODE) selected = NEPAL.value;
    else selected = options.find((option) => option.dialCode === value)?.value;
  }
  // A saved code the list does not hold yet (still loading) shows as itself rather than blank.
  const shown =
    selected === undefined && value ? [...options, { value: `dial:${value}`, label: value, dialCode: value }] : options;

  return (
    <Select<string, PhoneOption>
      id={id}
      value={selected ?? (value ? `dial:${value}` : undefined)}
      options={shown}
      disabled={disabled}
      loading={countries.isLoading}
      showSearch={{ optionFilterProp: 'label' }}
      popupMatchSelectWidth={false}
      onChange={(code, option) => {
        setPicked(code);
        const chosen = Array.isArray(option) ? undefined : option;
        if (chosen) onChange?.(chosen.dialCode);
      }}
    />
  );
}
