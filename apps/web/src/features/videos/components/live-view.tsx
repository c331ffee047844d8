import { CalendarOutlined } from '../../../components/ui/icons/CalendarOutlined';
import { EnvironmentOutlined } from '../../../components/ui/icons/EnvironmentOutlined';
import { RightOutlined } from '../../../components/ui/icons/RightOutlined';
import type { EventPoster, LivePage } from '@ringside/contract';
import { formatDateTimeWithBs } from '@ringside/contract/display/dates';
import { formatMoney } from '@ringside/contract/display/numbers';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { livePlayback } from '../api/live-playback';
import { videoPlayback } from '../api/video-playback';
import { LiveBadge, VideoPlayer } from './video-player';
import './videos.css';

/**
 * The stage before or after the stream: the event's poster, dimmed, with what is happening over it. It is the
 * first screen's largest picture, so it is fetched first; dimmed behind the text, a phone takes the card size.
 */
function StageNotice({ poster, children }: { poster: EventPoster | null | undefined; children: ReactNode }) {
  return (
    <div className="videos-player">
      <div className="videos-player-frame">
        {poster ? (
          <img
            className="videos-player-video"
            src={poster.large}
            srcSet={`${poster.card} 640w, ${poster.large} 1280w`}
            sizes="(min-width: 768px) 100vw, 60vw"
            width={1280}
            height={720}
            alt=""
            fetchPriority="high"
          />
        ) : null}
        <div className="videos-player-notice" role="status">
          {children}
        </div>
      </div>
    </div>
  );
}

/**
 * The live page of an event: before the start its poster and the countdown (`countdown`, composed by the page),
 * while LIVE the player with the LIVE badge, after it the replay, or "The replay will be available soon". The page
 * asks again every few seconds, so it moves from one to the next by itself. `purchaseAction` goes under the
 * player's "for members with access".
 */
export function LiveView({
  live,
  countdown,
  purchaseAction,
}: {
  live: LivePage;
  countdown: ReactNode;
  purchaseAction?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const { event, replay } = live;
  const poster = event.poster;
  // The live pass's price, said over the poster with what it gives, while it is on sale.
  const price = live.product?.onSale ? formatMoney(live.product.amount, live.product.currency, locale) : undefined;

  let stage: ReactNode;
  if (event.status === 'CANCELLED')
    stage = (
      <StageNotice poster={poster}>
        <p className="videos-player-notice-title">{t('videos.live.cancelled')}</p>
      </StageNotice>
    );
  else if (live.state === 'LIVE')
    stage = (
      <VideoPlayer
        id={event.id}
        live
        title={event.name}
        poster={poster?.large}
        source={livePlayback}
        purchaseAction={purchaseAction}
        price={price}
      />
    );
  else if (live.state === 'ENDED' && replay)
    stage = (
      <VideoPlayer
        id={replay.id}
        title={replay.title}
        poster={replay.poster?.large ?? poster?.large}
        source={videoPlayback}
        purchaseAction={purchaseAction}
        price={price}
      />
    );
  else if (live.state === 'IDLE' && event.status === 'COMPLETED')
    // Over without a stream of ours: nothing to wait for.
    stage = (
      <StageNotice poster={poster}>
        <p className="videos-player-notice-title">{t('videos.live.ended')}</p>
      </StageNotice>
    );
  else if (live.state === 'ENDED')
    stage = (
      <StageNotice poster={poster}>
        <p className="videos-player-notice-title">{t('videos.live.replaySoon')}</p>
        <p className="videos-player-notice-text">{t('videos.live.ended')}</p>
      </StageNotice>
    );
  else
    stage = (
      <StageNotice poster={poster}>
        {event.status === 'PUBLISHED' ? countdown : null}
        <p className="videos-player-notice-text">
          {event.status === 'PUBLISHED' ? t('videos.live.startsSoon') : t('videos.live.waiting')}
        </p>
        {/* Tickets to watch are sold before the start too. */}
        {purchaseAction ? <div className="videos-player-actions">{purchaseAction}</div> : null}
      </StageNotice>
    );

  return (
    <article className="videos-watch videos-live">
      <div className="videos-stage">
        <div className="videos-stage-inner">{stage}</div>
      </div>
      <div className="videos-watch-body">
        <div className="videos-watch-main">
          {live.state === 'LIVE' ? <LiveBadge className="inline" /> : null}
          {live.state === 'ENDED' && replay ? <p className="videos-kicker-dark">{t('videos.live.replay')}</p> : null}
          <h1 className="videos-watch-title">{event.name}</h1>
          {event.tagline ? <p className="videos-description">{event.tagline}</p> : null}
          <ul className="videos-live-facts">
            <li>
              <CalendarOutlined aria-hidden />
              <time dateTime={event.startsAt}>{formatDateTimeWithBs(event.startsAt, locale, t('videos.zone'))}</time>
            </li>
            <li>
              <EnvironmentOutlined aria-hidden />
              <span>
                {event.venue.name}, {event.venue.city}
              </span>
            </li>
          </ul>
          <p className="videos-live-links">
            <Link to={`/events/${event.slug}`}>
              {t('videos.live.eventDetails')} <RightOutlined aria-hidden />
            </Link>
            {live.state === 'ENDED' && replay ? (
              <Link to={`/videos/${replay.slug}`}>
                {t('videos.live.replayPage')} <RightOutlined aria-hidden />
              </Link>
            ) : null}
          </p>
        </div>
      </div>
    </article>
  );
}
