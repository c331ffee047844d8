import { CalendarOutlined } from '../../../components/ui/icons/CalendarOutlined';
import { EnvironmentOutlined } from '../../../components/ui/icons/EnvironmentOutlined';
import { ExportOutlined } from '../../../components/ui/icons/ExportOutlined';
import { PlayCircleOutlined } from '../../../components/ui/icons/PlayCircleOutlined';
import type { EventDetail } from '@ringside/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonAnchor, ButtonLink } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { useNow } from '../../../components/use-now';
import { calendarFileUrl } from '../api/event-detail';
import { EventCountdown } from './event-countdown';
import { EventPoster } from './event-poster';
import { EventStatusTag } from './event-status-tag';
import { useEventDate } from './event-time';

/** "Watch live" shows from this long before the start (and while the event is live), never days ahead. */
export const WATCH_LIVE_LEAD_MS = 60 * 60 * 1000;

/** How the live pass is shown: the page's one primary action, or a quiet one beside "Watch live". */
export type PurchaseLook = { variant: 'primary' | 'ghost' };

/** Whether the event is streamed and its stream is on or about to be: the moment "Watch live" is worth a press. */
export function useWatchLive(event: EventDetail): boolean {
  const start = Date.parse(event.startsAt);
  const streamed = event.isStreamed || event.liveProduct !== null;
  const now = useNow(streamed && event.status === 'PUBLISHED' ? start - WATCH_LIVE_LEAD_MS : null);
  if (!streamed) return false;
  return event.status === 'LIVE' || (event.status === 'PUBLISHED' && now >= start - WATCH_LIVE_LEAD_MS);
}

/**
 * The top of an event page: poster, name, when and where (with the map), the countdown, and its actions. One
 * primary action (decision 44): "Watch live" once the stream is on or about to be, else the live pass
 * ("Live pass, Rs. 999"); "Add to calendar" stays quiet. The free ticket has its own panel below.
 */
export function EventHero({
  event,
  watchLive,
  purchaseAction,
  followAction,
}: {
  event: EventDetail;
  watchLive: boolean;
  purchaseAction?: (look: PurchaseLook) => ReactNode;
  /** The follow button (another feature's), quiet beside the hero's primary action. */
  followAction?: ReactNode;
}) {
  const { t } = useTranslation();
  const eventDate = useEventDate();
  const { venue } = event;
  const upcoming = event.status === 'PUBLISHED' || event.status === 'LIVE';
  return (
    <header className="hero events-hero">
      <div className="page-hero-inner">
        <EventPoster poster={event.poster} name={event.name} variant="hero" eager />
        <div className="page-hero-text">
          {/* A live event says so in the countdown's place. */}
          {event.status === 'CANCELLED' ? <EventStatusTag status={event.status} /> : null}
          <h1 className="events-hero-name">{event.name}</h1>
          {event.tagline ? <p className="events-hero-tagline">{event.tagline}</p> : null}
          <ul className="events-hero-facts">
            <li>
              <CalendarOutlined aria-label={t('events.detail.when')} />
              <time dateTime={event.startsAt}>{eventDate(event.startsAt)}</time>
            </li>
            <li>
              <EnvironmentOutlined aria-label={t('events.detail.venue')} />
              <span>
                <strong>{venue.name}</strong>
                <span className="events-hero-address">{[venue.address, venue.city].filter(Boolean).join(', ')}</span>
                {venue.mapUrl ? (
                  <a
                    className="events-map-link"
                    href={venue.mapUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('events.detail.mapAria', { venue: venue.name })}
                  >
                    {t('events.detail.map')} <ExportOutlined aria-hidden />
                  </a>
                ) : null}
              </span>
            </li>
          </ul>
          {event.status === 'CANCELLED' ? (
            <Notice type="error" title={t('events.detail.cancelled')} className="events-hero-notice">
              {event.cancelReason ? t('events.detail.cancelReason', { reason: event.cancelReason }) : null}
            </Notice>
          ) : (
            <>
              {event.postponedFrom ? (
                <Notice type="warning" className="events-hero-notice">
                  {t('events.detail.postponed', { when: eventDate(event.postponedFrom) })}
                </Notice>
              ) : null}
              <EventCountdown startsAt={event.startsAt} status={event.status} />
            </>
          )}
          {upcoming ? (
            <div className="events-hero-actions">
              {watchLive ? (
                <ButtonLink
                  to={`/live/${event.slug}`}
                  variant="primary"
                  size="large"
                  className="events-hero-primary"
                  icon={<PlayCircleOutlined aria-hidden />}
                >
                  {t('events.detail.watchLive')}
                </ButtonLink>
              ) : null}
              {purchaseAction?.({ variant: watchLive ? 'ghost' : 'primary' })}
              {followAction}
              {event.status === 'PUBLISHED' ? (
                <ButtonAnchor
                  variant="ghost"
                  size="large"
                  icon={<CalendarOutlined aria-hidden />}
                  href={calendarFileUrl(event.slug)}
                  download={`${event.slug}.ics`}
                >
                  {t('events.detail.addToCalendar')}
                </ButtonAnchor>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </header>
  );
}
