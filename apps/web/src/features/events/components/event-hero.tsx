import { CalendarOutlined, EnvironmentOutlined, ExportOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import type { EventDetail } from '@ringside/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { calendarFileUrl } from '../api/event-detail';
import { EventCountdown } from './event-countdown';
import { EventPoster } from './event-poster';
import { EventStatusTag } from './event-status-tag';
import { useEventTime } from './event-time';

/** The top of an event page: poster, name, when and where (with the map), the countdown, "Add to calendar". */
export function EventHero({ event, purchaseAction }: { event: EventDetail; purchaseAction?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const eventTime = useEventTime();
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
              <time dateTime={event.startsAt}>{eventTime(event.startsAt)}</time>
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
            <Alert
              type="error"
              showIcon
              title={t('events.detail.cancelled')}
              description={event.cancelReason ? t('events.detail.cancelReason', { reason: event.cancelReason }) : null}
            />
          ) : (
            <EventCountdown startsAt={event.startsAt} status={event.status} />
          )}
          {upcoming ? (
            <div className="events-hero-actions">
              {purchaseAction}
              <Button
                size="large"
                className="hero-primary"
                icon={<PlayCircleOutlined aria-hidden />}
                onClick={() => void navigate(`/live/${event.slug}`)}
              >
                {t('videos.live.watchLive')}
              </Button>
              <Button
                ghost
                size="large"
                icon={<CalendarOutlined aria-hidden />}
                href={calendarFileUrl(event.slug)}
                download={`${event.slug}.ics`}
              >
                {t('events.detail.addToCalendar')}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </header>
  );
}
