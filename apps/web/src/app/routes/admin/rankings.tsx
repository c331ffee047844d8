import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePageMeta } from '../../../components/use-page-meta';
import { RankingsScreen } from '../../../features/rankings/admin/rankings-screen';
import { usePublicConfig } from '../../../lib/public-config';
import { RequireArea } from './require-area';

/** /admin/rankings (BOOKINGANDTICKETING): each weight class's champion and top 15, published as dated versions. */
export default function RankingsAdminPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  usePageMeta({ title: `${t('admin.nav.rankings')} | ${brand.shortName} ${t('admin.title')}`, noindex: true });
  return (
    <RequireArea area="BOOKINGANDTICKETING">
      <div className="admin-page">
        <PageHeader title={t('rankingsAdmin.title')} subtitle={t('rankingsAdmin.subtitle')} />
        <RankingsScreen />
      </div>
    </RequireArea>
  );
}
