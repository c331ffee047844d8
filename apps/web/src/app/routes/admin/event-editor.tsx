import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';

/** /admin/events/:eventId: edit an event and its card (placeholder). */
export default function AdminEventEditorPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('admin.nav.events')} />;
}
