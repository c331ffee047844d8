import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';

/** /events/:slug: one event with its card (placeholder). */
export default function EventDetailPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('events.list.title')} />;
}
