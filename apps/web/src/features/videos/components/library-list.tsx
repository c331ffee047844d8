import type { LibraryItem } from '@ringside/contract';
import { formatDate, formatDateTime } from '@ringside/contract/display/dates';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ButtonLink } from '../../../components/ui/button';
import { PlayCircleFilled } from '../../../components/ui/icons/PlayCircleFilled';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { useLibrary } from '../api/library';
import { GridSkeleton, LoadError } from './video-lists';
import { Thumb } from './video-card';
import './videos.css';

/** Where an item is watched: its page, or the whole hub for a Fight Pass. */
function watchPath(item: LibraryItem): string {
  const slug = encodeURIComponent(item.slug ?? '');
  if (item.kind === 'VIDEO') return `/videos/${slug}`;
  if (item.kind === 'SHOW_CASE') return `/showcases/${slug}`;
  if (item.kind === 'LIVE_EVENT') return `/live/${slug}`;
  return '/videos';
}

/** One thing held: picture, what it is, its name, how it came and until when, and Watch. */
function LibraryCard({ item }: { item: LibraryItem }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const day = (instant: string) => formatDateTime(formatDate(instant), locale);
  const title = item.title ?? t('account.library.pass');
  return (
    <li className="videos-library-item" data-testid="library-item">
      <div className="videos-thumb videos-library-thumb">
        <Thumb poster={item.poster} />
        <span className="videos-thumb-badges">
          <span className={`videos-badge videos-library-kind videos-library-kind-${item.kind.toLowerCase()}`}>
            {t(`account.library.kinds.${item.kind}`)}
          </span>
        </span>
      </div>
      <div className="videos-library-body">
        <h2 className="videos-library-title">{title}</h2>
        <ul className="videos-library-facts">
          {item.kind === 'LIVE_EVENT' && item.startsAt ? (
            <li>{t('account.library.starts', { when: formatDateTime(item.startsAt, locale) })}</li>
          ) : null}
          {item.kind === 'SHOW_CASE' && item.videoCount !== null ? (
            <li>{t('account.library.videos', { count: item.videoCount })}</li>
          ) : null}
          {item.kind === 'PASS' ? <li>{t('account.library.passOpens')}</li> : null}
          <li>{t(`account.library.source.${item.source}`, { date: day(item.since) })}</li>
          <li>
            {item.expiresAt ? t('account.library.until', { date: day(item.expiresAt) }) : t('account.library.forGood')}
          </li>
        </ul>
        <ButtonLink
          to={watchPath(item)}
          variant="primary"
          icon={<PlayCircleFilled aria-hidden />}
          className="videos-library-watch"
          aria-label={t('account.library.watchAria', { title })}
        >
          {t(item.kind === 'PASS' ? 'account.library.browse' : 'account.library.watch')}
        </ButtonLink>
      </div>
    </li>
  );
}

/** "My library": everything the customer holds now, the latest first, each with its Watch button. */
export function LibraryList({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const library = useLibrary(userId);
  if (library.isPending) return <GridSkeleton />;
  if (!library.data)
    return (
      <LoadError
        title={t('account.library.loadError')}
        onRetry={() => void library.refetch()}
        retrying={library.isFetching}
      />
    );
  if (library.data.items.length === 0)
    return (
      <div className="videos-panel">
        <EmptyState
          text={t('account.library.empty')}
          action={
            <ButtonLink to="/videos" variant="primary">
              {t('account.library.browseVideos')}
            </ButtonLink>
          }
        />
      </div>
    );
  return (
    <ul className="videos-library">
      {library.data.items.map((item) => (
        <LibraryCard key={`${item.kind}:${item.contentId}`} item={item} />
      ))}
    </ul>
  );
}
