import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePageMeta } from '../../../components/use-page-meta';
import { InvitationList } from '../../../features/identity/admin/invitation-list';
import { InviteButtons } from '../../../features/identity/admin/invite-buttons';
import { usePublicConfig } from '../../../lib/public-config';
import { RequireArea } from './require-area';

/** /admin/invitations (USERS): invitations by status, with the sign-up link to copy. */
export default function InvitationsPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  usePageMeta({ title: `${t('admin.nav.invitations')} | ${brand.shortName} ${t('admin.title')}`, noindex: true });
  return (
    <RequireArea area="USERS">
      <div className="admin-page">
        <PageHeader
          title={t('admin.nav.invitations')}
          subtitle={t('admin.invitations.subtitle')}
          extra={<InviteButtons />}
        />
        <InvitationList />
      </div>
    </RequireArea>
  );
}
