import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePublicConfig } from '../../../lib/public-config';
import { usePageMeta } from '../../../components/use-page-meta';
import { DevicesPanel } from '../../../features/identity/components/devices-panel';

export default function DevicesPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  usePageMeta({ title: `${t('account.devices.title')} | ${brand.shortName}`, noindex: true });
  return (
    <>
      <PageHeader title={t('account.devices.title')} subtitle={t('account.devices.subtitle')} />
      <section className="identity-panel">
        <DevicesPanel />
      </section>
    </>
  );
}
