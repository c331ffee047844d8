import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePageMeta } from '../../../components/use-page-meta';
import { AlertSettings } from '../../../features/following/components/alert-settings';
import { usePublicConfig } from '../../../lib/public-config';

/** /account/alerts: how the fan hears about the fighters and events they follow. */
export default function AlertsPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  usePageMeta({ title: `${t('alerts.title')} | ${brand.shortName}`, noindex: true });
  return (
    <>
      <PageHeader title={t('alerts.title')} subtitle={t('alerts.subtitle')} />
      <AlertSettings />
    </>
  );
}
