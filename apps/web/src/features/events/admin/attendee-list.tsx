import { CheckCircleFilled, ScanOutlined } from '@ant-design/icons';
import { Button, Typography, type TableColumnsType } from 'antd';
import type { AdminEvent, Attendee } from '@ringside/contract';
import { formatDateTime, formatTime } from '@ringside/contract/display/dates';
import { formatNumber } from '@ringside/contract/display/numbers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AdminTable } from '../../../components/admin/admin-table';
import { FilterSegments } from '../../../components/admin/filter-segments';
import { PAGE_SIZE } from '../../../components/admin/list-params';
import { SearchFilter } from '../../../components/admin/search-filter';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { useAttendees } from './api/admin-attendees';
import { PagedList } from '../../../components/admin/paged-list';

const CHECK_STATES = ['IN', 'OUT'] as const;
type CheckState = (typeof CHECK_STATES)[number];

/** The shared table keys rows by `id`: a ticket's is its ticket id. */
const withId = (attendee: Attendee) => ({ ...attendee, id: attendee.ticketId });

/** Whether the holder has come in, and when (Kathmandu time). */
function CheckedIn({ attendee }: { attendee: Attendee }) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  return attendee.checkedInAt ? (
    <span className="admin-verified">
      <CheckCircleFilled aria-hidden />{' '}
      {t('eventsAdmin.attendees.checkedInAt', { time: formatTime(attendee.checkedInAt, locale) })}
    </span>
  ) : (
    <span className="admin-muted">{t('eventsAdmin.attendees.notYet')}</span>
  );
}

/** The event's ticket holders with the counts, search, check-in state, and the way to the door's screen. */
export function AttendeeList({ event }: { event: AdminEvent }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useDisplayLocale();
  const [query, setQuery] = useState<string | undefined>(undefined);
  const [state, setState] = useState<CheckState | undefined>(undefined);
  const [page, setPage] = useState(1);
  const search = useAttendees(event.id, {
    query,
    checkedIn: state === undefined ? undefined : state === 'IN',
    page,
    pageSize: PAGE_SIZE,
  });
  const { counts, attendance } = event;
  const emptyText = t(query || state ? 'eventsAdmin.attendees.noMatch' : 'eventsAdmin.attendees.empty');

  const columns: TableColumnsType<Attendee & { id: string }> = [
    {
      key: 'name',
      title: t('eventsAdmin.attendees.columns.name'),
      render: (_, item) => <strong>{item.holderName}</strong>,
    },
    {
      key: 'contact',
      title: t('eventsAdmin.attendees.columns.contact'),
      render: (_, item) => item.contact ?? t('admin.list.none'),
    },
    {
      key: 'createdAt',
      title: t('eventsAdmin.attendees.columns.createdAt'),
      render: (_, item) => <span className="admin-nowrap">{formatDateTime(item.createdAt, locale)}</span>,
    },
    {
      key: 'checkedIn',
      title: t('eventsAdmin.attendees.columns.checkedIn'),
      render: (_, item) => <CheckedIn attendee={item} />,
    },
  ];

  return (
    <div className="admin-stack">
      <div className="admin-counts">
        <div className="admin-count">
          <span className="admin-count-label">{t('eventsAdmin.attendees.tickets')}</span>
          <span className="admin-count-value">
            {formatNumber(counts.attendees, locale)}
            {attendance.capacity !== null ? (
              <span className="events-admin-capacity"> / {formatNumber(attendance.capacity, locale)}</span>
            ) : null}
          </span>
        </div>
        <div className="admin-count">
          <span className="admin-count-label">{t('eventsAdmin.attendees.checkedIn')}</span>
          <span className="admin-count-value">{formatNumber(counts.checkedIn, locale)}</span>
        </div>
        <div className="admin-count">
          <span className="admin-count-label">{t('eventsAdmin.attendees.waiting')}</span>
          <span className="admin-count-value">
            {formatNumber(Math.max(0, counts.attendees - counts.checkedIn), locale)}
          </span>
        </div>
        <div className="events-admin-count-action">
          <Button
            type="primary"
            size="large"
            block
            icon={<ScanOutlined aria-hidden />}
            onClick={() => void navigate(`/admin/check-in?event=${event.id}`)}
          >
            {t('eventsAdmin.attendees.openCheckIn')}
          </Button>
        </div>
      </div>
      {attendance.capacity === null ? (
        <Typography.Text type="secondary">{t('eventsAdmin.attendees.noSignUps')}</Typography.Text>
      ) : null}
      <div className="admin-filters events-admin-filters">
        <SearchFilter
          type="search"
          label={t('eventsAdmin.attendees.searchLabel')}
          placeholder={t('eventsAdmin.attendees.searchPlaceholder')}
          value={query ?? ''}
          onSearch={(text) => {
            setQuery(text);
            setPage(1);
          }}
        />
        <FilterSegments<CheckState>
          label={t('eventsAdmin.attendees.stateLabel')}
          allLabel={t('eventsAdmin.attendees.allStates')}
          options={CHECK_STATES.map((value) => ({ value, label: t(`eventsAdmin.attendees.states.${value}`) }))}
          value={state}
          onChange={(next) => {
            setState(next);
            setPage(1);
          }}
        />
      </div>
      <PagedList
        query={search}
        page={page}
        onPage={setPage}
        emptyText={emptyText}
        table={(items, paging) => (
          <AdminTable
            columns={columns}
            items={items.map(withId)}
            loading={search.isFetching}
            emptyText={emptyText}
            paging={paging}
          />
        )}
        cards={(items) => (
          <ul className="admin-cards">
            {items.map((item) => (
              <li key={item.ticketId} className="admin-card">
                <span className="admin-card-top">
                  <span className="admin-card-title">{item.holderName}</span>
                  <CheckedIn attendee={item} />
                </span>
                {item.contact ? <span className="admin-card-line">{item.contact}</span> : null}
              </li>
            ))}
          </ul>
        )}
      />
    </div>
  );
}
