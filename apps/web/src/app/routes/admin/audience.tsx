import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePageMeta } from '../../../components/use-page-meta';
import { AudienceScreen } from '../../../features/following/admin/audience-screen';
import { usePublicConfig } from '../../../lib/public-config';
import { RequireArea } from './require-area';

/** /admin/audience (DASHBOARD): how many fans follow each fighter and event. */
export default function AudienceAdminPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  usePageMeta({ title: `${t('admin.nav.audience')} | ${brand.shortName} ${t('admin.title')}`, noindex: true });
  return (
    <RequireArea area="DASHBOARD">
      <div className="admin-page">
        <PageHeader title={t('followingAdmin.title')} subtitle={t('followingAdmin.subtitle')} />
        <AudienceScreen />
      </div>
    </RequireArea>
  );
}
