import type { LoginRequest, LoginResponse } from '@ringside/contract';
import { type ComponentProps, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { lazyWithAntd } from '../../../components/antd/lazy-antd';
import { PasswordField } from '../../../components/form/password-field';
import { useLightForm } from '../../../components/form/use-light-form';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { useHydrated } from '../../../components/use-hydrated';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-message';
import { usePublicConfig } from '../../../lib/public-config';
import { useSignIn } from '../api/sign-in';
import type { DeviceLimitCode, DeviceLimitDialog as DeviceLimitDialogPart } from './device-limit-dialog';
import {
  IdentifierInputs,
  type IdentifierMode,
  IdentifierModeSwitch,
  type IdentifierValues,
  identifierOf,
  rememberMode,
  rememberedMode,
} from './identifier-inputs';
import { rememberPendingVerification } from './pending-verification';
import type * as SignInChecks from './sign-in-checks';
import '../../../components/form/form.css';
import './identity.css';

// antd's Modal arrives only when the device limit is met (decision 48).
const DeviceLimitDialog = lazyWithAntd<ComponentProps<typeof DeviceLimitDialogPart>>(() =>
  import('./device-limit-dialog').then((module) => ({ default: module.DeviceLimitDialog })),
);

export type SignInValues = IdentifierValues & { password: string };

// The checks (zod, the phone rules, the catalogue) load on the first focus or input in the form (decision 48).
const loadChecks = () => import('./sign-in-checks');

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

const unchanging = () => () => undefined;

/**
 * Sign-in with email or mobile number, with the device-limit dialog and the unverified-account detour. Email comes
 * first in the server's HTML; once the page runs, the way this device signed in last time, if remembered.
 */
export function SignInForm({ next, onSignedIn, showSignUp = true }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const remembered = useSyncExternalStore(unchanging, rememberedMode, () => null);
  const [chosen, setChosen] = useState<IdentifierMode>();
  const mode = chosen ?? remembered ?? 'EMAIL';
  const [problem, setProblem] = useState<string>();
  const [limit, setLimit] = useState<{ code: DeviceLimitCode; credentials: LoginRequest }>();
  const signIn = useSignIn();
  const { otp } = usePublicConfig();
  const form = useLightForm<SignInValues, typeof SignInChecks>({
    initialValues: { email: '', countryCode: '+977', mobileNumber: '', password: '' },
    checks: loadChecks,
    rules: (checks) => checks.signInRules(mode),
    dependents: { countryCode: ['mobileNumber'] },
  });

  const attempt = (credentials: LoginRequest) => {
    setProblem(undefined);
    signIn.mutate(credentials, {
      onSuccess: (login) => {
        setLimit(undefined);
        rememberMode(credentials.mobileNumber ? 'MOBILE' : 'EMAIL');
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
        // Errors the server puts on fields are shown there (each an alert); the rest above the form.
        if (!form.applyServerErrors(error)) setProblem(errorText(error, t('feedback.networkError')));
      },
    });
  };

  const submit = form.submit((values) => attempt({ ...identifierOf(values, mode), password: values.password }));

  return (
    <>
      {problem ? <Notice type="error" className="identity-notice" title={problem} /> : null}
      <form noValidate onSubmit={submit} {...form.formProps}>
        <fieldset className="form-fieldset" disabled={!hydrated}>
          <IdentifierModeSwitch
            value={mode}
            onChange={(value) => {
              setChosen(value);
              setProblem(undefined);
            }}
          />
          <IdentifierInputs
            mode={mode}
            email={form.field('email')}
            countryCode={form.field('countryCode')}
            mobileNumber={form.field('mobileNumber')}
            onCountryCodeChange={(dialCode) => form.setValue('countryCode', dialCode)}
          />
          <PasswordField
            {...form.field('password')}
            label={t('auth.fields.password')}
            autoComplete="current-password"
            showLabel={t('auth.passwordToggle.show')}
            hideLabel={t('auth.passwordToggle.hide')}
            extra={
              <Link to="/forgot-password" className="identity-forgot">
                {t('auth.signIn.forgot')}
              </Link>
            }
          />
          <Button
            type="submit"
            variant="primary"
            size="large"
            block
            disabled={!hydrated}
            loading={(signIn.isPending && !limit) || form.checking}
          >
            {t('auth.signIn.submit')}
          </Button>
        </fieldset>
      </form>
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
