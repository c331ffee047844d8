import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';

/** /admin/events: events list (placeholder). */
export default function AdminEventsPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('admin.nav.events')} />;
}
