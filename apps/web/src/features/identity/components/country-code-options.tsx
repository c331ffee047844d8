import { SelectField } from '../../../components/form/select-field';
import type { FieldBinding } from '../../../components/form/use-light-form';
import { type PhoneOption, usePhoneCountries } from './phone-countries';

type Props = Omit<FieldBinding, 'onChange'> & { label: string; onChange: (dialCode: string) => void };

/**
 * The mobile dial code as a native select of countries ("Nepal(+977)"), the light twin of CountryCodeSelect: the
 * phone's own picker, which also finds a country by its first letters (usePhoneCountries holds the choice).
 */
export function CountryCodeOptions({ value, onChange, ...field }: Props) {
  const { options, selected, pick } = usePhoneCountries(value);
  // A code the list does not hold (yet) shows as itself; no code at all, as an empty first choice.
  const extra: PhoneOption[] =
    selected === undefined ? [{ value: value ? `dial:${value}` : '', label: value ?? '', dialCode: value ?? '' }] : [];

  return (
    <SelectField
      {...field}
      value={selected ?? extra[0]?.value ?? ''}
      options={[...extra, ...options]}
      onChange={(event) => onChange(pick(event.target.value))}
    />
  );
}
