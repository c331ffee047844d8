import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { StatusMessage } from '../../components/ui/status-message';
import { usePageMeta } from '../../components/use-page-meta';
import { rankingsQuery, useRankings } from '../../features/rankings/api/rankings';
import { RankingsSkeleton, RankingsView } from '../../features/rankings/components/rankings-view';
import { usePublicConfig } from '../../lib/public-config';
import type { Prefetch } from '../routes';

export default function RankingsPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const rankings = useRankings();
  // The same title and description the server sends crawlers for /rankings.
  usePageMeta({
    title: `${t('rankings.title')} | ${brand.shortName}`,
    description: t('rankings.metaDescription', { brand: brand.name }),
  });
  return (
    <div className="section">
      <PageHeader title={t('rankings.title')} subtitle={t('rankings.subtitle', { brand: brand.shortName })} />
      {rankings.data ? (
        <RankingsView rankings={rankings.data.items} />
      ) : rankings.isError ? (
        <StatusMessage
          status="error"
          title={t('rankings.loadError')}
          extra={
            <Button onClick={() => void rankings.refetch()} loading={rankings.isFetching}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        <RankingsSkeleton />
      )}
    </div>
  );
}

export const prefetch: Prefetch = ({ queryClient, language }) => queryClient.prefetchQuery(rankingsQuery(language));
