import type { InputHTMLAttributes } from 'react';
import { describedBy, FieldFrame, type FieldLook } from './field-frame';
import './form.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & { id: string };

/** A labelled text input (text, email, tel) with its hint and problem; spread a form's `field(name)` on it. */
export function TextField({ label, hint, error, extra, className, id, ...input }: FieldLook & InputProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} extra={extra} className={className}>
      <input
        id={id}
        className="form-control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        {...input}
      />
    </FieldFrame>
  );
}
