import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { StatusMessage } from '../../components/ui/status-message';
import { usePageMeta } from '../../components/use-page-meta';
import { titleHistoryQuery, useTitleHistory } from '../../features/rankings/api/title-history';
import { RankingsSkeleton } from '../../features/rankings/components/rankings-view';
import { TitleHistoryView } from '../../features/rankings/components/title-history-view';
import { ApiError } from '../../lib/api-client';
import { usePublicConfig } from '../../lib/public-config';
import type { Prefetch } from '../routes';

/** /titles/:weightClassId: a weight class's title, its champion now and every reign. */
export default function TitlePage() {
  const { weightClassId = '' } = useParams();
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const history = useTitleHistory(weightClassId);
  const name = history.data?.weightClass.name;
  const heading = name ? t('rankings.reigns.heading', { weightClass: name }) : t('rankings.reigns.loading');
  const notFound = history.error instanceof ApiError && history.error.status === 404;
  usePageMeta({
    title: `${heading} | ${brand.shortName}`,
    ...(name ? { description: t('rankings.reigns.metaDescription', { weightClass: name, brand: brand.name }) } : {}),
    ...(notFound ? { noindex: true } : {}),
  });
  return (
    <div className="section narrow">
      <PageHeader title={heading} />
      {history.data ? (
        <TitleHistoryView history={history.data} />
      ) : history.isError ? (
        <StatusMessage
          status={notFound ? 'not-found' : 'error'}
          title={notFound ? t('rankings.reigns.notFound') : t('rankings.loadError')}
          extra={
            notFound ? undefined : (
              <Button onClick={() => void history.refetch()} loading={history.isFetching}>
                {t('common.retry')}
              </Button>
            )
          }
        />
      ) : (
        <RankingsSkeleton />
      )}
    </div>
  );
}

export const prefetch: Prefetch = ({ queryClient, params, language }) =>
  queryClient.prefetchQuery(titleHistoryQuery(params.weightClassId ?? '', language));
