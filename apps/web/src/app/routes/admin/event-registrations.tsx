import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';

/** /admin/event-registrations (placeholder). */
export default function AdminEventRegistrationsPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('admin.nav.registrations')} />;
}
