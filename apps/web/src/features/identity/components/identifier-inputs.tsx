import type { Identifier } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field';
import type { FieldBinding } from '../../../components/form/use-light-form';
import { MailOutlined } from '../../../components/ui/icons/MailOutlined';
import { MobileOutlined } from '../../../components/ui/icons/MobileOutlined';
import { CountryCodeOptions } from './country-code-options';
import './identity.css';

// The light twins of identifier-fields.tsx (decision 48): the sign-in and sign-up pages carry no antd. Their rules
// are in identifier-checks.ts, loaded with the form's checks.

export type IdentifierMode = 'EMAIL' | 'MOBILE';

// A type, not an interface: the light form's values are a record of strings.
export type IdentifierValues = {
  email: string;
  countryCode: string;
  mobileNumber: string;
};

/**
 * The identifier the chosen mode asks for; the other mode's fields may still hold earlier typing. Partial: an antd
 * form (reset password) leaves fields it never showed undefined.
 */
export function identifierOf(values: Partial<IdentifierValues>, mode: IdentifierMode): Identifier {
  return mode === 'EMAIL'
    ? { email: values.email?.trim() ?? '' }
    : { countryCode: values.countryCode ?? '', mobileNumber: values.mobileNumber?.trim() ?? '' };
}

// The way in a visitor used last on this device (not a session key: it outlives the sign-out).
const LAST_MODE_KEY = 'identifierMode';

/** The mode of the last sign-in or sign-up on this device, if any. */
export function rememberedMode(): IdentifierMode | null {
  try {
    const stored = localStorage.getItem(LAST_MODE_KEY);
    return stored === 'EMAIL' || stored === 'MOBILE' ? stored : null;
  } catch {
    return null;
  }
}

export function rememberMode(mode: IdentifierMode): void {
  try {
    localStorage.setItem(LAST_MODE_KEY, mode);
  } catch {
    // Storage refused (private mode, full): the form starts on its default next time.
  }
}

/**
 * Email or mobile as two toggle buttons, looking like a segmented control. Not radios or tabs: those are
 * labelled "Email" too, and the email field must be the only thing that label names.
 */
export function IdentifierModeSwitch({
  value,
  onChange,
  first = 'EMAIL',
}: {
  value: IdentifierMode;
  onChange: (mode: IdentifierMode) => void;
  /** The mode shown first (the form's default). */
  first?: IdentifierMode;
}) {
  const { t } = useTranslation();
  const email = { mode: 'EMAIL' as const, label: t('auth.mode.email'), icon: <MailOutlined aria-hidden /> };
  const mobile = { mode: 'MOBILE' as const, label: t('auth.mode.mobile'), icon: <MobileOutlined aria-hidden /> };
  const modes = first === 'EMAIL' ? [email, mobile] : [mobile, email];
  return (
    <div className="identity-mode-switch" role="group">
      {modes.map((item) => (
        <button
          key={item.mode}
          type="button"
          aria-pressed={value === item.mode}
          className={value === item.mode ? 'identity-mode-option active' : 'identity-mode-option'}
          onClick={() => onChange(item.mode)}
        >
          {item.icon}
          <span>{item.label}</span>
        </button>
      ))}
    </div>
  );
}

interface Props {
  mode: IdentifierMode;
  /** The form's bindings of the three fields (`form.field('email')`, …). */
  email: FieldBinding;
  countryCode: FieldBinding;
  mobileNumber: FieldBinding;
  onCountryCodeChange: (dialCode: string) => void;
  /** An invitation is for one address: shown, not editable. */
  emailLocked?: boolean;
}

/** Email, or country code and mobile number. */
export function IdentifierInputs({ mode, email, countryCode, mobileNumber, onCountryCodeChange, emailLocked }: Props) {
  const { t } = useTranslation();
  if (mode === 'EMAIL')
    return (
      <TextField
        {...email}
        label={t('auth.fields.email')}
        hint={emailLocked ? t('auth.signUp.invitationLocked') : undefined}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        readOnly={emailLocked}
      />
    );
  return (
    <div className="identity-phone-row">
      <CountryCodeOptions {...countryCode} label={t('auth.fields.countryCode')} onChange={onCountryCodeChange} />
      <TextField
        {...mobileNumber}
        label={t('auth.fields.mobileNumber')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
      />
    </div>
  );
}
