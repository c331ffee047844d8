import type { Ticket } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TagOutlined } from '../../components/ui/icons/TagOutlined';
import { useNow } from '../../components/use-now';
import { useMyTickets } from '../../features/events/api/my-tickets';

const HOUR_MS = 60 * 60 * 1000;

/** A ticket's event day: from 12 hours before the doors to 8 hours after, the span a fan heads to the venue in. */
export function onEventDay(ticket: Pick<Ticket, 'event'>, now: number): boolean {
  const startsAt = Date.parse(ticket.event.startsAt);
  return now >= startsAt - 12 * HOUR_MS && now <= startsAt + 8 * HOUR_MS;
}

/** "My tickets" in the header, on the day of an event the signed-in fan holds a ticket for: one tap at the door. */
export function TicketsShortcut({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const tickets = useMyTickets(userId);
  const now = useNow(null);
  if (!tickets.data?.some((ticket) => onEventDay(ticket, now))) return null;
  return (
    <Link to="/account/tickets" className="header-tickets">
      <TagOutlined aria-hidden />
      <span>{t('nav.tickets')}</span>
    </Link>
  );
}
