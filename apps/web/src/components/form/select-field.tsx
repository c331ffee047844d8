import type { SelectHTMLAttributes } from 'react';
import { describedBy, FieldFrame, type FieldLook } from './field-frame';
import './form.css';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'children'> & { id: string };

/** A labelled native select: the phone's own picker, no script to open it. */
export function SelectField({
  label,
  hint,
  error,
  extra,
  className,
  id,
  options,
  ...select
}: FieldLook & SelectProps & { options: readonly SelectOption[] }) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} extra={extra} className={className}>
      <select
        id={id}
        className="form-control form-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
