import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePageMeta } from '../../../components/use-page-meta';
import { RegistrationsScreen } from '../../../features/events/admin/registrations-screen';
import { usePublicConfig } from '../../../lib/public-config';
import { RequireArea } from './require-area';

/** /admin/event-registrations (BOOKINGANDTICKETING): fighter registrations for events and their audit log. */
export default function AdminEventRegistrationsPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  usePageMeta({ title: `${t('admin.nav.registrations')} | ${brand.shortName} ${t('admin.title')}`, noindex: true });
  return (
    <RequireArea area="BOOKINGANDTICKETING">
      <div className="admin-page">
        <PageHeader
          title={t('eventsAdmin.registrations.pageTitle')}
          subtitle={t('eventsAdmin.registrations.pageSubtitle')}
        />
        <RegistrationsScreen />
      </div>
    </RequireArea>
  );
}
