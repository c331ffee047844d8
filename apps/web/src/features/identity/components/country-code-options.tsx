import { DEFAULT_DIAL_CODE, DEFAULT_PHONE_COUNTRY_LABEL } from '@ringside/contract';
import { useMemo, useState } from 'react';
import { SelectField, type SelectOption } from '../../../components/form/select-field';
import type { FieldBinding } from '../../../components/form/use-light-form';
import { useCountries } from '../api/countries';

interface PhoneOption extends SelectOption {
  dialCode: string;
}

// Shown before the list arrives, so the default pick reads "Nepal(+977)" from the first paint.
const NEPAL: PhoneOption = { value: 'NP', label: DEFAULT_PHONE_COUNTRY_LABEL, dialCode: DEFAULT_DIAL_CODE };

type Props = Omit<FieldBinding, 'onChange'> & { label: string; onChange: (dialCode: string) => void };

/**
 * The mobile dial code as a native select of countries ("Nepal(+977)"), the light twin of CountryCodeSelect: the
 * phone's own picker, which also finds a country by its first letters. The form holds the dial code; the select
 * holds the country, because several countries share one code (+1) and each needs its own option.
 */
export function CountryCodeOptions({ value, onChange, ...field }: Props) {
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
    else if (value === DEFAULT_DIAL_CODE && byCode.has(NEPAL.value)) selected = NEPAL.value;
    else selected = options.find((option) => option.dialCode === value)?.value;
  }
  // A code the list does not hold (yet) shows as itself; no code at all, as an empty first choice.
  const extra: PhoneOption[] =
    selected === undefined ? [{ value: value ? `dial:${value}` : '', label: value ?? '', dialCode: value ?? '' }] : [];

  return (
    <SelectField
      {...field}
      value={selected ?? extra[0]?.value ?? ''}
      options={[...extra, ...options]}
      onChange={(event) => {
        const code = event.target.value;
        setPicked(code);
        onChange(byCode.get(code)?.dialCode ?? (code.startsWith('dial:') ? code.slice(5) : ''));
      }}
    />
  );
}
