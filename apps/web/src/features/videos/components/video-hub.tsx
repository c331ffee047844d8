import { CloseOutlined } from '../../../components/ui/icons/CloseOutlined';
import { PlayCircleFilled } from '../../../components/ui/icons/PlayCircleFilled';
import { RightOutlined } from '../../../components/ui/icons/RightOutlined';
import { SearchOutlined } from '../../../components/ui/icons/SearchOutlined';
import type { VideoCard as Video } from '@ringside/contract';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useHydrated } from '../../../components/use-hydrated';
import { usePublicConfig } from '../../../lib/public-config';
import { useOwnedProduct } from '../../../lib/owned-products';
import { useVideoHome } from '../api/video-home';
import { CategoryChips } from './category-chips';
import { AccessBadge, DurationBadge } from './video-card';
import { GridSkeleton, LoadError, NoVideos, PagedVideos, ShowcaseRow, VideoRow } from './video-lists';
import './videos.css';

/** The first featured video, large, with "Watch now". */
function FeaturedHero({ video }: { video: Video }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const owned = useOwnedProduct(video.access === 'PAID' ? video.productId : null);
  const watch = () => void navigate(`/videos/${video.slug}`);
  return (
    <header className="hero videos-hero">
      <div className="page-hero-inner videos-hero-inner">
        <Link to={`/videos/${video.slug}`} className="videos-hero-media" aria-label={video.title} tabIndex={-1}>
          {video.poster ? (
            <img
              src={video.poster.large}
              srcSet={`${video.poster.card} 640w, ${video.poster.large} 1280w`}
              sizes="(min-width: 768px) 640px, 100vw"
              width={1280}
              height={720}
              alt=""
              fetchPriority="high"
              decoding="async"
            />
          ) : null}
          <span className="videos-hero-play" aria-hidden>
            <PlayCircleFilled />
          </span>
          <DurationBadge seconds={video.durationSeconds} />
        </Link>
        <div className="page-hero-text">
          <p className="hero-kicker videos-kicker">{t('videos.hub.featured')}</p>
          <h2 className="videos-hero-title">{video.title}</h2>
          <p className="videos-hero-meta">
            <AccessBadge access={video.access} price={video.price} owned={owned} />
            {video.category ? <Link to={`/videos/category/${video.category.slug}`}>{video.category.name}</Link> : null}
          </p>
          <Button variant="primary" size="large" icon={<PlayCircleFilled aria-hidden />} onClick={watch}>
            {t('videos.hub.watchNow')}
          </Button>
        </div>
      </div>
    </header>
  );
}

function Section({
  id,
  title,
  link,
  children,
}: {
  id: string;
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="videos-section" aria-labelledby={id}>
      <div className="videos-section-head">
        <h2 id={id} className="videos-section-title">
          {title}
        </h2>
        {link ? (
          <Link to={link.to} className="videos-see-all" aria-label={link.label}>
            {t('videos.hub.seeAll')} <RightOutlined aria-hidden />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** The search box; the query lives in the address (?q=), so results can be shared and come back on Back. */
function SearchBox({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const { t } = useTranslation();
  // Disabled until hydrated: typed into the server's HTML, a search would never run.
  const hydrated = useHydrated();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  return (
    <form role="search" className="videos-search" onSubmit={submit}>
      <label htmlFor="videos-search" className="visually-hidden">
        {t('videos.hub.searchLabel')}
      </label>
      <input
        id="videos-search"
        className="videos-search-input"
        type="search"
        name="q"
        // A new query in the address (Back, a chip, "Clear search") starts the box afresh.
        key={query}
        defaultValue={query}
        placeholder={t('videos.hub.searchPlaceholder')}
        maxLength={80}
        enterKeyHint="search"
        autoComplete="off"
        disabled={!hydrated}
      />
      <button
        type="submit"
        className="videos-search-button"
        aria-label={t('videos.hub.search')}
        title={t('videos.hub.search')}
        disabled={!hydrated}
      >
        <SearchOutlined aria-hidden />
      </button>
    </form>
  );
}

/** Search results, paged. */
function Results({ query, onClear }: { query: string; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="videos-section" aria-labelledby="videos-results">
      <div className="videos-section-head">
        <h2 id="videos-results" className="videos-section-title">
          {t('videos.hub.results', { query })}
        </h2>
        <Button variant="text" icon={<CloseOutlined aria-hidden />} onClick={onClear}>
          {t('videos.hub.clearSearch')}
        </Button>
      </div>
      <PagedVideos filter={{ query }} />
    </section>
  );
}

/**
 * The video hub: the first featured video, category chips and a search box, then the latest videos, a row per
 * category and the showcases. With a query, its results instead. `ads` (content's) go above the list.
 */
export function VideoHub({
  query,
  onSearch,
  ads,
}: {
  query: string;
  onSearch: (query: string) => void;
  ads?: ReactNode;
}) {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const home = useVideoHome();
  const data = home.data;
  const hero = data?.featured[0];

  let body;
  if (query) body = <Results query={query} onClear={() => onSearch('')} />;
  else if (home.isPending) body = <GridSkeleton row />;
  else if (!data) body = <LoadError onRetry={() => void home.refetch()} retrying={home.isFetching} />;
  else if (data.latest.length === 0 && data.rows.length === 0) body = <NoVideos />;
  else
    body = (
      <>
        {data.latest.length ? (
          <Section id="videos-latest" title={t('videos.hub.latest')}>
            <VideoRow videos={data.latest} />
          </Section>
        ) : null}
        {data.rows.map((row) => (
          <Section
            key={row.category.id}
            id={`videos-category-${row.category.slug}`}
            title={row.category.name}
            link={{
              to: `/videos/category/${row.category.slug}`,
              label: t('videos.hub.seeAllAria', { category: row.category.name }),
            }}
          >
            <VideoRow videos={row.videos} showCategory={false} />
          </Section>
        ))}
        {data.showcases.length ? (
          <Section id="videos-showcases" title={t('videos.hub.showcases')}>
            <ShowcaseRow showcases={data.showcases} />
          </Section>
        ) : null}
      </>
    );

  return (
    <div className="videos-hub">
      <h1 className="visually-hidden">{t('videos.hub.title')}</h1>
      {hero && !query ? (
        <FeaturedHero video={hero} />
      ) : (
        <header className="hero videos-hero compact">
          <div className="videos-hero-heading">
            <p className="hero-kicker videos-kicker">{brand.shortName}</p>
            <p className="videos-hero-title" aria-hidden>
              {t('videos.hub.title')}
            </p>
            <p className="videos-hero-subtitle">{t('videos.hub.subtitle', { brand: brand.name })}</p>
          </div>
        </header>
      )}
      <div className="videos-body">
        <div className="videos-toolbar">
          <SearchBox query={query} onSearch={onSearch} />
          <CategoryChips />
        </div>
        {ads}
        {body}
      </div>
    </div>
  );
}
