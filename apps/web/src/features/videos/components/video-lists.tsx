import type { ShowcaseCard as Showcase, VideoCard as Video } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { Button } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { type VideoFilter, useVideoSearch } from '../api/search-videos';
import { ShowcaseCard, VideoCard, VideoCardSkeleton } from './video-card';

const SKELETONS = [0, 1, 2, 3];

/** Cards in a grid: one column on a phone, up to four on a desktop. */
export function VideoGrid({ videos, showCategory }: { videos: Video[]; showCategory?: boolean }) {
  return (
    <ul className="videos-grid">
      {videos.map((video) => (
        <VideoCard key={video.id} video={video} showCategory={showCategory} />
      ))}
    </ul>
  );
}

/** A row of cards: scrolled sideways on a phone, a grid on a desktop. */
export function VideoRow({ videos, showCategory }: { videos: Video[]; showCategory?: boolean }) {
  return (
    <ul className="scroll-row videos-row">
      {videos.map((video) => (
        <VideoCard key={video.id} video={video} showCategory={showCategory} />
      ))}
    </ul>
  );
}

export function ShowcaseRow({ showcases }: { showcases: Showcase[] }) {
  return (
    <ul className="scroll-row videos-row">
      {showcases.map((showcase) => (
        <ShowcaseCard key={showcase.id} showcase={showcase} />
      ))}
    </ul>
  );
}

export function GridSkeleton({ row }: { row?: boolean }) {
  return (
    <ul className={row ? 'scroll-row videos-row' : 'videos-grid'} aria-busy>
      {SKELETONS.map((index) => (
        <VideoCardSkeleton key={index} />
      ))}
    </ul>
  );
}

export function LoadError({ onRetry, retrying, title }: { onRetry: () => void; retrying: boolean; title?: string }) {
  const { t } = useTranslation();
  return (
    <StatusMessage
      status="error"
      title={title ?? t('videos.loadError')}
      extra={
        <Button onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

/** "No Videos Available", on a panel. */
export function NoVideos() {
  const { t } = useTranslation();
  return (
    <div className="videos-panel">
      <EmptyState text={t('videos.empty')} />
    </div>
  );
}

/**
 * Public videos matching a filter (a category, a title), newest first, a page at a time ("Load more");
 * "No Videos Available" when there are none.
 */
export function PagedVideos({ filter, showCategory }: { filter: VideoFilter; showCategory?: boolean }) {
  const { t } = useTranslation();
  const search = useVideoSearch(filter);
  const items = search.data?.pages.flatMap((page) => page.items) ?? [];
  if (search.isPending) return <GridSkeleton />;
  if (search.isError && items.length === 0)
    return <LoadError onRetry={() => void search.refetch()} retrying={search.isFetching} />;
  if (items.length === 0) return <NoVideos />;
  return (
    <>
      <VideoGrid videos={items} showCategory={showCategory} />
      {search.hasNextPage ? (
        <div className="videos-more">
          <Button size="large" onClick={() => void search.fetchNextPage()} loading={search.isFetchingNextPage}>
            {t('videos.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
