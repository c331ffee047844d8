import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../components/use-page-meta';
import { PlacementAds } from '../../features/content/components/placement-ads';
import { runningAdsQuery } from '../../features/content/api/running-ads';
import { categoriesQuery } from '../../features/videos/api/categories';
import { videoHomeQuery } from '../../features/videos/api/video-home';
import { VideoHub } from '../../features/videos/components/video-hub';
import { usePublicConfig } from '../../lib/public-config';
import type { Prefetch } from '../routes';

/** /videos: the hub. A search (?q=) is a page of its own in the history, kept out of search engines. */
export default function VideosPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  // The same title and description the server sends crawlers for /videos.
  usePageMeta({
    title: `${t('videos.hub.title')} | ${brand.shortName}`,
    description: t('videos.hub.metaDescription', { brand: brand.name }),
    noindex: Boolean(query),
  });
  return (
    <VideoHub
      query={query}
      onSearch={(next) => setParams(next ? { q: next } : {})}
      ads={<PlacementAds placement="VIDEO_HUB" />}
    />
  );
}

export const prefetch: Prefetch = ({ queryClient }) =>
  Promise.all([
    queryClient.prefetchQuery(videoHomeQuery()),
    queryClient.prefetchQuery(categoriesQuery()),
    queryClient.prefetchQuery(runningAdsQuery),
  ]);
