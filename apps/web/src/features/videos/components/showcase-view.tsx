import type { ShowcaseDetail } from '@ringside/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublicConfig } from '../../../lib/public-config';
import { useOwnedProduct } from '../../../lib/owned-products';
import { VideoCard } from './video-card';
import { NoVideos } from './video-lists';
import './videos.css';

/**
 * A showcase's page: its poster, title, description and event, then its videos in their order (numbered).
 * `purchaseAction` is the place for commerce's "Buy the showcase".
 */
export function ShowcaseView({ showcase, purchaseAction }: { showcase: ShowcaseDetail; purchaseAction?: ReactNode }) {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  // A showcase the viewer holds: every video in it is theirs.
  const owned = useOwnedProduct(showcase.product?.productId);
  // Without a poster of its own, a showcase shows its first video's.
  const poster = showcase.poster ?? showcase.videos[0]?.poster ?? null;
  return (
    <article className="videos-hub">
      <header className="hero videos-hero">
        <div className="page-hero-inner videos-hero-inner">
          <div className="videos-hero-media">
            {poster ? (
              <img
                src={poster.large}
                srcSet={`${poster.card} 640w, ${poster.large} 1280w`}
                sizes="(min-width: 768px) 640px, 100vw"
                width={1280}
                height={720}
                alt=""
                fetchPriority="high"
                decoding="async"
              />
            ) : (
              <span className="videos-thumb-mark" aria-hidden>
                <span className="brand-mark">{brand.shortName}</span>
              </span>
            )}
          </div>
          <div className="page-hero-text">
            <p className="hero-kicker videos-kicker">
              <Link to="/videos">{t('videos.showcase.kicker')}</Link>
            </p>
            <h1 className="videos-hero-title">{showcase.title}</h1>
            <p className="videos-hero-count">{t('videos.card.videos', { count: showcase.videos.length })}</p>
            {showcase.event ? (
              <p className="videos-hero-meta">
                {t('videos.showcase.fromEvent')}:{' '}
                <Link to={`/events/${showcase.event.slug}`}>{showcase.event.name}</Link>
              </p>
            ) : null}
            {showcase.description ? <p className="videos-hero-subtitle">{showcase.description}</p> : null}
            {purchaseAction}
          </div>
        </div>
      </header>
      <div className="videos-body">
        <section className="videos-section" aria-labelledby="showcase-videos">
          <div className="videos-section-head">
            <h2 id="showcase-videos" className="videos-section-title">
              {t('videos.showcase.videos')}
            </h2>
          </div>
          {showcase.videos.length ? (
            <ol className="videos-grid">
              {showcase.videos.map((video, index) => (
                <VideoCard key={video.id} video={video} index={index + 1} owned={owned} />
              ))}
            </ol>
          ) : (
            <NoVideos />
          )}
        </section>
      </div>
    </article>
  );
}
