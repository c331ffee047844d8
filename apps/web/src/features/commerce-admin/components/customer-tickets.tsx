import { Tag, type TableColumnsType } from 'antd';
import type { CustomerTicket } from '@ringside/contract';
import { formatDateTime } from '@ringside/contract/display/dates';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../../../components/admin/admin-table';
import { ListPending } from '../../../components/admin/list-state';
import { useIsDesktop } from '../../../components/admin/use-is-desktop';
import { EmptyState } from '../../../components/empty-state';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { useCustomerTickets } from '../api/customer-tickets';
import '../../../components/admin/admin.css';
import './commerce-admin.css';

/** Valid, used at the door, or withdrawn (its event cancelled, its purchase refunded). */
function TicketState({ ticket }: { ticket: CustomerTicket }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  if (ticket.voidedAt)
    return (
      <Tag color="red" className="admin-tag">
        {t('commerceAdmin.customer.ticket.voided')}
      </Tag>
    );
  if (ticket.checkedInAt)
    return (
      <Tag color="blue" className="admin-tag">
        {t('commerceAdmin.customer.ticket.checkedIn', { date: formatDateTime(ticket.checkedInAt, locale) })}
      </Tag>
    );
  return (
    <Tag color="green" className="admin-tag">
      {t('commerceAdmin.customer.ticket.valid')}
    </Tag>
  );
}

/** The seat: its tier, and the purchase that paid for it or "Free seat". */
function useSeat() {
  const { t } = useTranslation();
  return (ticket: CustomerTicket) =>
    [
      ticket.tierName,
      ticket.purchaseReference
        ? t('commerceAdmin.customer.ticket.bought', { reference: ticket.purchaseReference })
        : t('commerceAdmin.customer.ticket.free'),
    ]
      .filter(Boolean)
      .join(' · ');
}

/** A customer's tickets on their back-office page (TRANSACTION): event, seat, how it was had, and its state. */
export function CustomerTickets({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const isDesktop = useIsDesktop();
  const seat = useSeat();
  const tickets = useCustomerTickets(customerId);
  const items = tickets.data;
  if (!items) return <ListPending failed={tickets.isError} onRetry={() => void tickets.refetch()} />;
  const emptyText = t('commerceAdmin.customer.ticketsEmpty');
  if (!isDesktop)
    return items.length === 0 ? (
      <EmptyState text={emptyText} />
    ) : (
      <ul className="admin-cards">
        {items.map((ticket) => (
          <li key={ticket.id} className="admin-card">
            <span className="admin-card-top">
              <span className="admin-card-title">{ticket.event.name}</span>
              <TicketState ticket={ticket} />
            </span>
            <dl className="admin-card-facts">
              <dt>{t('commerceAdmin.customer.ticket.when')}</dt>
              <dd>{formatDateTime(ticket.event.startsAt, locale)}</dd>
              <dt>{t('commerceAdmin.customer.ticket.tier')}</dt>
              <dd className="admin-break">{seat(ticket)}</dd>
              <dt>{t('commerceAdmin.customer.ticket.taken')}</dt>
              <dd>{formatDateTime(ticket.createdAt, locale)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    );
  const columns: TableColumnsType<CustomerTicket> = [
    {
      key: 'event',
      title: t('commerceAdmin.customer.ticket.event'),
      render: (_, ticket) => (
        <span className="commerce-admin-two-lines">
          <span className="commerce-admin-name">{ticket.event.name}</span>
          <span className="admin-muted">{formatDateTime(ticket.event.startsAt, locale)}</span>
        </span>
      ),
    },
    { key: 'seat', title: t('commerceAdmin.customer.ticket.tier'), render: (_, ticket) => seat(ticket) },
    {
      key: 'state',
      title: t('commerceAdmin.customer.ticket.state'),
      render: (_, ticket) => <TicketState ticket={ticket} />,
    },
    {
      key: 'taken',
      title: t('commerceAdmin.customer.ticket.taken'),
      render: (_, ticket) => <span className="admin-muted">{formatDateTime(ticket.createdAt, locale)}</span>,
    },
  ];
  return (
    <AdminTable<CustomerTicket> columns={columns} items={items} loading={tickets.isFetching} emptyText={emptyText} />
  );
}
