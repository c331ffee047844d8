import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageMeta } from '../../components/use-page-meta';
import { useShowcaseDetail } from '../../features/videos/api/showcase-detail';
import { isNotFound } from '../../features/videos/api/video-detail';
import { CategorySkeleton } from '../../features/videos/components/category-view';
import { LoadError } from '../../features/videos/components/video-lists';
import { MediaNotFound } from '../../features/videos/components/watch-view';
import { shareText } from '../../features/videos/components/share-text';
import { ShowcaseView } from '../../features/videos/components/showcase-view';
import { usePublicConfig } from '../../lib/public-config';

/** /showcases/:slug: a showcase and its videos in order. */
export default function ShowcasePage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const showcase = useShowcaseDetail(slug);
  const data = showcase.data;
  const notFound = showcase.isError && isNotFound(showcase.error);

  usePageMeta(
    data
      ? {
          title: `${data.title} | ${brand.shortName}`,
          description: shareText(
            data.description,
            t('videos.showcase.metaDescription', { title: data.title, count: data.videos.length, brand: brand.name }),
          ),
          image: data.poster?.share,
        }
      : notFound
        ? { title: `${t('videos.showcase.notFound')} | ${brand.shortName}`, noindex: true }
        : { title: `${t('videos.hub.title')} | ${brand.shortName}` },
  );

  // Commerce adds "Buy the showcase" here: <ShowcaseView showcase={data} purchaseAction={...} />.
  if (data) return <ShowcaseView showcase={data} />;
  if (notFound)
    return (
      <div className="section">
        <MediaNotFound title={t('videos.showcase.notFound')} text={t('videos.showcase.notFoundText')} />
      </div>
    );
  if (showcase.isError)
    return (
      <div className="section">
        <LoadError
          title={t('videos.showcase.loadError')}
          onRetry={() => void showcase.refetch()}
          retrying={showcase.isFetching}
        />
      </div>
    );
  return <CategorySkeleton />;
}
