import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePublicConfig } from '../../../lib/public-config';
import { usePageMeta } from '../../../components/use-page-meta';
import { LogoPanel } from '../../../features/identity/components/logo-panel';
import { useSession } from '../../../lib/session';

export default function LogoPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const session = useSession();
  usePageMeta({ title: `${t('account.logo.title')} | ${brand.shortName}`, noindex: true });
  return (
    <>
      <PageHeader title={t('account.logo.title')} subtitle={t('account.logo.subtitle')} />
      <section className="identity-panel">
        {session?.customerType === 'AGENT' ? (
          <LogoPanel />
        ) : (
          <Result status="info" title={t('account.logo.notAgent')} subTitle={t('account.logo.notAgentText')} />
        )}
      </section>
    </>
  );
}
