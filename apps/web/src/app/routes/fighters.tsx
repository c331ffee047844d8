import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { usePageMeta } from '../../components/use-page-meta';
import { publicFightersQuery } from '../../features/fighters/api/public-fighters';
import { FighterDirectory } from '../../features/fighters/components/fighter-directory';
import { directoryRequest } from '../../features/fighters/components/use-directory-params';
import { selectablesQuery } from '../../lib/selectables';
import type { Prefetch } from '../routes';
import { usePublicConfig } from '../../lib/public-config';

export default function FightersPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  // The same title and description the server sends crawlers for /fighters.
  usePageMeta({
    title: `${t('fighters.directory.title')} | ${brand.shortName}`,
    description: t('fighters.directory.metaDescription', { brand: brand.name }),
  });
  return (
    <div className="section">
      <PageHeader
        title={t('fighters.directory.title')}
        subtitle={t('fighters.directory.subtitle', { brand: brand.shortName })}
      />
      <FighterDirectory />
    </div>
  );
}

export const prefetch: Prefetch = ({ queryClient, search, language }) =>
  Promise.all([
    queryClient.prefetchQuery(publicFightersQuery(directoryRequest(search).request, language)),
    queryClient.prefetchQuery(selectablesQuery(language)),
  ]);
