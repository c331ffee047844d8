import type { Category } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryChips } from './category-chips';
import { PagedVideos } from './video-lists';
import './videos.css';

/** A category's page: its name and description, then its videos, newest first, a page at a time. */
export function CategoryView({
  category,
}: {
  category: Pick<Category, 'slug' | 'name' | 'description' | 'videoCount'>;
}) {
  const { t } = useTranslation();
  return (
    <div className="videos-hub">
      <header className="hero videos-hero compact">
        <div className="videos-hero-heading">
          <p className="hero-kicker videos-kicker">
            <Link to="/videos">{t('videos.hub.title')}</Link>
          </p>
          <h1 className="videos-hero-title">{category.name}</h1>
          {category.description ? <p className="videos-hero-subtitle">{category.description}</p> : null}
          <p className="videos-hero-count">{t('videos.category.videos', { count: category.videoCount })}</p>
        </div>
      </header>
      <div className="videos-body">
        <div className="videos-toolbar">
          <CategoryChips active={category.slug} />
        </div>
        {/* The cards' titles are h3: a heading of this level keeps the outline whole for screen readers. */}
        <h2 className="visually-hidden">{t('videos.category.listTitle', { category: category.name })}</h2>
        <PagedVideos filter={{ category: category.slug }} showCategory={false} />
      </div>
    </div>
  );
}

/** The page's shape while the category loads. */
export function CategorySkeleton() {
  return (
    <div className="videos-hub" aria-busy>
      <header className="hero videos-hero compact">
        <div className="videos-hero-heading" />
      </header>
    </div>
  );
}
