import type { ContinueWatchingItem } from '@ringside/contract';
import { formatDuration } from '@ringside/contract/display/duration';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlayCircleFilled } from '../../../components/ui/icons/PlayCircleFilled';
import { useContinueWatching } from '../api/continue-watching';
import { DurationBadge, Thumb } from './video-card';
import './videos.css';

/** A video of the row: its picture with how far the viewer got, its title, and the time left. */
function ContinueCard({ item }: { item: ContinueWatchingItem }) {
  const { t, i18n } = useTranslation();
  const { video, positionSeconds } = item;
  const duration = item.durationSeconds ?? video.durationSeconds;
  const share = duration ? Math.min(1, positionSeconds / duration) : 0;
  return (
    <li className="videos-card-item">
      <Link to={`/videos/${video.slug}`} className="tile videos-card videos-continue-card">
        <div className="videos-thumb">
          <Thumb poster={video.poster} />
          <span className="videos-continue-play" aria-hidden>
            <PlayCircleFilled />
          </span>
          <DurationBadge seconds={video.durationSeconds} />
          {/* Drawn for the eye; the text below says the same in words. */}
          <span className="videos-progress" aria-hidden>
            <span className="videos-progress-done" style={{ width: `${Math.round(share * 100)}%` }} />
          </span>
        </div>
        <div className="videos-card-body">
          <h3 className="videos-card-title">{video.title}</h3>
          <p className="videos-card-meta">
            {duration
              ? t('videos.continue.left', { time: formatDuration(duration - positionSeconds, i18n.language) })
              : t('videos.continue.stoppedAt', { time: formatDuration(positionSeconds, i18n.language) })}
          </p>
        </div>
      </Link>
    </li>
  );
}

/**
 * "Continue watching": the videos the signed-in viewer started and did not finish, the latest first, each opening
 * its watch page (which offers to resume). Nothing at all while empty, for visitors, or when it cannot be read.
 */
export function ContinueWatching() {
  const { t } = useTranslation();
  const items = useContinueWatching().data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="videos-continue" aria-labelledby="videos-continue-title">
      <h2 id="videos-continue-title" className="videos-section-title">
        {t('videos.continue.title')}
      </h2>
      <ul className="scroll-row videos-row">
        {items.map((item) => (
          <ContinueCard key={item.video.id} item={item} />
        ))}
      </ul>
    </section>
  );
}
