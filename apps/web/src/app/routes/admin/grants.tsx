import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePageMeta } from '../../../components/use-page-meta';
import { GrantList } from '../../../features/videos-admin/components/grant-list';
import { usePublicConfig } from '../../../lib/public-config';
import { RequireArea } from './require-area';

/** /admin/grants (TRANSACTION): access to videos, live events and showcases given by staff, and taken back. */
export default function AdminGrantsPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  usePageMeta({ title: `${t('admin.nav.grants')} | ${brand.shortName} ${t('admin.title')}`, noindex: true });
  return (
    <RequireArea area="TRANSACTION">
      <div className="admin-page">
        <PageHeader title={t('videosAdmin.grants.title')} subtitle={t('videosAdmin.grants.subtitle')} />
        <GrantList />
      </div>
    </RequireArea>
  );
}
