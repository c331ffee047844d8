import { Form, Input } from 'antd';
import { errorMessage, firstBrokenPasswordRule } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language';
import { usePublicConfig } from '../../../lib/public-config';
import { PasswordChecklist } from './password-checklist';

/** A new password (with the policy's checklist) and its confirmation, as `password` and `confirmPassword`. */
export function NewPasswordFields({ label }: { label?: string }) {
  const { t } = useTranslation();
  const { passwordPolicy } = usePublicConfig();
  const password = (Form.useWatch('password') as string | undefined) ?? '';
  return (
    <>
      <Form.Item
        name="password"
        label={label ?? t('auth.fields.password')}
        required
        // The checklist guides while typing; the message waits until the field is left (or the form sent).
        validateTrigger="onBlur"
        rules={[
          {
            validator: async (_rule, value: unknown) => {
              const text = typeof value === 'string' ? value : '';
              const language = currentLanguage();
              if (!text) throw new Error(errorMessage('HUBCSPW001', language));
              const broken = firstBrokenPasswordRule(text, passwordPolicy);
              if (broken) throw new Error(errorMessage(broken.code, language, broken.params));
            },
          },
        ]}
        extra={<PasswordChecklist password={password} />}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('auth.fields.confirmPassword')}
        required
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_rule, value: unknown) => {
              const language = currentLanguage();
              if (!value) throw new Error(errorMessage('HUBCSPW002', language));
              if (value !== getFieldValue('password')) throw new Error(errorMessage('HUBCSPW003', language));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
