import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { DialCodeSchema, EmailSchema, type Identifier, errorMessage, mobileNumberProblem } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/form-rules';
import { currentLanguage } from '../../../lib/language';
import { CountryCodeSelect } from './country-code-select';
import './identity.css';

export type IdentifierMode = 'EMAIL' | 'MOBILE';

export interface IdentifierValues {
  email?: string;
  countryCode?: string;
  mobileNumber?: string;
}

/** The identifier the chosen mode asks for; the other mode's fields may still hold earlier typing. */
export function identifierOf(values: IdentifierValues, mode: IdentifierMode): Identifier {
  return mode === 'EMAIL'
    ? { email: values.email?.trim() ?? '' }
    : { countryCode: values.countryCode ?? '', mobileNumber: values.mobileNumber?.trim() ?? '' };
}

/**
 * Email or mobile as two toggle buttons, looking like a segmented control. Not radios or tabs: those are
 * labelled "Email" too, and the email field must be the only thing that label names.
 */
export function IdentifierModeSwitch({
  value,
  onChange,
}: {
  value: IdentifierMode;
  onChange: (mode: IdentifierMode) => void;
}) {
  const { t } = useTranslation();
  const modes = [
    { mode: 'EMAIL' as const, label: t('auth.mode.email'), icon: <MailOutlined aria-hidden /> },
    { mode: 'MOBILE' as const, label: t('auth.mode.mobile'), icon: <MobileOutlined aria-hidden /> },
  ];
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

/** Email, or country code and mobile number, with the contract's rules. */
export function IdentifierFields({ mode, emailLocked = false }: { mode: IdentifierMode; emailLocked?: boolean }) {
  const { t } = useTranslation();
  if (mode === 'EMAIL')
    return (
      <Form.Item
        name="email"
        label={t('auth.fields.email')}
        required
        rules={[zodRule(EmailSchema)]}
        extra={emailLocked ? t('auth.signUp.invitationLocked') : undefined}
      >
        <Input type="email" inputMode="email" autoComplete="email" readOnly={emailLocked} />
      </Form.Item>
    );
  return (
    <div className="identity-phone-row">
      <Form.Item name="countryCode" label={t('auth.fields.countryCode')} required rules={[zodRule(DialCodeSchema)]}>
        <CountryCodeSelect />
      </Form.Item>
      <Form.Item
        name="mobileNumber"
        label={t('auth.fields.mobileNumber')}
        required
        dependencies={['countryCode']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_rule, value: unknown) => {
              const problem = mobileNumberProblem(String(getFieldValue('countryCode') ?? ''), String(value ?? ''));
              if (problem) throw new Error(errorMessage(problem, currentLanguage()));
            },
          }),
        ]}
      >
        <Input type="tel" inputMode="tel" autoComplete="tel-national" />
      </Form.Item>
    </div>
  );
}
