import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { usePageMeta } from '../../components/use-page-meta';
import { passesQuery } from '../../features/commerce/api/passes';
import { PassOffers } from '../../features/commerce/components/pass-offers';
import { usePublicConfig } from '../../lib/public-config';
import type { Prefetch } from '../routes';

/** /fight-pass: the passes on sale (the home page's ad links here). */
export default function FightPassPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  // The same title and description the server sends crawlers for /fight-pass.
  usePageMeta({
    title: `${t('commerce.pass.title')} | ${brand.shortName}`,
    description: t('commerce.pass.metaDescription', { brand: brand.name }),
  });
  return (
    <div className="section narrow">
      <PageHeader title={t('commerce.pass.title')} subtitle={t('commerce.pass.subtitle')} />
      <PassOffers />
    </div>
  );
}

export const prefetch: Prefetch = ({ queryClient }) => queryClient.prefetchQuery(passesQuery());
