import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BuyButton } from '../../features/commerce/components/buy-button';
import { showcaseDetailQuery, useShowcaseDetail } from '../../features/videos/api/showcase-detail';
import { CategorySkeleton } from '../../features/videos/components/category-view';
import { MediaPage } from '../../features/videos/components/media-page';
import { ShowcaseView } from '../../features/videos/components/showcase-view';
import { usePublicConfig } from '../../lib/public-config';
import type { Prefetch } from '../routes';

/** /showcases/:slug: a showcase and its videos in order. */
export default function ShowcasePage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  return (
    <MediaPage
      query={useShowcaseDetail(slug)}
      texts="showcase"
      fallbackDescription={(showcase) =>
        t('videos.showcase.metaDescription', {
          title: showcase.title,
          count: showcase.videos.length,
          brand: brand.name,
        })
      }
      view={(showcase) => (
        <ShowcaseView
          showcase={showcase}
          purchaseAction={showcase.product ? <BuyButton offer={showcase.product} /> : undefined}
        />
      )}
      skeleton={<CategorySkeleton />}
    />
  );
}

export const prefetch: Prefetch = ({ queryClient, params }) =>
  queryClient.prefetchQuery(showcaseDetailQuery(params.slug ?? ''));
