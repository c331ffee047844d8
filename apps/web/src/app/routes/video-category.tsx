import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageMeta } from '../../components/use-page-meta';
import { categoriesQuery, useCategories } from '../../features/videos/api/categories';
import { videoSearchQuery } from '../../features/videos/api/search-videos';
import { CategorySkeleton, CategoryView } from '../../features/videos/components/category-view';
import { LoadError } from '../../features/videos/components/video-lists';
import { usePublicConfig } from '../../lib/public-config';
import type { Prefetch } from '../routes';
import NotFoundPage from './not-found';

/** The server sends the category and its first page of videos with the HTML (the same queries as the page's). */
export const prefetch: Prefetch = ({ queryClient, params }) =>
  Promise.all([
    queryClient.prefetchQuery(categoriesQuery()),
    queryClient.prefetchInfiniteQuery(videoSearchQuery({ category: (params.slug ?? '').toLowerCase() })),
  ]);

/** /videos/category/:slug: a category and its videos; an unknown category is the site's 404 page. */
export default function VideoCategoryPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const categories = useCategories();
  const category = categories.data?.find((item) => item.slug === slug.toLowerCase());
  const unknown = categories.isSuccess && !category;

  usePageMeta(
    category
      ? {
          title: `${category.name} | ${brand.shortName}`,
          description:
            category.description ??
            t('videos.category.metaDescription', { category: category.name, brand: brand.name }),
          image: category.image?.share,
        }
      : { title: `${t('videos.hub.title')} | ${brand.shortName}`, noindex: unknown },
  );

  if (category) return <CategoryView category={category} />;
  if (unknown) return <NotFoundPage />;
  if (categories.isError)
    return (
      <div className="section">
        <LoadError onRetry={() => void categories.refetch()} retrying={categories.isFetching} />
      </div>
    );
  return <CategorySkeleton />;
}
