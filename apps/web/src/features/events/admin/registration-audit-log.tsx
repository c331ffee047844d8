import type { TableColumnsType } from 'antd';
import {
  REGISTRATION_AUDIT_ACTIONS,
  type RegistrationAuditAction,
  type RegistrationAuditEntry,
} from '@ringside/contract';
import { KATHMANDU_OFFSET, formatDateTime } from '@ringside/contract/display/dates';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AdminTable } from '../../../components/admin/admin-table';
import { FilterSegments } from '../../../components/admin/filter-segments';
import { PAGE_SIZE, useListParams } from '../../../components/admin/list-params';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { useRegistrationAudit } from './api/admin-registration-audit';
import { AuditActor, AuditChange } from './audit-change';
import { EVENTS_LIST } from './event-facts';
import { DayRange } from './day-range';
import { EventSelect } from './event-select';
import { FilterField } from './filter-field';
import { PagedList } from '../../../components/admin/paged-list';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const day = (value: string | undefined) => (value && DAY.test(value) ? value : undefined);

/**
 * Every change of fighter registrations, newest first: when, which event and fighter, what (from -> to), who
 * and why; filtered by event, action and Kathmandu calendar days (kept in the address).
 */
export function RegistrationAuditLog() {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const { values, page, setFilter, setPage } = useListParams(['event', 'action', 'from', 'to'] as const);
  const [, setParams] = useSearchParams();
  // Both ends of the range change in one address update (two updates in a row would lose the first).
  const setRange = (first: string | undefined, last: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of [
          ['from', first],
          ['to', last],
        ] as const)
          if (value) next.set(key, value);
          else next.delete(key);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const eventId = values.event && UUID.test(values.event) ? values.event : undefined;
  const action = REGISTRATION_AUDIT_ACTIONS.find((value) => value === values.action);
  const [from, to] = [day(values.from), day(values.to)];
  const audit = useRegistrationAudit({
    eventId,
    action,
    // Whole Kathmandu days: from the first day's midnight to the last day's end.
    from: from ? `${from}T00:00:00${KATHMANDU_OFFSET}` : undefined,
    to: to ? `${to}T23:59:59${KATHMANDU_OFFSET}` : undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const emptyText = t('eventsAdmin.audit.empty');
  const when = (entry: RegistrationAuditEntry) => (
    <time dateTime={entry.at} className="admin-nowrap">
      {formatDateTime(entry.at, locale)}
    </time>
  );
  const eventLinkOf = (entry: RegistrationAuditEntry) => (
    <Link to={`${EVENTS_LIST}/${entry.event.id}?tab=registrations`}>{entry.event.name}</Link>
  );

  const columns: TableColumnsType<RegistrationAuditEntry> = [
    { key: 'at', title: t('eventsAdmin.audit.columns.at'), render: (_, entry) => when(entry) },
    { key: 'event', title: t('eventsAdmin.audit.columns.event'), render: (_, entry) => eventLinkOf(entry) },
    { key: 'fighter', title: t('eventsAdmin.audit.columns.fighter'), render: (_, entry) => entry.fighter.name },
    {
      key: 'change',
      title: t('eventsAdmin.audit.columns.change'),
      render: (_, entry) => <AuditChange entry={entry} />,
    },
    { key: 'actor', title: t('eventsAdmin.audit.columns.actor'), render: (_, entry) => <AuditActor entry={entry} /> },
    {
      key: 'reason',
      title: t('eventsAdmin.audit.columns.reason'),
      render: (_, entry) => entry.reason ?? <span className="admin-muted">{t('admin.list.none')}</span>,
    },
  ];

  return (
    <div className="admin-stack">
      <div className="admin-filters events-admin-filters">
        <FilterField label={t('eventsAdmin.registrations.eventLabel')}>
          {(id) => (
            <EventSelect
              id={id}
              value={eventId}
              onChange={(next) => setFilter('event', next)}
              placeholder={t('eventsAdmin.registrations.allEvents')}
            />
          )}
        </FilterField>
        <div className="events-admin-grid-segments">
          <FilterSegments<RegistrationAuditAction>
            label={t('eventsAdmin.audit.actionLabel')}
            allLabel={t('eventsAdmin.audit.allActions')}
            options={REGISTRATION_AUDIT_ACTIONS.map((value) => ({
              value,
              label: t(`eventsAdmin.audit.actions.${value}`),
            }))}
            value={action}
            onChange={(next) => setFilter('action', next)}
          />
        </div>
        <FilterField label={t('eventsAdmin.audit.datesLabel')}>
          {(id) => <DayRange id={id} from={from} to={to} onChange={setRange} />}
        </FilterField>
      </div>
      <PagedList
        query={audit}
        page={page}
        onPage={setPage}
        emptyText={emptyText}
        table={(items, paging) => (
          <AdminTable<RegistrationAuditEntry>
            columns={columns}
            items={items}
            loading={audit.isFetching}
            emptyText={emptyText}
            paging={paging}
          />
        )}
        cards={(items) => (
          <ul className="admin-cards">
            {items.map((entry) => (
              <li key={entry.id} className="admin-card">
                <span className="admin-card-top">
                  <span className="admin-card-title">{entry.fighter.name}</span>
                  <span className="admin-card-meta">{when(entry)}</span>
                </span>
                <span className="admin-card-line">{eventLinkOf(entry)}</span>
                <AuditChange entry={entry} />
                <span className="admin-card-line">
                  <AuditActor entry={entry} />
                </span>
                {entry.reason ? <q className="admin-card-line events-admin-reason">{entry.reason}</q> : null}
              </li>
            ))}
          </ul>
        )}
      />
    </div>
  );
}
