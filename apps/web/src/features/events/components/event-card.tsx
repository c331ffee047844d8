import { EnvironmentOutlined } from '../../../components/ui/icons/EnvironmentOutlined';
import type { EventSummary } from '@ringside/contract';
import type { SharedFrame } from '../../../components/poster-frame';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { eventDetailQuery } from '../api/event-detail';
import { EventPoster } from './event-poster';
import { EventStatusTag } from './event-status-tag';
import { dateBlock, useEventDate } from './event-time';

/**
 * A list card; the event page starts loading when the visitor points at or touches it. Its poster takes its own
 * shape on a phone (one card a row) and the list's `shared` frame where cards sit side by side.
 */
export function EventCard({
  event,
  past,
  shared,
  eager,
}: {
  event: EventSummary;
  past?: boolean;
  shared?: SharedFrame;
  eager?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const locale = useDisplayLocale();
  const eventDate = useEventDate();
  const block = dateBlock(event.startsAt, locale);
  const prefetch = () => void queryClient.prefetchQuery(eventDetailQuery(event.slug, i18n.language));
  const cancelled = event.status === 'CANCELLED';

  let cta: string | null = cancelled ? null : t('events.list.cardTba');
  if (event.boutCount > 0) cta = past && !cancelled ? t('events.list.seeResults') : t('events.list.seeCard');

  return (
    <li>
      <Link
        to={`/events/${event.slug}`}
        className={cancelled ? 'tile events-card cancelled' : 'tile events-card'}
        onMouseEnter={prefetch}
        onTouchStart={prefetch}
        onFocus={prefetch}
      >
        <div className="events-card-media">
          <EventPoster poster={event.poster} name={event.name} variant="card" shared={shared} eager={eager} />
          <span className="events-card-badges">
            <EventStatusTag status={event.status} />
          </span>
        </div>
        <div className="events-card-body">
          <div className="events-date-block" aria-hidden>
            <span className="events-date-day">{block.day}</span>
            <span className="events-date-month">{block.month}</span>
          </div>
          <div className="events-card-text">
            <h3 className="events-card-name">{event.name}</h3>
            {event.headline ? <p className="events-card-headline">{event.headline}</p> : null}
            <p className="events-card-meta">
              <time dateTime={event.startsAt}>{eventDate(event.startsAt)}</time>
            </p>
            <p className="events-card-meta">
              <EnvironmentOutlined aria-hidden /> {event.venue.name}, {event.venue.city}
            </p>
            {cta ? (
              <span className="events-card-cta">
                {cta}
                {event.boutCount > 0 ? (
                  <span className="events-muted"> · {t('events.list.bouts', { count: event.boutCount })}</span>
                ) : null}
              </span>
            ) : null}
          </div>
        </div>
      </Link>
    </li>
  );
}

/** The list's shape while the first page loads, so the cards arrive without moving anything. */
export function EventCardSkeleton() {
  return (
    <li aria-hidden className="events-card">
      <div className="events-poster events-poster-card" />
      <div className="events-card-body">
        <SkeletonBlock className="events-skeleton-date" width={52} height={56} />
        <div className="events-card-text events-card-skeleton">
          <SkeletonBlock height={20} width="70%" />
          <SkeletonBlock height={14} />
          <SkeletonBlock height={14} />
          <SkeletonBlock height={14} width="60%" />
        </div>
      </div>
    </li>
  );
}
