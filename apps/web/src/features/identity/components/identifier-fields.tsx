import { Form, Input } from 'antd';
import { DialCodeSchema, EmailSchema, errorMessage, mobileNumberProblem } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/form-rules';
import { currentLanguage } from '../../../lib/language';
import { CountryCodeSelect } from './country-code-select';
import type { IdentifierMode } from './identifier-inputs';
import './identity.css';

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
