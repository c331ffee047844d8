import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../components/use-page-meta';
import { AuthCard } from '../../../features/identity/components/auth-card';
import { ForgotPasswordForm } from '../../../features/identity/components/forgot-password-form';
import { usePublicConfig } from '../../../lib/public-config';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  usePageMeta({ title: `${t('auth.forgot.title')} | ${brand.shortName}`, noindex: true });
  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
