import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageMeta } from '../../components/use-page-meta';
import { isNotFound, useVideoDetail } from '../../features/videos/api/video-detail';
import { shareText } from '../../features/videos/components/share-text';
import { LoadError } from '../../features/videos/components/video-lists';
import { MediaNotFound, WatchSkeleton, WatchView } from '../../features/videos/components/watch-view';
import { usePublicConfig } from '../../lib/public-config';

/** /videos/:slug: the watch page. */
export default function WatchPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const video = useVideoDetail(slug);
  const data = video.data;
  const notFound = video.isError && isNotFound(video.error);

  usePageMeta(
    data
      ? {
          title: `${data.title} | ${brand.shortName}`,
          description: shareText(
            data.description,
            t('videos.watch.metaDescription', { title: data.title, brand: brand.name }),
          ),
          image: data.poster?.share,
        }
      : notFound
        ? { title: `${t('videos.watch.notFound')} | ${brand.shortName}`, noindex: true }
        : { title: `${t('videos.hub.title')} | ${brand.shortName}` },
  );

  // Commerce adds its Buy button here: <WatchView video={data} purchaseAction={<BuyButton ... />} />.
  if (data) return <WatchView video={data} />;
  if (notFound)
    return (
      <div className="section">
        <MediaNotFound title={t('videos.watch.notFound')} text={t('videos.watch.notFoundText')} />
      </div>
    );
  if (video.isError)
    return (
      <div className="section">
        <LoadError
          title={t('videos.watch.loadError')}
          onRetry={() => void video.refetch()}
          retrying={video.isFetching}
        />
      </div>
    );
  return <WatchSkeleton />;
}
