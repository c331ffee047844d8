import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageMeta } from '../../../components/use-page-meta';
import { AuthCard } from '../../../features/identity/components/auth-card';
import { ResetPasswordForm } from '../../../features/identity/components/reset-password-form';
import { usePublicConfig } from '../../../lib/public-config';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const navigate = useNavigate();
  usePageMeta({ title: `${t('auth.reset.title')} | ${brand.shortName}`, noindex: true });
  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      <ResetPasswordForm onReset={() => void navigate('/signin', { replace: true })} />
    </AuthCard>
  );
}
