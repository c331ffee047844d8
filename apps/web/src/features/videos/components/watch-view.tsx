import type { NextVideo, VideoDetail } from '@ringside/contract';
import { formatDate, formatDateTime } from '@ringside/contract/display/dates';
import { formatMoney } from '@ringside/contract/display/numbers';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { useOwnedProduct } from '../../../lib/owned-products';
import { UP_NEXT_COUNT, useUpNext } from '../api/up-next';
import { useNextVideo } from '../api/next-video';
import { videoPlayback } from '../api/video-playback';
import { formatDuration } from '@ringside/contract/display/duration';
import { AccessBadge, VideoCard } from './video-card';
import { UpNextCountdown, arrivedToPlay, useNextFrom } from './up-next-countdown';
import { VideoPlayer } from './video-player';
import './videos.css';

/** 'Sat, 5 Dec 2026': the Kathmandu date, in the site's date style (Nepali names and digits in Nepali). */
export function usePublishedDate(): (instant: string) => string {
  const locale = useDisplayLocale();
  return (instant) => formatDateTime(formatDate(instant), locale);
}

/**
 * "Up next": the video that follows this one (the next bout of the card, the next of the showcase) first, said so;
 * then other videos of the same category, then the latest, this one left out, in the server's HTML (the page asks
 * for them with the video). Beside the player on a desktop, under the text on a phone: a picture and a title.
 */
function UpNext({ video, next }: { video: VideoDetail; next: NextVideo | null }) {
  const { t } = useTranslation();
  const others = useUpNext(video).filter((item) => item.id !== next?.video.id);
  const items = next ? others.slice(0, UP_NEXT_COUNT - 1) : others;
  if (items.length === 0 && !next) return null;
  return (
    <section className="videos-side videos-upnext" aria-labelledby="videos-upnext-title">
      <h2 id="videos-upnext-title" className="videos-section-title">
        {t('videos.watch.upNext')}
      </h2>
      {next ? <NextInSequence next={next} /> : null}
      <ol className="videos-upnext-list">
        {items.map((item) => (
          <VideoCard key={item.id} video={item} showCategory={item.category?.id !== video.category?.id} />
        ))}
      </ol>
    </section>
  );
}

/** The video that follows in the card or showcase: said where it follows from, the first of "Up next". */
function NextInSequence({ next }: { next: NextVideo }) {
  const from = useNextFrom(next);
  return (
    <div className="videos-upnext-next">
      <p className="videos-upnext-from">
        <Link to={next.reason === 'CARD' ? `/events/${next.from.slug}` : `/showcases/${next.from.slug}`}>{from}</Link>
      </p>
      <ol className="videos-upnext-list">
        <VideoCard video={next.video} />
      </ol>
    </div>
  );
}

/**
 * The watch page: the player on a dark stage, then the title, category, length and date, the description, the
 * event, fighters and showcases it belongs to, and "Up next". `purchaseAction` goes in the player when the viewer
 * may not watch yet (commerce's Buy button), with the price and what buying gives; `ads` (content's) under the facts.
 */
export function WatchView({
  video,
  purchaseAction,
  ads,
}: {
  video: VideoDetail;
  purchaseAction?: ReactNode;
  ads?: ReactNode;
}) {
  const locale = useDisplayLocale();
  const { t, i18n } = useTranslation();
  const published = usePublishedDate();
  const duration = formatDuration(video.durationSeconds, i18n.language);
  // Bought or given: the viewer's own product, or the player's word that they may watch (a showcase they hold).
  // (Kept by id: "Up next" changes the video under the same page.)
  const [playableId, setPlayableId] = useState<string | null>(null);
  const owned = useOwnedProduct(video.access === 'PAID' ? video.product?.productId : null) || playableId === video.id;
  const price = video.access === 'PAID' && video.product ? video.product : null;
  const next = useNextVideo(video.id).data ?? null;
  // Ended with a next video to play: the countdown over the player (kept by id, as above).
  const [endedId, setEndedId] = useState<string | null>(null);
  const location = useLocation();
  return (
    <article className="videos-watch">
      <div className="videos-stage">
        <div className="videos-stage-inner">
          <VideoPlayer
            id={video.id}
            title={video.title}
            poster={video.poster?.large}
            source={videoPlayback}
            purchaseAction={purchaseAction}
            price={price?.onSale && !owned ? formatMoney(price.amount, price.currency, locale) : undefined}
            onPlayable={() => setPlayableId(video.id)}
            resumable
            autoPlay={arrivedToPlay(location.state)}
            onEnded={() => setEndedId(video.id)}
            overlay={
              next && endedId === video.id ? <UpNextCountdown next={next} onCancel={() => setEndedId(null)} /> : null
            }
          />
        </div>
      </div>
      <div className="videos-watch-body">
        <div className="videos-watch-main">
          <h1 className="videos-watch-title">{video.title}</h1>
          <p className="videos-watch-meta">
            {/* The price, in the page the server sends: what a paid video costs is visible before any sign-in. */}
            <AccessBadge access={video.access} price={price} owned={owned} />
            {video.category ? <Link to={`/videos/category/${video.category.slug}`}>{video.category.name}</Link> : null}
            {duration ? <span>{duration}</span> : null}
            <span>{t('videos.watch.published', { date: published(video.publishedAt) })}</span>
          </p>
          {video.description ? <p className="videos-description">{video.description}</p> : null}
          <WatchFacts video={video} />
          {ads}
        </div>
        <UpNext video={video} next={next} />
      </div>
    </article>
  );
}

/** The event, fighters and showcases of a video, as links. */
function WatchFacts({ video }: { video: VideoDetail }) {
  const { t } = useTranslation();
  if (!video.event && video.fighters.length === 0 && video.showcases.length === 0) return null;
  return (
    <dl className="videos-facts">
      {video.event ? (
        <div>
          <dt>{t('videos.watch.fromEvent')}</dt>
          <dd>
            <Link to={`/events/${video.event.slug}`}>{video.event.name}</Link>
          </dd>
        </div>
      ) : null}
      {video.fighters.length ? (
        <div>
          <dt>{t('videos.watch.fighters')}</dt>
          <dd>
            <ul className="videos-links">
              {video.fighters.map((fighter) => (
                <li key={fighter.id}>
                  <Link to={`/fighters/${fighter.slug}`}>{fighter.name}</Link>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
      {video.showcases.length ? (
        <div>
          <dt>{t('videos.watch.inShowcases')}</dt>
          <dd>
            <ul className="videos-links">
              {video.showcases.map((showcase) => (
                <li key={showcase.id}>
                  <Link to={`/showcases/${showcase.slug}`}>{showcase.title}</Link>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The page's shape while the video loads: the stage, then the text. */
export function WatchSkeleton() {
  return (
    <div className="videos-watch" aria-busy>
      <div className="videos-stage">
        <div className="videos-stage-inner">
          <div className="videos-player-frame" />
        </div>
      </div>
      <div className="videos-watch-body">
        <div className="videos-watch-main">
          <Skeleton lines={3} />
        </div>
      </div>
    </div>
  );
}

/** A video, showcase or live event that is not there: the page's heading, and the way back to the hub. */
export function MediaNotFound({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusMessage
      status="not-found"
      headingLevel={1}
      title={title}
      extra={<Button onClick={() => void navigate('/videos')}>{t('videos.watch.allVideos')}</Button>}
    >
      {text}
    </StatusMessage>
  );
}
