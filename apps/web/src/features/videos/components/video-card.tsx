import { PlaySquareOutlined } from '../../../components/ui/icons/PlaySquareOutlined';
import type { Artwork, CardPrice, ShowcaseCard as Showcase, VideoAccess, VideoCard as Video } from '@ringside/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PaidBadge } from '../../../components/paid-badge';
import { usePublicConfig } from '../../../lib/public-config';
import { useOwnedProduct } from '../../../lib/owned-products';
import { videoDetailQuery } from '../api/video-detail';
import { formatDuration, isoDuration } from '@ringside/contract/display/duration';

/**
 * FREE; "Yours" for paid content the viewer holds (no lock); the price with a lock for content sold on its own
 * ("Rs. 299"); else a lock alone (paid, sold only in a showcase or given by staff). Read out as words.
 */
export function AccessBadge({
  access,
  price,
  owned,
}: {
  access: VideoAccess;
  price?: CardPrice | null;
  owned?: boolean;
}) {
  const { t } = useTranslation();
  if (access === 'FREE') return <span className="videos-badge videos-badge-free">{t('videos.card.free')}</span>;
  return <PaidBadge price={price} owned={owned} />;
}

/** The length over a card's picture: 12:05, read out as "Length 12:05". */
export function DurationBadge({ seconds }: { seconds: number | null }) {
  const { t, i18n } = useTranslation();
  if (seconds === null) return null;
  const text = formatDuration(seconds, i18n.language);
  return (
    <time
      className="videos-duration"
      dateTime={isoDuration(seconds)}
      aria-label={t('videos.card.duration', { duration: text })}
    >
      {text}
    </time>
  );
}

/** A 16:9 picture (640 x 360 file, size set so nothing moves as it loads), or the promotion's mark. */
export function Thumb({ poster, eager }: { poster: Artwork | null; eager?: boolean }) {
  const { brand } = usePublicConfig();
  return poster ? (
    <img
      className="videos-thumb-img"
      src={poster.card}
      width={640}
      height={360}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  ) : (
    <span className="videos-thumb-mark" aria-hidden>
      <span className="brand-mark">{brand.shortName}</span>
    </span>
  );
}

/**
 * A video in a row or grid: picture, length, FREE, its price or "Yours", title and category. Its page loads on
 * hover or touch.
 */
export function VideoCard({
  video,
  showCategory = true,
  index,
  owned: ownedAlready,
}: {
  video: Video;
  showCategory?: boolean;
  index?: number;
  /** Known to be the viewer's already (a video of a showcase they hold). */
  owned?: boolean;
}) {
  const queryClient = useQueryClient();
  const owned = useOwnedProduct(video.access === 'PAID' && !ownedAlready ? video.productId : null) || !!ownedAlready;
  const prefetch = () => void queryClient.prefetchQuery(videoDetailQuery(video.slug));
  return (
    <li className="videos-card-item">
      <Link
        to={`/videos/${video.slug}`}
        className="tile videos-card"
        onMouseEnter={prefetch}
        onTouchStart={prefetch}
        onFocus={prefetch}
      >
        <div className="videos-thumb">
          <Thumb poster={video.poster} />
          <span className="videos-thumb-badges">
            {index !== undefined ? <span className="videos-badge videos-badge-index">{index}</span> : null}
            <AccessBadge access={video.access} price={video.price} owned={owned} />
          </span>
          <DurationBadge seconds={video.durationSeconds} />
        </div>
        <div className="videos-card-body">
          <h3 className="videos-card-title">{video.title}</h3>
          {showCategory && video.category ? <p className="videos-card-meta">{video.category.name}</p> : null}
        </div>
      </Link>
    </li>
  );
}

/** A showcase (a collection sold whole): picture, title, how many videos it holds, and its price or "Yours". */
export function ShowcaseCard({ showcase }: { showcase: Showcase }) {
  const { t } = useTranslation();
  const owned = useOwnedProduct(showcase.productId);
  return (
    <li className="videos-card-item">
      <Link to={`/showcases/${showcase.slug}`} className="tile videos-card">
        <div className="videos-thumb">
          <Thumb poster={showcase.poster} />
          <span className="videos-thumb-badges">
            <span className="videos-badge videos-badge-showcase">
              <PlaySquareOutlined aria-hidden /> {t('videos.card.showcase')}
            </span>
            {showcase.price || owned ? <PaidBadge price={showcase.price} owned={owned} /> : null}
          </span>
        </div>
        <div className="videos-card-body">
          <h3 className="videos-card-title">{showcase.title}</h3>
          <p className="videos-card-meta">{t('videos.card.videos', { count: showcase.videoCount })}</p>
        </div>
      </Link>
    </li>
  );
}

/** The shape of a card while its list loads. */
export function VideoCardSkeleton() {
  return (
    <li className="videos-card-item" aria-hidden>
      <div className="tile videos-card">
        <div className="videos-thumb" />
        <div className="videos-card-body">
          <span className="videos-skeleton-line" />
          <span className="videos-skeleton-line short" />
        </div>
      </div>
    </li>
  );
}
