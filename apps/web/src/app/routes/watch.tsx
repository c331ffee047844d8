import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BuyButton } from '../../features/commerce/components/buy-button';
import { PlacementAds } from '../../features/content/components/placement-ads';
import { prefetchUpNext } from '../../features/videos/api/up-next';
import { nextVideoQuery } from '../../features/videos/api/next-video';
import { useVideoDetail, videoDetailQuery } from '../../features/videos/api/video-detail';
import { runningAdsQuery } from '../../features/content/api/running-ads';
import { MediaPage } from '../../features/videos/components/media-page';
import { WatchSkeleton, WatchView } from '../../features/videos/components/watch-view';
import { usePublicConfig } from '../../lib/public-config';
import type { Prefetch } from '../routes';

/** /videos/:slug: the watch page. */
export default function WatchPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  return (
    <MediaPage
      query={useVideoDetail(slug)}
      texts="watch"
      fallbackDescription={(video) => t('videos.watch.metaDescription', { title: video.title, brand: brand.name })}
      view={(video) => (
        <WatchView
          video={video}
          purchaseAction={video.product ? <BuyButton offer={video.product} /> : undefined}
          ads={<PlacementAds placement="WATCH_PAGE" />}
        />
      )}
      skeleton={<WatchSkeleton />}
    />
  );
}

/** The video, then its "Up next" (which depends on its category, and the video that follows it), with the ads. */
export const prefetch: Prefetch = ({ queryClient, params }) => {
  const detail = videoDetailQuery(params.slug ?? '');
  return Promise.all([
    queryClient.prefetchQuery(detail).then(() => {
      const video = queryClient.getQueryData(detail.queryKey);
      return video
        ? Promise.all([prefetchUpNext(queryClient, video), queryClient.prefetchQuery(nextVideoQuery(video.id))])
        : undefined;
    }),
    queryClient.prefetchQuery(runningAdsQuery),
  ]);
};
