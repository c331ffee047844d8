import { useQueries } from '@tanstack/react-query';
import { Typography } from 'antd';
import { FIGHTER_PROFILE_STATUSES, type FighterProfileStatus } from '@ringside/contract';
import { formatNumber } from '@ringside/contract/display/numbers';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PAGE_SIZE } from '../../../components/admin/list-params';
import { ListPending } from '../../../components/admin/list-state';
import { PhonePager } from '../../../components/admin/phone-pager';
import { useIsDesktop } from '../../../components/admin/use-is-desktop';
import { EmptyState } from '../../../components/empty-state';
import { fighterReviewsQuery, useFighterReviews } from '../api/admin-fighter-reviews';
import { ReviewCards } from './review-cards';
import { ReviewFilters, ReviewSortSelect } from './review-filters';
import { useReviewParams } from './review-params';
import { ReviewTable } from './review-table';
import '../../../components/admin/admin.css';
import './fighters-admin.css';
import { useDisplayLocale } from '../../../components/use-display-locale';

/** How many applications each status holds: each search's total with a page of one row. */
function useStatusCounts(): Partial<Record<FighterProfileStatus, number>> {
  const totals = useQueries({
    queries: FIGHTER_PROFILE_STATUSES.map((status) => fighterReviewsQuery({ status, page: 1, pageSize: 1 })),
  });
  return Object.fromEntries(FIGHTER_PROFILE_STATUSES.map((status, index) => [status, totals[index]?.data?.total]));
}

/**
 * The review queue: applications of one status (pending by default, oldest sent first) with search and
 * filters kept in the address; a table on desktop, cards on phones.
 */
export function ReviewQueue() {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const location = useLocation();
  const isDesktop = useIsDesktop();
  const params = useReviewParams();
  const search = useFighterReviews(params.request);
  const counts = useStatusCounts();
  const from = location.pathname + location.search;
  const result = search.data;
  const emptyText = t(`fightersAdmin.queue.empty.${params.status}`);

  return (
    <div className="admin-stack">
      <ReviewFilters
        query={params.query ?? ''}
        status={params.status}
        kind={params.kind}
        gender={params.gender}
        weightClassId={params.weightClassId}
        counts={counts}
        onChange={params.setFilter}
      />
      {result ? (
        <>
          <div className="fighters-admin-list-head">
            <Typography.Text type="secondary" className="admin-total" aria-live="polite">
              {t('fightersAdmin.queue.total', { total: formatNumber(result.total, locale) })}
            </Typography.Text>
            <ReviewSortSelect sort={params.sort} onChange={(next) => params.setFilter('sort', next)} />
          </div>
          {isDesktop ? (
            <ReviewTable
              items={result.items}
              loading={search.isFetching}
              emptyText={emptyText}
              paging={{ page: params.page, pageSize: PAGE_SIZE, total: result.total, onPage: params.setPage }}
              from={from}
            />
          ) : result.items.length === 0 ? (
            <EmptyState text={emptyText} />
          ) : (
            <>
              <ReviewCards items={result.items} from={from} />
              <PhonePager page={params.page} pageSize={PAGE_SIZE} total={result.total} onPage={params.setPage} />
            </>
          )}
        </>
      ) : (
        <ListPending failed={search.isError} onRetry={() => void search.refetch()} />
      )}
    </div>
  );
}
