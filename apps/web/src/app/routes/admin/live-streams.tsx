import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePageMeta } from '../../../components/use-page-meta';
import { LiveStreamScreen } from '../../../features/videos-admin/components/live-stream-screen';
import { usePublicConfig } from '../../../lib/public-config';
import { RequireArea } from './require-area';

/** /admin/live (DASHBOARD): an event's live stream: the encoder's key, access, and whether it is on air. */
export default function AdminLiveStreamsPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  usePageMeta({ title: `${t('admin.nav.live')} | ${brand.shortName} ${t('admin.title')}`, noindex: true });
  return (
    <RequireArea area="DASHBOARD">
      <div className="admin-page">
        <PageHeader title={t('videosAdmin.live.title')} subtitle={t('videosAdmin.live.subtitle')} />
        <LiveStreamScreen />
      </div>
    </RequireArea>
  );
}
