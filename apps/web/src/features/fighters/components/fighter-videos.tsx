import '../../../components/ui/ui.css';
import { LockOutlined } from '../../../components/ui/icons/LockOutlined';
import type { VideoCard } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublicConfig } from '../../../lib/public-config';
import { useFighterVideos } from '../api/fighter-videos';
import { formatDuration, isoDuration } from '@ringside/contract/display/duration';

/** A compact video card: the 16:9 poster (sized, so nothing moves), free or paid, the length and the title. */
function FighterVideoCard({ video }: { video: VideoCard }) {
  const { t, i18n } = useTranslation();
  const { brand } = usePublicConfig();
  const length = formatDuration(video.durationSeconds, i18n.language);
  return (
    <li>
      <Link to={`/videos/${video.slug}`} className="tile fighters-video-card">
        <div className="fighters-video-thumb">
          {video.poster ? (
            <img src={video.poster.card} width={640} height={360} alt="" loading="lazy" decoding="async" />
          ) : (
            <span className="fighters-video-mark" aria-hidden>
              {brand.shortName}
            </span>
          )}
          {video.access === 'FREE' ? (
            <span className="fighters-video-badge free">{t('fighters.videos.free')}</span>
          ) : (
            <span className="fighters-video-badge paid" title={t('fighters.videos.paid')}>
              <LockOutlined aria-hidden />
              <span className="visually-hidden">{t('fighters.videos.paid')}</span>
            </span>
          )}
          {length && video.durationSeconds !== null ? (
            <span className="fighters-video-length">
              <span className="visually-hidden">{t('fighters.videos.length')} </span>
              <time dateTime={isoDuration(video.durationSeconds)}>{length}</time>
            </span>
          ) : null}
        </div>
        <h3 className="fighters-video-title">{video.title}</h3>
      </Link>
    </li>
  );
}

/**
 * The videos the fighter is tagged in, newest first, as a row that scrolls sideways on a phone. Nothing shows
 * while they load (the row sits last, so nothing below it moves), when there are none, or when they fail.
 */
export function FighterVideos({ fighterId }: { fighterId: string }) {
  const { t } = useTranslation();
  const videos = useFighterVideos(fighterId);
  const items = videos.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="fighters-panel fighters-area-videos" aria-labelledby="fighter-videos-title">
      <h2 id="fighter-videos-title">{t('fighters.videos.title')}</h2>
      <ul className="scroll-row fighters-video-row">
        {items.map((video) => (
          <FighterVideoCard key={video.id} video={video} />
        ))}
      </ul>
    </section>
  );
}
