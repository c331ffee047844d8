import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategories } from '../api/categories';

/** The categories that hold videos, as links; `active` marks the one being shown. Sideways scroll on a phone. */
export function CategoryChips({ active }: { active?: string }) {
  const { t } = useTranslation();
  const categories = useCategories();
  const shown = (categories.data ?? []).filter((category) => category.videoCount > 0 || category.slug === active);
  if (shown.length === 0) return null;
  return (
    <nav className="videos-chips" aria-label={t('videos.hub.categories')}>
      <ul>
        <li>
          <Link
            to="/videos"
            className={active ? 'videos-chip' : 'videos-chip active'}
            aria-current={active ? undefined : 'page'}
          >
            {t('videos.hub.allVideos')}
          </Link>
        </li>
        {shown.map((category) => (
          <li key={category.id}>
            <Link
              to={`/videos/category/${category.slug}`}
              className={category.slug === active ? 'videos-chip active' : 'videos-chip'}
              aria-current={category.slug === active ? 'page' : undefined}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
