import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePageMeta } from '../../../components/use-page-meta';
import { MasterDataScreen } from '../../../features/fighters/admin/master-data-screen';
import { usePublicConfig } from '../../../lib/public-config';
import { RequireArea } from './require-area';

/** /admin/master-data (BOOKINGANDTICKETING): weight classes, gyms and teams, and titles. */
export default function MasterDataPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  usePageMeta({ title: `${t('admin.nav.masterData')} | ${brand.shortName} ${t('admin.title')}`, noindex: true });
  return (
    <RequireArea area="BOOKINGANDTICKETING">
      <div className="admin-page">
        <PageHeader title={t('fightersAdmin.masterData.title')} subtitle={t('fightersAdmin.masterData.subtitle')} />
        <MasterDataScreen />
      </div>
    </RequireArea>
  );
}
