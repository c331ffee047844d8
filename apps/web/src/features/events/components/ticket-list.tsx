import { CheckCircleFilled } from '../../../components/ui/icons/CheckCircleFilled';
import { ClockCircleOutlined } from '../../../components/ui/icons/ClockCircleOutlined';
import { EnvironmentOutlined } from '../../../components/ui/icons/EnvironmentOutlined';
import { Button, Popconfirm } from 'antd';
import type { Ticket } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showSuccess } from '../../../lib/feedback';
import { useGiveUpPlace } from '../api/attendance';
import { useMyTickets } from '../api/my-tickets';
import { AccountList } from './account-list';
import { useEventDate, useEventTime } from './event-time';
import { TicketQr } from './ticket-qr';
import './events.css';

/** A ticket still to be used: the event has not ended or been called off, and the ticket was not withdrawn. */
const isUpcoming = (ticket: Ticket) =>
  ticket.voidedAt === null && (ticket.event.status === 'PUBLISHED' || ticket.event.status === 'LIVE');

function TicketCard({ ticket, userId }: { ticket: Ticket; userId: string }) {
  const { t } = useTranslation();
  const eventTime = useEventTime();
  const eventDate = useEventDate();
  const giveUp = useGiveUpPlace(userId);
  const { event } = ticket;
  const usable = isUpcoming(ticket);
  return (
    <li className={usable ? 'events-ticket' : 'events-ticket past'} data-testid="ticket">
      <div className="events-ticket-info">
        <h3 className="events-ticket-event">
          <Link to={`/events/${event.slug}`}>{event.name}</Link>
        </h3>
        <p>
          <ClockCircleOutlined aria-hidden /> <time dateTime={event.startsAt}>{eventDate(event.startsAt)}</time>
        </p>
        <p>
          <EnvironmentOutlined aria-hidden /> {event.venue.name}, {event.venue.city}
        </p>
        <p className="events-muted">
          {t('events.tickets.holder')}: <strong className="events-ink">{ticket.holderName}</strong>
        </p>
        {ticket.tierName ? (
          <p className="events-muted" data-testid="ticket-tier">
            {t('events.tickets.tier')}: <strong className="events-ink">{ticket.tierName}</strong>
            {ticket.purchaseReference ? (
              <> · {t('events.tickets.order', { reference: ticket.purchaseReference })}</>
            ) : null}
          </p>
        ) : null}
        {event.status === 'CANCELLED' ? (
          <p className="events-error">{t('events.tickets.cancelled')}</p>
        ) : ticket.voidedAt ? (
          <p className="events-error">{t('events.tickets.voided')}</p>
        ) : null}
        {ticket.checkedInAt ? (
          <p className="events-checked-in" data-testid="ticket-checked-in">
            <CheckCircleFilled aria-hidden /> {t('events.tickets.checkedIn', { when: eventTime(ticket.checkedInAt) })}
          </p>
        ) : (
          <p className="events-muted">{t('events.tickets.notCheckedIn')}</p>
        )}
        {/* A free seat is given back here; a bought one is refunded by the promotion. */}
        {!ticket.checkedInAt && usable && !ticket.purchaseReference ? (
          <Popconfirm
            title={t('events.tickets.giveUpTitle', { event: event.name })}
            description={t('events.tickets.giveUpText')}
            okText={t('events.tickets.giveUpConfirm')}
            okButtonProps={{ danger: true, loading: giveUp.isPending }}
            cancelText={t('common.cancel')}
            onConfirm={() =>
              giveUp.mutateAsync(event.id).then(
                () => showSuccess(t('events.tickets.gaveUp')),
                () => undefined,
              )
            }
          >
            <Button danger className="events-give-up">
              {t('events.tickets.giveUp')}
            </Button>
          </Popconfirm>
        ) : null}
      </div>
      {/* Kept after check-in too: staff scanning it again see when it was first used. */}
      {usable ? <TicketQr code={ticket.code} eventName={event.name} /> : null}
    </li>
  );
}

/** The caller's tickets: upcoming ones with their QR code first, then the past. */
export function TicketList({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const tickets = useMyTickets(userId);
  return (
    <AccountList query={tickets} loadError={t('events.tickets.loadError')} empty={t('events.tickets.empty')}>
      {(items) =>
        [
          { key: 'upcoming', items: items.filter(isUpcoming) },
          { key: 'past', items: items.filter((ticket) => !isUpcoming(ticket)) },
        ].map((group) =>
          group.items.length > 0 ? (
            <section key={group.key} className="events-ticket-group" aria-labelledby={`tickets-${group.key}`}>
              <h2 id={`tickets-${group.key}`} className="events-group-title">
                {t(`events.tickets.${group.key}`)}
              </h2>
              <ul className="events-tickets">
                {group.items.map((ticket) => (
                  <TicketCard key={ticket.id} ticket={ticket} userId={userId} />
                ))}
              </ul>
            </section>
          ) : null,
        )
      }
    </AccountList>
  );
}
