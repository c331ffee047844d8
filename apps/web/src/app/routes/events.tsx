import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { usePageMeta } from '../../components/use-page-meta';
import { publicEventsQuery } from '../../features/events/api/public-events';
import { EventList } from '../../features/events/components/event-list';
import { usePublicConfig } from '../../lib/public-config';
import type { Prefetch } from '../routes';

export default function EventsPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  // The same title and description the server sends crawlers for /events.
  usePageMeta({
    title: `${t('events.list.title')} | ${brand.shortName}`,
    description: t('events.list.metaDescription', { brand: brand.name }),
  });
  return (
    <div className="section">
      <PageHeader title={t('events.list.title')} subtitle={t('events.list.subtitle', { brand: brand.shortName })} />
      <EventList />
    </div>
  );
}

export const prefetch: Prefetch = ({ queryClient }) =>
  Promise.all([
    queryClient.prefetchInfiniteQuery(publicEventsQuery('UPCOMING')),
    queryClient.prefetchInfiniteQuery(publicEventsQuery('PAST')),
  ]);
