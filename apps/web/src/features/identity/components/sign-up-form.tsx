import type { RegisterRequest, RegistrationPurpose } from '@ringside/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { useLightForm } from '../../../components/form/use-light-form';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { useHydrated } from '../../../components/use-hydrated';
import { errorText } from '../../../lib/error-message';
import { usePublicConfig } from '../../../lib/public-config';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { useSignUpInvitation } from '../api/invitation';
import { register } from '../api/register';
import {
  IdentifierInputs,
  type IdentifierMode,
  IdentifierModeSwitch,
  type IdentifierValues,
  identifierOf,
  rememberMode,
} from './identifier-inputs';
import { InvitationBanner } from './invitation-banner';
import { rememberPendingVerification } from './pending-verification';
import { PurposeCards } from './purpose-cards';
import type * as SignUpChecks from './sign-up-checks';
import '../../../components/form/form.css';
import './identity.css';

export type SignUpValues = IdentifierValues & {
  firstName: string;
  lastName: string;
  password: string;
  /** Empty until chosen: the invitation's or the link's purpose, else fan, stands in. */
  registrationPurpose: string;
};

// The checks (zod, the phone rules, the catalogue) and the password checklist load on the first focus or input in
// the form, or on submit (decision 48).
const loadChecks = () => import('./sign-up-checks');

interface Props {
  purpose: RegistrationPurpose | undefined;
  invitationReference: string | null;
  /** Passed on to the code page, which goes there once the account is confirmed. */
  next: string | null;
}

/** Policy pages may be ours (a path) or the promotion's own site. */
function PolicyLink({ href, children }: { href: string; children?: ReactNode }) {
  return href.startsWith('/') ? (
    <Link to={href}>{children}</Link>
  ) : (
    <a href={href} target="_blank" rel="noreferrer">
      {children}
    </a>
  );
}

function isPurpose(value: string): value is RegistrationPurpose {
  return value === 'FAN' || value === 'FIGHTER';
}

/**
 * Sign-up with a mobile number (Nepal's by default) or an email, asking only what an account needs to start: name,
 * number or email, one password (shown on request, with the policy's checklist) and fan or fighter. The rest of
 * the profile comes later. On success the code page takes over.
 */
