import { type InputHTMLAttributes, useState } from 'react';
import { EyeInvisibleOutlined } from '../ui/icons/EyeInvisibleOutlined';
import { EyeOutlined } from '../ui/icons/EyeOutlined';
import { describedBy, FieldFrame, type FieldLook } from './field-frame';
import './form.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type'> & { id: string };

/**
 * A labelled password input with a button that shows or hides what was typed (a real button: reachable by
 * keyboard, named for what it does, pressed while the password shows).
 */
export function PasswordField({
  label,
  hint,
  error,
  extra,
  className,
  id,
  showLabel,
  hideLabel,
  ...input
}: FieldLook & InputProps & { showLabel: string; hideLabel: string }) {
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} extra={extra} className={className}>
      <div className="form-affix">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          className="form-control"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, error })}
          {...input}
        />
        <button
          type="button"
          className="form-affix-button"
          aria-label={shown ? hideLabel : showLabel}
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
        </button>
      </div>
    </FieldFrame>
  );
}
