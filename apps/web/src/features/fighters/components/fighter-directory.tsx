import { formatNumber } from '@ringside/contract/display/numbers';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { Button } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { StatusMessage } from '../../../components/ui/status-message';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { FIGHTERS_PAGE_SIZE, usePublicFighters } from '../api/public-fighters';
import { useSelectables } from '../../../lib/selectables';
import { FighterCard, FighterCardSkeleton } from './fighter-card';
import { FighterFilters } from './fighter-filters';
import { useDirectoryParams } from './use-directory-params';
import './fighters.css';

const SKELETONS = Array.from({ length: 8 }, (_, index) => index);

/** The public fighter directory: search, filters and pages, all kept in the address. */
export function FighterDirectory() {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const params = useDirectoryParams();
  const selectables = useSelectables();
  const fighters = usePublicFighters(params.request);
  const data = fighters.data;
  const filtered = params.activeFilters > 0;

  // "2,697 fighters", or past the count's cap "1,000+ fighters" (Devanagari digits in Nepali).
  const countText = (total: number, capped = false) =>
    capped
      ? t('fighters.directory.countAtLeast', { total: formatNumber(total, locale) })
      : t('fighters.directory.count', { count: total, total: formatNumber(total, locale) });

  const changePage = (page: number) => {
    params.setPage(page);
    // The next page starts at the top of the list, not where the pager was.
    document.getElementById('fighters-results')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  let body;
  if (fighters.isPending) {
    body = (
      <ul className="fighters-grid" aria-busy>
        {SKELETONS.map((index) => (
          <FighterCardSkeleton key={index} />
        ))}
      </ul>
    );
  } else if (!data) {
    body = (
      <StatusMessage
        status="error"
        title={t('fighters.directory.loadError')}
        extra={
          <Button onClick={() => void fighters.refetch()} loading={fighters.isFetching}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (data.items.length === 0) {
    body = (
      <div className="fighters-panel">
        <EmptyState
          text={filtered ? t('fighters.directory.noMatch') : t('fighters.directory.empty')}
          action={filtered ? <Button onClick={params.clear}>{t('fighters.directory.clearFilters')}</Button> : null}
        />
      </div>
    );
  } else {
    body = (
      <>
        <ul
          className={fighters.isPlaceholderData ? 'fighters-grid fighters-stale' : 'fighters-grid'}
          aria-busy={fighters.isFetching}
        >
          {data.items.map((fighter, index) => (
            // A phone's first row (two cards) is the first screen's largest picture: fetched first.
            <FighterCard key={fighter.id} fighter={fighter} eager={index < 2} />
          ))}
        </ul>
        <Pager
          current={params.page}
          pageSize={data.pageSize || FIGHTERS_PAGE_SIZE}
          // A capped total is a lower bound: at least one more fighter is there, so the pager offers the page after.
          total={data.totalCapped ? data.total + 1 : data.total}
          onChange={changePage}
        />
      </>
    );
  }

  return (
    <>
      <FighterFilters params={params} selectables={selectables.data} loading={selectables.isLoading} />
      <div className="fighters-results-head" id="fighters-results">
        <span className="fighters-muted" aria-live="polite">
          {data ? countText(data.total, data.totalCapped) : '\u00a0'}
        </span>
        {filtered ? (
          <Button variant="link" size="small" onClick={params.clear}>
            {t('fighters.directory.clearFilters')}
          </Button>
        ) : null}
      </div>
      {body}
    </>
  );
}
