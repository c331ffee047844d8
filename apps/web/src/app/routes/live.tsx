import { formatDateTime } from '@ringside/contract/display/dates';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BuyButton } from '../../features/commerce/components/buy-button';
import { usePageMeta } from '../../components/use-page-meta';
import { useDisplayLocale } from '../../components/use-display-locale';
import { EventCountdown } from '../../features/events/components/event-countdown';
// The countdown's styles (the events feature's own stylesheet).
import '../../features/events/components/events.css';
import { livePageQuery, useLivePage } from '../../features/videos/api/live-page';
import { isNotFound } from '../../lib/api-client';
import { LiveView } from '../../features/videos/components/live-view';
import type { Prefetch } from '../routes';
import { LoadError } from '../../features/videos/components/video-lists';
import { MediaNotFound, WatchSkeleton } from '../../features/videos/components/watch-view';
import { usePublicConfig } from '../../lib/public-config';

/**
 * /live/:slug: an event's live page: the countdown (the events feature's) before the start, the player while
 * live, the replay after. It asks again every 10 s, so it switches by itself.
 */
export default function LivePage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const locale = useDisplayLocale();
  const live = useLivePage(slug);
  const data = live.data;
  const notFound = live.isError && !data && isNotFound(live.error);

  usePageMeta(
    data
      ? {
          title: `${t('videos.live.title', { event: data.event.name })} | ${brand.shortName}`,
          description: t('videos.live.metaDescription', {
            event: data.event.name,
            brand: brand.name,
            when: formatDateTime(data.event.startsAt, locale),
            zone: t('videos.zone'),
          }),
          image: data.event.poster?.share,
        }
      : notFound
        ? { title: `${t('videos.live.notFound')} | ${brand.shortName}`, noindex: true }
        : { title: `${t('videos.hub.title')} | ${brand.shortName}` },
  );

  // The player shows the Buy button only to a viewer it refused for lack of access.
  if (data)
    return (
      <LiveView
        live={data}
        countdown={<EventCountdown startsAt={data.event.startsAt} status={data.event.status} />}
        purchaseAction={data.product ? <BuyButton offer={data.product} /> : undefined}
      />
    );
  if (notFound)
    return (
      <div className="section">
        <MediaNotFound title={t('videos.live.notFound')} text={t('videos.live.notFoundText')} />
      </div>
    );
  if (live.isError)
    return (
      <div className="section">
        <LoadError title={t('videos.live.loadError')} onRetry={() => void live.refetch()} retrying={live.isFetching} />
      </div>
    );
  return <WatchSkeleton />;
}

export const prefetch: Prefetch = ({ queryClient, params }) =>
  queryClient.prefetchQuery(livePageQuery(params.slug ?? ''));
