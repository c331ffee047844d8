import { MailOutlined, MessageOutlined } from '@ant-design/icons';
import type { LoginResponse } from '@ringside/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-message';
import { showSuccess } from '../../../lib/feedback';
import { useResendSignUpCode } from '../api/register-resend';
import { useVerifySignUpInline } from '../api/register-verify';
import {
  type PendingVerification,
  forgetPendingVerification,
  rememberPendingVerification,
} from './pending-verification';
import { ResendCodeButton } from './resend-code-button';
import { CodeForm } from './code-form';
import './identity.css';

/** The sign-up code: where it went, six boxes that submit themselves, and a resend after the wait. */
export function VerifySignUp({
  pending,
  onVerified,
}: {
  pending: PendingVerification;
  onVerified: (login: LoginResponse) => void;
}) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(pending);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const verify = useVerifySignUpInline();
  const resend = useResendSignUpCode();

  const submit = (value: string) => {
    if (!/^\d{6}$/.test(value) || verify.isPending) return;
    setProblem(undefined);
    verify.mutate(
      { userId: sent.userId, code: value },
      {
        onSuccess: (login) => {
          forgetPendingVerification();
          onVerified(login);
        },
        onError: (error) => setProblem(errorText(error, t('feedback.networkError'))),
      },
    );
  };

  const sendAgain = () =>
    resend.mutate(sent.userId, {
      onSuccess: (again) => {
        const next = {
          ...sent,
          channel: again.otpSentTo,
          maskedTarget: again.maskedTarget,
          sentAt: Date.now(),
          resendAfterSeconds: again.resendAfterSeconds,
          expiresInSeconds: again.expiresInSeconds,
        };
        rememberPendingVerification(next);
        setSent(next);
        setCode('');
        setProblem(undefined);
        showSuccess(t('auth.verify.resent'));
      },
    });

  const byEmail = sent.channel === 'EMAIL';
  return (
    <div className="identity-verify">
      <div className="identity-verify-target">
        <span className="identity-verify-icon" aria-hidden>
          {byEmail ? <MailOutlined /> : <MessageOutlined />}
        </span>
        <p>
          {sent.maskedTarget ? (
            <>
              {t(byEmail ? 'auth.verify.sentEmail' : 'auth.verify.sentMobile')} <strong>{sent.maskedTarget}</strong>
            </>
          ) : (
            t(byEmail ? 'auth.verify.sentEmailEarlier' : 'auth.verify.sentMobileEarlier')
          )}
          <br />
          <span className="identity-muted">
            {t('auth.verify.validFor', { minutes: Math.round(sent.expiresInSeconds / 60) })}
          </span>
        </p>
      </div>
      <CodeForm
        id="sign-up-code"
        code={code}
        onChange={setCode}
        onSubmit={submit}
        pending={verify.isPending}
        submitLabel={t('auth.verify.submit')}
        problem={problem}
      />
      <ResendCodeButton
        until={sent.sentAt + sent.resendAfterSeconds * 1000}
        loading={resend.isPending}
        onResend={sendAgain}
      />
    </div>
  );
}
