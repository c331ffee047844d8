import { Alert, Button, Form } from 'antd';
import { OtpCodeSchema, type ResetPasswordRequest } from '@ringside/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { showSuccess } from '../../../lib/feedback';
import { useForgotPassword } from '../api/forgot-password';
import { useResetPassword } from '../api/reset-password';
import { IdentifierFields } from './identifier-fields';
import { type IdentifierMode, IdentifierModeSwitch, type IdentifierValues, identifierOf } from './identifier-inputs';
import { NewPasswordFields } from './new-password-fields';
import { OtpField } from './otp-field';
import { type PendingReset, forgetPendingReset, pendingReset, rememberPendingReset } from './pending-reset';
import { ResendCodeButton } from './resend-code-button';
import './identity.css';

interface ResetValues extends IdentifierValues {
  code: string;
  password: string;
  confirmPassword: string;
}

/** The reset code and a new password; the account (prefilled from the request page) can still be edited. */
export function ResetPasswordForm({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<PendingReset | null>(pendingReset);
  const [mode, setMode] = useState<IdentifierMode>(pending?.identifier.mobileNumber ? 'MOBILE' : 'EMAIL');
  const [form] = Form.useForm<ResetValues>();
  const reset = useResetPassword();
  const forgot = useForgotPassword();

  const submit = (values: ResetValues) => {
    const body: ResetPasswordRequest = {
      ...identifierOf(values, mode),
      code: values.code,
      password: values.password,
      confirmPassword: values.confirmPassword,
    };
    reset.mutate(body, {
      onSuccess: () => {
        forgetPendingReset();
        showSuccess(t('auth.reset.success'));
        onReset();
      },
      onError: (error) => applyFieldErrors(form, error),
    });
  };

  const sendAgain = async () => {
    const values = await form.validateFields(mode === 'EMAIL' ? ['email'] : ['countryCode', 'mobileNumber']);
    const identifier = identifierOf(values, mode);
    forgot.mutate(identifier, {
      onSuccess: (sent) => {
        const next = { identifier, sent, sentAt: Date.now() };
        rememberPendingReset(next);
        setPending(next);
        showSuccess(t('auth.verify.resent'));
      },
    });
  };

  return (
    <>
      {pending ? (
        <Alert
          type="info"
          showIcon
          className="identity-alert"
          title={t(pending.sent.otpSentTo === 'EMAIL' ? 'auth.verify.sentEmail' : 'auth.verify.sentMobile')}
          description={<strong>{pending.sent.maskedTarget}</strong>}
        />
      ) : null}
      <Form<ResetValues>
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        initialValues={{ countryCode: '+977', ...pending?.identifier }}
        onFinish={submit}
      >
        <IdentifierModeSwitch value={mode} onChange={setMode} first="EMAIL" />
        <IdentifierFields mode={mode} />
        <Form.Item name="code" label={t('auth.fields.code')} rules={[zodRule(OtpCodeSchema)]}>
          <OtpField />
        </Form.Item>
        <NewPasswordFields label={t('auth.fields.newPassword')} />
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </Form>
      <ResendCodeButton
        until={pending ? pending.sentAt + pending.sent.resendAfterSeconds * 1000 : 0}
        loading={forgot.isPending}
        onResend={() => void sendAgain().catch(() => undefined)}
      />
      <p className="identity-switch-link">
        {t('auth.forgot.remembered')} <Link to="/signin">{t('auth.forgot.backToSignIn')}</Link>
      </p>
    </>
  );
}
