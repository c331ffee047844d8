import type { TableColumnsType } from 'antd';
import type { AdminEventItem } from '@ringside/contract';
import { formatNumber } from '@ringside/contract/display/numbers';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AdminTable } from '../../../components/admin/admin-table';
import { eventLink } from './event-facts';
import { EventStatusTag } from './event-status-tag';
import { EventWhen } from './event-when';
import type { Paging } from '../../../components/admin/paged-list';
import { useDisplayLocale } from '../../../components/use-display-locale';

interface Props {
  items: AdminEventItem[];
  loading: boolean;
  emptyText: string;
  paging: Paging;
  from: string;
}

/** The events on desktop: one row each; a click anywhere on the row opens the editor. */
export function EventTable({ items, loading, emptyText, paging, from }: Props) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const number = (value: number) => <span className="events-admin-number">{formatNumber(value, locale)}</span>;
  const columns: TableColumnsType<AdminEventItem> = [
    {
      key: 'name',
      title: t('eventsAdmin.list.columns.name'),
      render: (_, item) => (
        <span className="events-admin-two-lines">
          <Link {...eventLink(item.id, from)} className="admin-strong-link">
            {item.name}
          </Link>
          {item.headline ? <span className="admin-muted">{item.headline}</span> : null}
        </span>
      ),
    },
    {
      key: 'startsAt',
      title: t('eventsAdmin.list.columns.startsAt'),
      render: (_, item) => <EventWhen startsAt={item.startsAt} />,
    },
    {
      key: 'status',
      title: t('eventsAdmin.list.columns.status'),
      render: (_, item) => <EventStatusTag status={item.status} />,
    },
    {
      key: 'venue',
      title: t('eventsAdmin.list.columns.venue'),
      render: (_, item) => (
        <span className="events-admin-two-lines">
          <span>{item.venue.name}</span>
          <span className="admin-muted">{item.venue.city}</span>
        </span>
      ),
    },
    {
      key: 'pending',
      title: t('eventsAdmin.list.columns.pending'),
      align: 'right',
      render: (_, item) => (
        <span className={item.counts.pendingRegistrations > 0 ? 'events-admin-waiting' : undefined}>
          {number(item.counts.pendingRegistrations)}
        </span>
      ),
    },
    {
      key: 'attendees',
      title: t('eventsAdmin.list.columns.attendees'),
      align: 'right',
      render: (_, item) => number(item.counts.attendees),
    },
    {
      key: 'checkedIn',
      title: t('eventsAdmin.list.columns.checkedIn'),
      align: 'right',
      render: (_, item) => number(item.counts.checkedIn),
    },
  ];
  return (
    <AdminTable<AdminEventItem>
      columns={columns}
      items={items}
      loading={loading}
      emptyText={emptyText}
      paging={paging}
      onOpen={(item) => {
        const link = eventLink(item.id, from);
        void navigate(link.to, { state: link.state });
      }}
    />
  );
}
