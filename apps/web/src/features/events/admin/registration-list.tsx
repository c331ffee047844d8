import type { TableColumnsType } from 'antd';
import { EVENT_REGISTRATION_STATUSES, type EventRegistration, type EventRegistrationStatus } from '@ringside/contract';
import { formatDateTime } from '@ringside/contract/display/dates';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminTable } from '../../../components/admin/admin-table';
import { FilterSegments } from '../../../components/admin/filter-segments';
import { PAGE_SIZE } from '../../../components/admin/list-params';
import { SearchFilter } from '../../../components/admin/search-filter';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { FighterAvatar } from '../../../components/admin/fighter-avatar';
import { recordLine } from '../../../components/fighter-name';
import { useRegistrations } from './api/admin-registrations';
import { EVENTS_LIST, boutFighterName } from './event-facts';
import { EventSelect } from './event-select';
import { FilterField } from './filter-field';
import { PagedList } from '../../../components/admin/paged-list';
import { RegistrationDecision } from './registration-decision';
import { RegistrationStatusTag } from './registration-tags';
import { WeightClassFilter } from './weight-class-filter';

export type RegistrationFilterKey = 'event' | 'status' | 'weightClass' | 'q';

export interface RegistrationFilters {
  eventId?: string;
  status?: EventRegistrationStatus;
  weightClassId?: string;
  query?: string;
  page: number;
}

interface Props {
  filters: RegistrationFilters;
  onFilter: (key: RegistrationFilterKey, value: string | undefined) => void;
  onPage: (page: number) => void;
  /** Inside one event's page: the event is fixed and not shown per row. */
  fixedEvent?: boolean;
}

function Fighter({ registration }: { registration: EventRegistration }) {
  const name = boutFighterName(registration.fighter);
  return (
    <span className="events-admin-who">
      <FighterAvatar photo={registration.fighter.photo} name={name} />
      <span className="events-admin-two-lines">
        <a
          href={`/fighters/${registration.fighter.slug}`}
          target="_blank"
          rel="noreferrer"
          className="admin-strong-link admin-nowrap"
        >
          {name}
        </a>
        <span className="admin-muted">{recordLine(registration.fighter.record)}</span>
      </span>
    </span>
  );
}

/** The note the fighter sent and the reason of a rejection, when there are any. */
function Notes({ registration }: { registration: EventRegistration }) {
  const { t } = useTranslation();
  return (
    <>
      {registration.note ? (
        <span className="admin-card-line">
          <span className="admin-muted">{t('eventsAdmin.registrations.note')}: </span>
          {registration.note}
        </span>
      ) : null}
      {registration.status === 'REJECTED' && registration.reason ? (
        <span className="admin-card-line">
          <span className="admin-muted">{t('eventsAdmin.registrations.reason')}: </span>
          {registration.reason}
        </span>
      ) : null}
    </>
  );
}

/**
 * Fighter registrations, pending first (oldest sent first), filtered by status, weight class, name and (outside
 * an event's page) event; each can be accepted, rejected with a reason, or its history opened.
 */
export function RegistrationList({ filters, onFilter, onPage, fixedEvent = false }: Props) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const search = useRegistrations({
    eventId: filters.eventId,
    status: filters.status,
    weightClassId: filters.weightClassId,
    query: filters.query,
    page: filters.page,
    pageSize: PAGE_SIZE,
  });
  const emptyText = t('eventsAdmin.registrations.empty');
  const sent = (registration: EventRegistration) => (
    <time dateTime={registration.createdAt} className="admin-nowrap">
      {formatDateTime(registration.createdAt, locale)}
    </time>
  );

  const columns: TableColumnsType<EventRegistration> = [
    {
      key: 'fighter',
      title: t('eventsAdmin.registrations.columns.fighter'),
      render: (_, item) => <Fighter registration={item} />,
    },
    ...(fixedEvent
      ? []
      : [
          {
            key: 'event',
            title: t('eventsAdmin.registrations.columns.event'),
            render: (_: unknown, item: EventRegistration) => (
              <Link to={`${EVENTS_LIST}/${item.eventId}?tab=registrations`} className="admin-strong-link">
                {item.event.name}
              </Link>
            ),
          },
        ]),
    {
      key: 'weightClass',
      title: t('eventsAdmin.registrations.columns.weightClass'),
      render: (_, item) => item.weightClass?.name ?? t('admin.list.none'),
    },
    {
      key: 'status',
      title: t('eventsAdmin.registrations.columns.status'),
      render: (_, item) => (
        <span className="events-admin-two-lines events-admin-notes">
          <RegistrationStatusTag status={item.status} />
          <Notes registration={item} />
        </span>
      ),
    },
    { key: 'sent', title: t('eventsAdmin.registrations.columns.sent'), render: (_, item) => sent(item) },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t('eventsAdmin.registrations.columns.actions')}</span>,
      align: 'right',
      render: (_, item) => <RegistrationDecision registration={item} />,
    },
  ];

  return (
    <div className="admin-stack">
      <div className="admin-filters events-admin-filters">
        <SearchFilter
          type="search"
          label={t('eventsAdmin.registrations.searchLabel')}
          placeholder={t('eventsAdmin.registrations.searchPlaceholder')}
          value={filters.query ?? ''}
          onSearch={(text) => onFilter('q', text)}
        />
        <FilterSegments<EventRegistrationStatus>
          label={t('eventsAdmin.registrations.statusLabel')}
          allLabel={t('eventsAdmin.registrations.allStatuses')}
          options={EVENT_REGISTRATION_STATUSES.map((value) => ({
            value,
            label: t(`eventsAdmin.registrations.status.${value}`),
          }))}
          value={filters.status}
          onChange={(next) => onFilter('status', next)}
        />
        {fixedEvent ? null : (
          <FilterField label={t('eventsAdmin.registrations.eventLabel')}>
            {(id) => (
              <EventSelect
                id={id}
                value={filters.eventId}
                onChange={(next) => onFilter('event', next)}
                placeholder={t('eventsAdmin.registrations.allEvents')}
              />
            )}
          </FilterField>
        )}
        <WeightClassFilter value={filters.weightClassId} onChange={(next) => onFilter('weightClass', next)} />
      </div>
      <PagedList
        query={search}
        page={filters.page}
        onPage={onPage}
        emptyText={emptyText}
        table={(items, paging) => (
          <AdminTable<EventRegistration>
            columns={columns}
            items={items}
            loading={search.isFetching}
            emptyText={emptyText}
            paging={paging}
          />
        )}
        cards={(items) => (
          <ul className="admin-cards">
            {items.map((item) => (
              <li key={item.id} className="admin-card">
                <span className="admin-card-top">
                  <Fighter registration={item} />
                  <RegistrationStatusTag status={item.status} />
                </span>
                {fixedEvent ? null : (
                  <Link to={`${EVENTS_LIST}/${item.eventId}?tab=registrations`} className="admin-card-line">
                    {item.event.name}
                  </Link>
                )}
                <span className="admin-card-line">
                  {[item.weightClass?.name, formatDateTime(item.createdAt, locale)].filter(Boolean).join(' · ')}
                </span>
                <Notes registration={item} />
                <RegistrationDecision registration={item} />
              </li>
            ))}
          </ul>
        )}
      />
    </div>
  );
}
