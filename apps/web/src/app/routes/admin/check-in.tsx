import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePageMeta } from '../../../components/use-page-meta';
import { CheckInScreen } from '../../../features/events/admin/check-in-screen';
import { usePublicConfig } from '../../../lib/public-config';
import { RequireArea } from './require-area';

/** /admin/check-in (BOOKINGANDTICKETING): the door of an event, with camera, photo and typed codes. */
export default function AdminCheckInPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  usePageMeta({ title: `${t('admin.nav.checkIn')} | ${brand.shortName} ${t('admin.title')}`, noindex: true });
  return (
    <RequireArea area="BOOKINGANDTICKETING">
      <div className="admin-page">
        <PageHeader title={t('eventsAdmin.checkIn.title')} subtitle={t('eventsAdmin.checkIn.subtitle')} />
        <CheckInScreen />
      </div>
    </RequireArea>
  );
}