export function SignUpForm({ purpose, invitationReference, next }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const purposeLabelId = useId();
  const { links, passwordPolicy } = usePublicConfig();
  // Mobile first: most visitors sign up on a phone in Nepal. Email is one tap away.
  const [mode, setMode] = useState<IdentifierMode>('MOBILE');
  const invitation = useSignUpInvitation(invitationReference);
  const invited = invitation.data;
  // An invitation is for one email address: email from the first paint, then filled in and locked. A link that
  // cannot be used (the banner says why) leaves the ordinary form.
  const byInvitation = Boolean(invitationReference) && !invitation.error;
  const activeMode: IdentifierMode = byInvitation ? 'EMAIL' : mode;
  // Errors are shown in the form, by the fields or above the button; no notification besides.
  const signUp = useMutation({ mutationFn: register, meta: { silent: true } });
  const [problem, setProblem] = useState<string>();
  // The policy's checklist shows from the password field's first focus (or a submit), once the checks are here.
  const [checklistShown, setChecklistShown] = useState(false);

  const form = useLightForm<SignUpValues, typeof SignUpChecks>({
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      countryCode: '+977',
      mobileNumber: '',
      password: '',
      registrationPurpose: '',
    },
    checks: loadChecks,
    // The invited address comes from the invitation itself.
    rules: (checks) => checks.signUpRules(invited ? null : activeMode, passwordPolicy),
    dependents: { countryCode: ['mobileNumber'] },
  });
  const { values } = form;
  const chosenPurpose: RegistrationPurpose = isPurpose(values.registrationPurpose)
    ? values.registrationPurpose
    : (invited?.registrationPurpose ?? purpose ?? 'FAN');

  const check = form.submit((entered) => {
    const identifier = invited ? { email: invited.invitedTo } : identifierOf(entered, activeMode);
    const body: RegisterRequest = {
      firstName: entered.firstName.trim(),
      lastName: entered.lastName.trim(),
      ...identifier,
      password: entered.password,
      // One password field: the API still asks for the confirmation, which is the same value (decision 48).
      confirmPassword: entered.password,
      registrationPurpose: chosenPurpose,
      ...(invited ? { invitationReference: invited.reference } : {}),
    };
    setProblem(undefined);
    signUp.mutate(body, {
      onSuccess: (sent) => {
        if (identifier.email) localStorage.setItem(STORAGE_KEYS.signupEmail, identifier.email);
        if (identifier.mobileNumber)
          localStorage.setItem(STORAGE_KEYS.signupMobile, `${identifier.countryCode} ${identifier.mobileNumber}`);
        rememberMode(identifier.mobileNumber ? 'MOBILE' : 'EMAIL');
        rememberPendingVerification({
          userId: sent.userId,
          channel: sent.otpSentTo,
          maskedTarget: sent.maskedTarget,
          sentAt: Date.now(),
          resendAfterSeconds: sent.resendAfterSeconds,
          expiresInSeconds: sent.expiresInSeconds,
        });
        void navigate(next ? `/verify?next=${encodeURIComponent(next)}` : '/verify');
      },
      onError: (error) => {
        if (!form.applyServerErrors(error)) setProblem(errorText(error, t('feedback.networkError')));
      },
    });
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setChecklistShown(true);
    check(event);
  };

  const email = form.field('email');
  const Checklist = checklistShown ? form.checks?.PasswordChecklist : undefined;
  return (
    <>
      <InvitationBanner invitation={invited} error={invitation.error} />
      <form noValidate onSubmit={submit} {...form.formProps}>
        <fieldset className="form-fieldset" disabled={!hydrated}>
          <div className="identity-name-row two">
            <TextField {...form.field('firstName')} label={t('auth.fields.firstName')} autoComplete="given-name" />
            <TextField {...form.field('lastName')} label={t('auth.fields.lastName')} autoComplete="family-name" />
          </div>

          {byInvitation ? null : <IdentifierModeSwitch value={mode} onChange={setMode} first="MOBILE" />}
          <IdentifierInputs
            mode={activeMode}
            email={invited ? { ...email, value: invited.invitedTo } : email}
            countryCode={form.field('countryCode')}
            mobileNumber={form.field('mobileNumber')}
            onCountryCodeChange={(dialCode) => form.setValue('countryCode', dialCode)}
            emailLocked={byInvitation}
          />

          <PasswordField
            {...form.field('password')}
            label={t('auth.fields.password')}
            autoComplete="new-password"
            showLabel={t('auth.passwordToggle.show')}
            hideLabel={t('auth.passwordToggle.hide')}
            onFocus={() => setChecklistShown(true)}
            hint={Checklist ? <Checklist password={values.password} /> : undefined}
          />

          <div className="form-field">
            <div className="form-label" id={purposeLabelId}>
              {t('auth.purpose.label')}
            </div>
            <PurposeCards
              compact
              labelledBy={purposeLabelId}
              value={chosenPurpose}
              onChange={(value) => form.setValue('registrationPurpose', value)}
            />
          </div>

          <p className="identity-later">{t('auth.signUp.restLater')}</p>

          {problem ? <Notice type="error" className="identity-notice" title={problem} /> : null}

          <Button
            type="submit"
            variant="primary"
            size="large"
            block
            disabled={!hydrated}
            loading={signUp.isPending || form.checking || (byInvitation && invitation.isLoading)}
          >
            {t('auth.signUp.submit')}
          </Button>
        </fieldset>
      </form>
      <p className="identity-switch-link">
        {t('auth.signUp.haveAccount')}{' '}
        <Link to={next ? `/signin?next=${encodeURIComponent(next)}` : '/signin'}>{t('auth.signUp.signIn')}</Link>
      </p>
      <p className="identity-fineprint">
        <Trans
          i18nKey="auth.signUp.agree"
          components={{ terms: <PolicyLink href={links.terms} />, privacy: <PolicyLink href={links.privacyPolicy} /> }}
        />
      </p>
    </>
  );
}
