import { Button, Form, Input, Modal } from 'antd';
import { EmailSchema, type OtpSent } from '@ringside/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useVerifyEmail } from '../api/verify-email';
import { useRequestEmailVerification } from '../api/verify-email-request';
import { ResendCodeButton } from './resend-code-button';
import { CodeForm } from './code-form';
import './identity.css';

interface Props {
  initialEmail: string;
  title: string;
  onClose: () => void;
}

/** Two small steps: send a code to the address, then enter it. The address is saved only once proven. */
export function EmailVerificationDialog({ initialEmail, title, onClose }: Props) {
  const { t } = useTranslation();
  const [emailForm] = Form.useForm<{ email: string }>();
  const [sent, setSent] = useState<{ email: string; otp: OtpSent; at: number }>();
  const [code, setCode] = useState('');
  const request = useRequestEmailVerification();
  const verify = useVerifyEmail();

  const send = (email: string) =>
    request.mutate(email, {
      onSuccess: (otp) => {
        setSent({ email, otp, at: Date.now() });
        setCode('');
      },
      onError: (error) => applyFieldErrors(emailForm, error),
    });

  const confirm = (value: string) => {
    if (!sent || !/^\d{6}$/.test(value) || verify.isPending) return;
    verify.mutate(
      { email: sent.email, code: value },
      {
        onSuccess: () => {
          showSuccess(t('account.email.verifiedToast'));
          onClose();
        },
      },
    );
  };

  return (
    <Modal open title={title} onCancel={onClose} footer={null} destroyOnHidden width={480}>
      {sent ? (
        <>
          <CodeForm
            id="email-code"
            code={code}
            onChange={setCode}
            onSubmit={confirm}
            pending={verify.isPending}
            submitLabel={t('account.email.confirm')}
            intro={
              <p>
                {t('auth.verify.sentEmail')} <strong>{sent.otp.maskedTarget}</strong>
              </p>
            }
          />
          <ResendCodeButton
            until={sent.at + sent.otp.resendAfterSeconds * 1000}
            loading={request.isPending}
            onResend={() => send(sent.email)}
          />
          <Button type="link" className="identity-link-button" onClick={() => setSent(undefined)}>
            {t('account.email.otherAddress')}
          </Button>
        </>
      ) : (
        <Form<{ email: string }>
          form={emailForm}
          layout="vertical"
          size="large"
          requiredMark={false}
          initialValues={{ email: initialEmail }}
          onFinish={(values) => send(values.email.trim())}
        >
          <p className="identity-muted">{t('account.email.explain')}</p>
          <Form.Item name="email" label={t('auth.fields.email')} rules={[zodRule(EmailSchema)]}>
            <Input type="email" inputMode="email" autoComplete="email" autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={request.isPending}>
            {t('account.email.send')}
          </Button>
        </Form>
      )}
    </Modal>
  );
}
