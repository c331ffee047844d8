import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../components/use-page-meta';
import { AuthCard } from '../../../features/identity/components/auth-card';
import { safeNext } from '../../../features/identity/components/next-path';
import { SignUpForm } from '../../../features/identity/components/sign-up-form';
import { usePublicConfig } from '../../../lib/public-config';
import { useSession } from '../../../lib/session';

export default function SignUpPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const [params] = useSearchParams();
  const session = useSession();
  usePageMeta({
    title: `${t('nav.signUp')} | ${brand.shortName}`,
    description: t('auth.signUp.description', { brand: brand.name }),
  });

  if (session) return <Navigate to="/account" replace />;
  const purpose = params.get('purpose');
  const next = params.get('next');
  return (
    <AuthCard wide title={t('auth.signUp.title')} subtitle={t('auth.signUp.subtitle', { brand: brand.name })}>
      <SignUpForm
        purpose={purpose === 'FIGHTER' || purpose === 'FAN' ? purpose : undefined}
        invitationReference={params.get('invitation')}
        next={next ? safeNext(next, '/account') : null}
      />
    </AuthCard>
  );
}
