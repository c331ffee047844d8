import type { ReactNode } from 'react';
import './form.css';

/** What every field shows around its control. */
export interface FieldLook {
  label: ReactNode;
  /** Help under the field, tied to it (aria-describedby): read out when the field gets the cursor. */
  hint?: ReactNode;
  /** The field's problem, or none. Shown as an alert under the control and tied to it. */
  error?: string;
  /** Anything else under the field, not read with it (a link). */
  extra?: ReactNode;
  className?: string;
}

/** The ids a control points at with aria-describedby: its problem first, then its hint. */
export function describedBy(id: string, { hint, error }: Pick<FieldLook, 'hint' | 'error'>): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A label above a control, its problem (an alert, said once as it appears) and its hint below. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  extra,
  className,
  children,
}: FieldLook & { id: string; children: ReactNode }) {
  return (
    <div className={['form-field', error ? 'form-field-invalid' : null, className].filter(Boolean).join(' ')}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <div className="form-error" id={`${id}-error`} role="alert">
          {error}
        </div>
      ) : null}
      {hint ? (
        <div className="form-hint" id={`${id}-hint`}>
          {hint}
        </div>
      ) : null}
      {extra}
    </div>
  );
}
