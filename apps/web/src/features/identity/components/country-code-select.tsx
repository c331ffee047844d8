import { Select } from 'antd';
import { type PhoneOption, usePhoneCountries } from './phone-countries';

interface Props {
  id?: string;
  value?: string;
  onChange?: (dialCode: string) => void;
  disabled?: boolean;
}

/**
 * The mobile dial code, chosen by country ("Nepal(+977)"), in antd's forms (the profile, the mobile dialog):
 * searchable; the countries and the choice come from usePhoneCountries.
 */
export function CountryCodeSelect({ id, value, onChange, disabled }: Props) {
  const { options, selected, pick, loading } = usePhoneCountries(value);
  // A saved code the list does not hold yet (still loading) shows as itself rather than blank.
  const shown =
    selected === undefined && value ? [...options, { value: `dial:${value}`, label: value, dialCode: value }] : options;

  return (
    <Select<string, PhoneOption>
      id={id}
      value={selected ?? (value ? `dial:${value}` : undefined)}
      options={shown}
      disabled={disabled}
      loading={loading}
      showSearch={{ optionFilterProp: 'label' }}
      popupMatchSelectWidth={false}
      onChange={(code) => onChange?.(pick(code))}
    />
  );
}
