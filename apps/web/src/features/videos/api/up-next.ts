import type { QueryClient } from '@tanstack/react-query';
import type { VideoCard, VideoDetail } from '@ringside/contract';
import { useVideoSearch, videoSearchQuery } from './search-videos';

/** How many videos "Up next" offers. */
export const UP_NEXT_COUNT = 6;

type Watched = Pick<VideoDetail, 'id' | 'category'>;

// One more than shown: the video being watched may be among them.
const categoryQuery = (slug: string) => videoSearchQuery({ category: slug }, UP_NEXT_COUNT + 1);
const latestQuery = () => videoSearchQuery({}, UP_NEXT_COUNT + 1);

/** The others of a list, the watched video and those already taken left out. */
const others = (items: VideoCard[] | undefined, video: Watched, taken: VideoCard[] = []) =>
  (items ?? []).filter((item) => item.id !== video.id && !taken.some((other) => other.id === item.id));

/** A video without a category, or a category with too few others, fills "Up next" with the latest videos. */
const needsLatest = (video: Watched, fromCategory: VideoCard[]) =>
  !video.category || fromCategory.length < UP_NEXT_COUNT;

/**
 * "Up next" on a watch page: the newest videos of the same category, then the newest of all; never the video
 * itself. The same two public lists the hub reads, asked by the server with the page (`prefetchUpNext`).
 */
export function useUpNext(video: Watched): VideoCard[] {
  const category = useVideoSearch(video.category ? { category: video.category.slug } : {}, {
    pageSize: UP_NEXT_COUNT + 1,
    enabled: Boolean(video.category),
  });
  const fromCategory = others(category.data?.pages[0]?.items, video);
  const wantLatest = !video.category || (category.isSuccess && needsLatest(video, fromCategory));
  const latest = useVideoSearch({}, { pageSize: UP_NEXT_COUNT + 1, enabled: wantLatest });
  const fill = wantLatest ? others(latest.data?.pages[0]?.items, video, fromCategory) : [];
  return [...fromCategory, ...fill].slice(0, UP_NEXT_COUNT);
}

/** What the server asks with a watch page, so that "Up next" is in its HTML. */
export async function prefetchUpNext(queryClient: QueryClient, video: Watched): Promise<void> {
  if (video.category) {
    const query = categoryQuery(video.category.slug);
    await queryClient.prefetchInfiniteQuery(query);
    const fromCategory = others(queryClient.getQueryData(query.queryKey)?.pages[0]?.items, video);
    if (!needsLatest(video, fromCategory)) return;
  }
  await queryClient.prefetchInfiniteQuery(latestQuery());
}
