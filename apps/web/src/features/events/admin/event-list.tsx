import { EVENT_STATUSES, type EventStatus } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FilterSegments } from '../../../components/admin/filter-segments';
import { SearchFilter } from '../../../components/admin/search-filter';
import { useAdminEvents } from './api/admin-events';
import { EventCards } from './event-cards';
import { LIST_PERIODS, type ListPeriod, useEventListParams } from './event-params';
import { EventTable } from './event-table';
import { PagedList } from '../../../components/admin/paged-list';
import '../../../components/admin/admin.css';
import './events-admin.css';

/** Every event with its counts: upcoming first by default, filtered by status and name; table or cards. */
export function EventList() {
  const { t } = useTranslation();
  const location = useLocation();
  const params = useEventListParams();
  const search = useAdminEvents(params.request);
  const from = location.pathname + location.search;
  const emptyText = t(
    params.query || params.status ? 'eventsAdmin.list.noMatch' : `eventsAdmin.list.empty.${params.period}`,
  );

  return (
    <div className="admin-stack">
      <div className="admin-filters events-admin-filters">
        <SearchFilter
          type="search"
          label={t('eventsAdmin.list.searchLabel')}
          placeholder={t('eventsAdmin.list.searchPlaceholder')}
          value={params.query ?? ''}
          onSearch={(text) => params.setFilter('q', text)}
        />
        <FilterSegments<ListPeriod>
          label={t('eventsAdmin.list.periodLabel')}
          options={LIST_PERIODS.map((value) => ({ value, label: t(`eventsAdmin.list.periods.${value}`) }))}
          value={params.period}
          // Upcoming is the list itself: the address stays clean for it.
          onChange={(next) => params.setFilter('period', next === 'UPCOMING' ? undefined : next)}
        />
        <div className="events-admin-grid-segments">
          <FilterSegments<EventStatus>
            label={t('eventsAdmin.list.statusLabel')}
            allLabel={t('eventsAdmin.list.allStatuses')}
            options={EVENT_STATUSES.map((value) => ({ value, label: t(`eventsAdmin.status.${value}`) }))}
            value={params.status}
            onChange={(next) => params.setFilter('status', next)}
          />
        </div>
      </div>
      <PagedList
        query={search}
        page={params.page}
        onPage={params.setPage}
        emptyText={emptyText}
        table={(items, paging) => (
          <EventTable items={items} loading={search.isFetching} emptyText={emptyText} paging={paging} from={from} />
        )}
        cards={(items) => <EventCards items={items} from={from} />}
      />
    </div>
  );
}
