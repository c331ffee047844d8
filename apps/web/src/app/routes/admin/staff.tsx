import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePageMeta } from '../../../components/use-page-meta';
import { InviteButtons } from '../../../features/identity/admin/invite-buttons';
import { StaffList } from '../../../features/identity/admin/staff-list';
import { usePublicConfig } from '../../../lib/public-config';
import { RequireArea } from './require-area';

/** /admin/staff (USERS): staff accounts with their areas; invitations for new staff and agents start here. */
export default function StaffPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  usePageMeta({ title: `${t('admin.nav.staff')} | ${brand.shortName} ${t('admin.title')}`, noindex: true });
  return (
    <RequireArea area="USERS">
      <div className="admin-page">
        <PageHeader title={t('admin.nav.staff')} subtitle={t('admin.staff.subtitle')} extra={<InviteButtons />} />
        <StaffList />
      </div>
    </RequireArea>
  );
}
