import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { CustomerType } from '@ringside/contract';
import { usePageMeta } from '../../../components/use-page-meta';
import { AuthCard } from '../../../features/identity/components/auth-card';
import { safeNext } from '../../../features/identity/components/next-path';
import { SignInForm } from '../../../features/identity/components/sign-in-form';
import { showSuccess } from '../../../lib/feedback';
import { usePublicConfig } from '../../../lib/public-config';
import { useSession } from '../../../lib/session';

export default function SignInPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Only a session present on arrival redirects at once; a fresh sign-in navigates from its callback,
  // so the form stays mounted long enough to see it through.
  const session = useSession();
  const [arrivedSignedIn] = useState(session);
  usePageMeta({
    title: `${t('auth.signIn.title')} | ${brand.shortName}`,
    description: t('auth.signIn.description', { brand: brand.name }),
  });

  const destination = (type: CustomerType) => safeNext(params.get('next'), type === 'SUPPORT' ? '/admin' : '/account');
  if (arrivedSignedIn) return <Navigate to={destination(arrivedSignedIn.customerType)} replace />;
  return (
    <AuthCard title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle', { brand: brand.name })}>
      <SignInForm
        next={safeNext(params.get('next'), '/account')}
        onSignedIn={(login) => {
          showSuccess(t('auth.signIn.welcome', { name: login.fullName.split(' ')[0] }));
          void navigate(destination(login.customerType), { replace: true });
        }}
      />
    </AuthCard>
  );
}
