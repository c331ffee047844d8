import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../lib/api-client';

type VideoSearchRequest = ApiBody<'post', '/videos/search/all'>;

export const VIDEOS_PAGE_SIZE = 12;

export type VideoFilter = Omit<VideoSearchRequest, 'page' | 'pageSize'>;

export const searchVideos = (body: VideoSearchRequest) => api.post('/videos/search/all', { body });

/** Public videos, newest first, by category (id or slug) or title, a page at a time ("Load more"). */
export const videoSearchQuery = (filter: VideoFilter, pageSize = VIDEOS_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: ['videos', 'public', 'search', filter, pageSize],
    queryFn: ({ pageParam }) => searchVideos({ ...filter, page: pageParam, pageSize }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    // An unknown category (HUBCTNF001) is the page's not-found state, not a notification.
    meta: { silent: true },
  });

export function useVideoSearch(filter: VideoFilter, options: { enabled?: boolean; pageSize?: number } = {}) {
  return useInfiniteQuery({ ...videoSearchQuery(filter, options.pageSize), enabled: options.enabled ?? true });
}
