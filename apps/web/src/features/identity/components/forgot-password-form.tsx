import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { applyFieldErrors } from '../../../lib/form-rules';
import { useForgotPassword } from '../api/forgot-password';
import { IdentifierFields } from './identifier-fields';
import { type IdentifierMode, IdentifierModeSwitch, type IdentifierValues, identifierOf } from './identifier-inputs';
import { rememberPendingReset } from './pending-reset';
import './identity.css';

/** Asks for a reset code by email or SMS, then hands over to the reset page. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<IdentifierValues>();
  const [mode, setMode] = useState<IdentifierMode>('EMAIL');
  const forgot = useForgotPassword();

  const submit = (values: IdentifierValues) => {
    const identifier = identifierOf(values, mode);
    forgot.mutate(identifier, {
      onSuccess: (sent) => {
        rememberPendingReset({ identifier, sent, sentAt: Date.now() });
        void navigate('/reset-password');
      },
      onError: (error) => applyFieldErrors(form, error),
    });
  };

  return (
    <>
      <Form<IdentifierValues>
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        initialValues={{ countryCode: '+977' }}
        onFinish={submit}
      >
        <IdentifierModeSwitch value={mode} onChange={setMode} first="EMAIL" />
        <IdentifierFields mode={mode} />
        <Button type="primary" htmlType="submit" block loading={forgot.isPending}>
          {t('auth.forgot.submit')}
        </Button>
      </Form>
      <p className="identity-switch-link">
        {t('auth.forgot.remembered')} <Link to="/signin">{t('auth.forgot.backToSignIn')}</Link>
      </p>
    </>
  );
}
