import { Button, Form, Input } from 'antd';
import { useHydrated } from '../../../components/use-hydrated';
import {
  FirstNameSchema,
  LastNameSchema,
  MiddleNameSchema,
  type RegisterRequest,
  type RegistrationPurpose,
  RegistrationPurposeSchema,
} from '@ringside/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { usePublicConfig } from '../../../lib/public-config';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { useSignUpInvitation } from '../api/invitation';
import { useRegister } from '../api/register';
import {
  IdentifierFields,
  type IdentifierMode,
  IdentifierModeSwitch,
  type IdentifierValues,
  identifierOf,
} from './identifier-fields';
import { InvitationNotice } from './invitation-notice';
import { NewPasswordFields } from './new-password-fields';
import { rememberPendingVerification } from './pending-verification';
import { PurposeCards } from './purpose-cards';
import './identity.css';

interface SignUpValues extends IdentifierValues {
  firstName: string;
  middleName?: string;
  lastName: string;
  password: string;
  confirmPassword: string;
  registrationPurpose: RegistrationPurpose;
}

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

/** Sign-up with email or mobile number; on success the code page takes over. */
export function SignUpForm({ purpose, invitationReference, next }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<SignUpValues>();
  const hydrated = useHydrated();
  const [mode, setMode] = useState<IdentifierMode>('EMAIL');
  const register = useRegister();
  const invitation = useSignUpInvitation(invitationReference);
  const invited = invitation.data;
  const { links } = usePublicConfig();

  // An invitation is for one email address: it is filled in and cannot be changed.
  useEffect(() => {
    if (!invited) return;
    form.setFieldsValue({
      email: invited.invitedTo,
      ...(invited.registrationPurpose ? { registrationPurpose: invited.registrationPurpose } : {}),
    });
  }, [invited, form]);
  const activeMode: IdentifierMode = invited ? 'EMAIL' : mode;

  const submit = (values: SignUpValues) => {
    const identifier = identifierOf(values, activeMode);
    const body: RegisterRequest = {
      firstName: values.firstName,
      middleName: values.middleName || undefined,
      lastName: values.lastName,
      ...identifier,
      password: values.password,
      confirmPassword: values.confirmPassword,
      registrationPurpose: values.registrationPurpose,
      ...(invited ? { invitationReference: invited.reference } : {}),
    };
    register.mutate(body, {
      onSuccess: (sent) => {
        if (identifier.email) localStorage.setItem(STORAGE_KEYS.signupEmail, identifier.email);
        if (identifier.mobileNumber)
          localStorage.setItem(STORAGE_KEYS.signupMobile, `${identifier.countryCode} ${identifier.mobileNumber}`);
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
      onError: (error) => applyFieldErrors(form, error),
    });
  };

  return (
    <>
      <InvitationNotice invitation={invited} error={invitation.error} />
      <Form<SignUpValues>
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        disabled={!hydrated}
        initialValues={{ countryCode: '+977', registrationPurpose: purpose ?? 'FAN' }}
        onFinish={submit}
      >
        <div className="identity-name-row">
          <Form.Item name="firstName" label={t('auth.fields.firstName')} rules={[zodRule(FirstNameSchema)]}>
            <Input autoComplete="given-name" />
          </Form.Item>
          <Form.Item
            name="middleName"
            label={`${t('auth.fields.middleName')} (${t('common.optional')})`}
            rules={[zodRule(MiddleNameSchema)]}
          >
            <Input autoComplete="additional-name" />
          </Form.Item>
          <Form.Item name="lastName" label={t('auth.fields.lastName')} rules={[zodRule(LastNameSchema)]}>
            <Input autoComplete="family-name" />
          </Form.Item>
        </div>

        {invited ? null : <IdentifierModeSwitch value={mode} onChange={setMode} />}
        <IdentifierFields mode={activeMode} emailLocked={Boolean(invited)} />

        <NewPasswordFields />

        <Form.Item
          name="registrationPurpose"
          label={t('auth.purpose.label')}
          rules={[zodRule(RegistrationPurposeSchema)]}
        >
          <PurposeCards />
        </Form.Item>

        <Button
          type="primary"
          htmlType="submit"
          block
          loading={register.isPending || (Boolean(invitationReference) && invitation.isLoading)}
        >
          {t('auth.signUp.submit')}
        </Button>
      </Form>
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
