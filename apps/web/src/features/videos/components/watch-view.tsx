import { Button, Result, Skeleton } from 'antd';
import type { VideoDetail } from '@ringside/contract';
import { formatDate, formatDateTime } from '@ringside/contract/display/dates';
import { formatMoney } from '@ringside/contract/display/numbers';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { useVideoSearch } from '../api/search-videos';
import { videoPlayback } from '../api/video-playback';
import { AccessBadge } from './video-card';
import { formatDuration } from './duration';
import { VideoGrid } from './video-lists';
import { VideoPlayer } from './video-player';
import './videos.css';

const MORE_COUNT = 6;

/** 'Sat, 5 Dec 2026': the Kathmandu date, in the site's date style (Nepali names and digits in Nepali). */
export function usePublishedDate(): (instant: string) => string {
  const locale = useDisplayLocale();
  return (instant) => formatDateTime(formatDate(instant), locale);
}

/** Other videos of the same category (or the latest, for a video without one), this one left out. */
function MoreVideos({ video }: { video: VideoDetail }) {
  const { t } = useTranslation();
  const category = video.category;
  const search = useVideoSearch(category ? { category: category.slug } : {}, { pageSize: MORE_COUNT + 1 });
  const items = (search.data?.pages[0]?.items ?? []).filter((item) => item.id !== video.id).slice(0, MORE_COUNT);
  if (items.length === 0) return null;
  return (
    <section className="videos-side" aria-labelledby="videos-more-title">
      <h2 id="videos-more-title" className="videos-section-title">
        {category ? t('videos.watch.moreFrom', { category: category.name }) : t('videos.watch.more')}
      </h2>
      <VideoGrid videos={items} showCategory={!category} />
    </section>
  );
}

/**
 * The watch page: the player on a dark stage, then the title, category, length and date, the description, the
 * event, fighters and showcases it belongs to, and more from its category. `purchaseAction` goes under the
 * player's "for members with access" (commerce's Buy button); `ads` (content's) under the facts.
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
  const { t, i18n } = useTranslation();
  const published = usePublishedDate();
  const duration = formatDuration(video.durationSeconds, i18n.language);
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
          />
        </div>
      </div>
      <div className="videos-watch-body">
        <div className="videos-watch-main">
          <h1 className="videos-watch-title">{video.title}</h1>
          <p className="videos-watch-meta">
            <AccessBadge access={video.access} />
            {video.access === 'PAID' && video.product ? (
              // The price, in the page the server sends: what a paid video costs is visible before any sign-in.
              <strong className="videos-watch-price">
                {formatMoney(video.product.amount, video.product.currency)}
              </strong>
            ) : null}
            {video.category ? <Link to={`/videos/category/${video.category.slug}`}>{video.category.name}</Link> : null}
            {duration ? <span>{duration}</span> : null}
            <span>{t('videos.watch.published', { date: published(video.publishedAt) })}</span>
          </p>
          {video.description ? <p className="videos-description">{video.description}</p> : null}
          <WatchFacts video={video} />
          {ads}
        </div>
        <MoreVideos video={video} />
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
          <Skeleton active paragraph={{ rows: 3 }} />
        </div>
      </div>
    </div>
  );
}

/** A video, showcase or live event that is not there: a 404 with the way back to the hub. */
export function MediaNotFound({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={title}
      subTitle={text}
      extra={<Button onClick={() => void navigate('/videos')}>{t('videos.watch.allVideos')}</Button>}
    />
  );
}
