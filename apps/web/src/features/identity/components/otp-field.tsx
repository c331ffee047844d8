import { type GetRef, Input } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  id?: string;
  value?: string;
  onChange?: (code: string) => void;
  onComplete?: (code: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * Six boxes for a one-time code. Digits only (the formatter keeps spaces: they stand for empty boxes); a
 * code typed or pasted into the first box fills them all; phones show the number pad and may offer the
 * code from the SMS. `onComplete` fires once all six digits are in.
 */
export function OtpField({ id, value, onChange, onComplete, disabled, autoFocus }: Props) {
  const { t } = useTranslation();
  const ref = useRef<GetRef<typeof Input.OTP>>(null);

  // antd names the boxes "OTP Input 1..6" in English; the first box carries the field's label (and the
  // label's id) instead, the others say which digit they hold, in the page's language.
  useEffect(() => {
    const inputs = ref.current?.nativeElement.querySelectorAll('input') ?? [];
    inputs.forEach((input, index) => {
      input.setAttribute(
        'aria-label',
        index === 0 ? t('auth.fields.code') : t('auth.otp.digit', { n: index + 1, total: inputs.length }),
      );
      if (index === 0 && id) input.id = id;
    });
  }, [id, t]);

  return (
    <Input.OTP
      ref={ref}
      length={6}
      value={value}
      disabled={disabled}
      autoFocus={autoFocus}
      inputMode="numeric"
      autoComplete="one-time-code"
      formatter={(text) => text.replace(/[^\d ]/g, '')}
      onInput={(cells) => onChange?.(cells.join(''))}
      onChange={(code) => {
        onChange?.(code);
        onComplete?.(code);
      }}
    />
  );
}
