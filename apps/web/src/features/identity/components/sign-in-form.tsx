import { Alert, Button, Form, Input } from 'antd';
import { type LoginRequest, type LoginResponse, PasswordSchema } from '@ringside/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../components/use-hydrated';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-message';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { currentLanguage } from '../../../lib/language';
import { usePublicConfig } from '../../../lib/public-config';
import { useSignIn } from '../api/sign-in';
import { type DeviceLimitCode, DeviceLimitDialog } from './device-limit-dialog';
import {
  IdentifierFields,
  type IdentifierMode,
  IdentifierModeSwitch,
  type IdentifierValues,
  identifierOf,
} from './identifier-fields';
import { rememberPendingVerification } from './pending-verification';
import './identity.css';

interface SignInValues extends IdentifierValues {
  password: string;
}

interface Props {
  /** Where to go after the sign-in; an unverified account goes through the code page first. */
  next: string;
  onSignedIn?: (login: LoginResponse) => void;
  /** The public page links to sign-up; the back office does not. */
  showSignUp?: boolean;
}

function isDeviceLimit(code: string | undefined): code is DeviceLimitCode {
  return code === 'HUBSLLC001' || code === 'HUBSLDN001';
}

/** Sign-in with email or mobile number, with the device-limit dialog and the unverified-account detour. */
export function SignInForm({ next, onSignedIn, showSignUp = true }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<SignInValues>();
  const hydrated = useHydrated();
  const [mode, setMode] = useState<IdentifierMode>('EMAIL');
  const [problem, setProblem] = useState<string>();
  const [limit, setLimit] = useState<{ code: DeviceLimitCode; credentials: LoginRequest }>();
  const signIn = useSignIn();
  const { otp } = usePublicConfig();

  const attempt = (credentials: LoginRequest) => {
    setProblem(undefined);
    signIn.mutate(credentials, {
      onSuccess: (login) => {
        setLimit(undefined);
        onSignedIn?.(login);
      },
      onError: (error) => {
        const code = error instanceof ApiError ? error.code : undefined;
        if (isDeviceLimit(code)) {
          setLimit({ code, credentials });
          return;
        }
        setLimit(undefined);
        if (code === 'HUBCSNV001' && error instanceof ApiError && typeof error.details.userId === 'string') {
          const { details } = error;
          // Without otpSentTo the code went out a moment ago (no new one was sent): it went where they signed in with.
          const channel =
            details.otpSentTo === 'MOBILE' || details.otpSentTo === 'EMAIL'
              ? details.otpSentTo
              : credentials.mobileNumber
                ? 'MOBILE'
                : 'EMAIL';
          rememberPendingVerification({
            userId: details.userId as string,
            channel,
            maskedTarget: typeof details.maskedTarget === 'string' ? details.maskedTarget : '',
            sentAt: Date.now(),
            resendAfterSeconds:
              typeof details.resendAfterSeconds === 'number' ? details.resendAfterSeconds : otp.resendSeconds,
            expiresInSeconds: typeof details.expiresInSeconds === 'number' ? details.expiresInSeconds : otp.ttlSeconds,
          });
          void navigate(`/verify?next=${encodeURIComponent(next)}`);
          return;
        }
        applyFieldErrors(form, error);
        setProblem(errorText(error, currentLanguage(), t('feedback.networkError')));
      },
    });
  };

  const submit = (values: SignInValues) => attempt({ ...identifierOf(values, mode), password: values.password });

  return (
    <>
      {problem ? <Alert type="error" showIcon title={problem} className="identity-alert" /> : null}
      <Form<SignInValues>
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        disabled={!hydrated}
        initialValues={{ countryCode: '+977' }}
        onFinish={submit}
      >
        <IdentifierModeSwitch
          value={mode}
          onChange={(value) => {
            setMode(value);
            setProblem(undefined);
          }}
        />
        <IdentifierFields mode={mode} />
        <Form.Item
          name="password"
          label={t('auth.fields.password')}
          rules={[zodRule(PasswordSchema)]}
          extra={
            <Link to="/forgot-password" className="identity-forgot">
              {t('auth.signIn.forgot')}
            </Link>
          }
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={signIn.isPending && !limit}>
          {t('auth.signIn.submit')}
        </Button>
      </Form>
      {showSignUp ? (
        <p className="identity-switch-link">
          {t('auth.signIn.noAccount')}{' '}
          <Link to={`/signup?next=${encodeURIComponent(next)}`}>{t('auth.signIn.createAccount')}</Link>
        </p>
      ) : null}
      {limit ? (
        <DeviceLimitDialog
          open
          code={limit.code}
          credentials={limit.credentials}
          signingIn={signIn.isPending}
          onClose={() => setLimit(undefined)}
          onFreed={() => attempt(limit.credentials)}
        />
      ) : null}
    </>
  );
}
