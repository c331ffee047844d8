import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePublicConfig } from '../../../lib/public-config';
import { usePageMeta } from '../../../components/use-page-meta';
import { ChangePasswordForm } from '../../../features/identity/components/change-password-form';
import { SessionExpiry } from '../../../features/identity/components/session-expiry';

export default function SecurityPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  usePageMeta({ title: `${t('account.security.title')} | ${brand.shortName}`, noindex: true });
  return (
    <>
      <PageHeader title={t('account.security.title')} subtitle={t('account.security.subtitle')} />
      <section className="identity-panel" aria-labelledby="change-password-title">
        <h2 id="change-password-title">{t('account.security.changePassword')}</h2>
        <p className="identity-muted">{t('account.security.changeExplain')}</p>
        <ChangePasswordForm />
      </section>
      <section className="identity-panel" aria-labelledby="session-title">
        <h2 id="session-title">{t('account.security.session')}</h2>
        <SessionExpiry />
      </section>
    </>
  );
}
