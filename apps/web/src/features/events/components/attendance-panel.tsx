import { CheckCircleFilled } from '../../../components/ui/icons/CheckCircleFilled';
import type { EventDetail } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { useAttendEvent } from '../api/attendance';
import { useMyTickets } from '../api/my-tickets';

/**
 * Free attendance: "Register to attend" while places are left (signed-out visitors sign in first), the
 * caller's ticket once they have one, "Full" when every place is taken. Events without a capacity take no
 * sign-ups and show nothing. `primary`: the page's one primary action when the hero has none (decision 44).
 */
export function AttendancePanel({
  event,
  userId,
  primary,
}: {
  event: EventDetail;
  userId: string | undefined;
  primary: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tickets = useMyTickets(userId);
  const attend = useAttendEvent(userId ?? '');
  // The free seat (a bought one is the tickets panel's business); a withdrawn one no longer counts.
  const ticket = tickets.data?.find(
    (item) => item.eventId === event.id && item.purchaseReference === null && item.voidedAt === null,
  );
  const { capacity, taken, isOpen } = event.attendance;
  // Beside paid tiers, the free one is named for what it is ("Fan zone (free)").
  const freeTier = event.ticketTiers.find((tier) => tier.amount === 0);
  const title =
    freeTier && event.ticketTiers.some((tier) => tier.amount > 0) ? freeTier.name : t('events.attend.title');

  if (ticket)
    return (
      <section className="events-panel events-action attending" aria-labelledby="events-attend-title">
        <h2 id="events-attend-title">{t('events.attend.title')}</h2>
        {/* Said where it happened (a polite status), in place of a toast. */}
        {attend.isSuccess ? <Notice type="success">{t('events.attend.done')}</Notice> : null}
        <p className="events-action-state">
          <CheckCircleFilled aria-hidden />
          <Link to="/account/tickets" data-testid="attending-link">
            {t('events.attend.attending')}
          </Link>
        </p>
        <p className="events-muted">{t('events.attend.attendingText')}</p>
      </section>
    );

  const upcoming = event.status === 'PUBLISHED';
  if (capacity === null || !upcoming) return null;
  const left = Math.max(0, capacity - taken);
  const full = left === 0;

  const register = () => {
    if (!userId) {
      void navigate(`/signin?next=${encodeURIComponent(`/events/${event.slug}`)}`);
      return;
    }
    attend.mutate(event.id);
  };

  return (
    <section className="events-panel events-action" aria-labelledby="events-attend-title">
      <h2 id="events-attend-title">{title}</h2>
      <p className="events-muted">{t('events.attend.free')}</p>
      {full ? (
        <p className="events-full">
          <strong>{t('events.attend.full')}</strong> <span className="events-muted">{t('events.attend.fullText')}</span>
        </p>
      ) : isOpen ? (
        <>
          <Button
            variant={primary ? 'primary' : 'default'}
            size="large"
            block
            className="events-primary"
            onClick={register}
            loading={attend.isPending || (Boolean(userId) && tickets.isPending)}
            data-testid="attend-event"
          >
            {t('events.attend.register')}
          </Button>
          <p className="events-seats">
            {t('events.attend.seatsLeft', { count: left })}
            {userId ? null : <span className="events-muted"> · {t('events.attend.signInHint')}</span>}
          </p>
        </>
      ) : (
        <p className="events-muted">{t('events.attend.closed')}</p>
      )}
    </section>
  );
}
