import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getVideoDetail = (slugOrId: string) => api.get('/videos/search/detail/{id}', { path: { id: slugOrId } });

/** The watch page. A draft or unknown video (404) is the page's not-found state, not a notification. */
export const videoDetailQuery = (slugOrId: string) =>
  queryOptions({
    queryKey: ['videos', 'public', 'detail', slugOrId],
    queryFn: () => getVideoDetail(slugOrId),
    meta: { silent: true },
  });

export function useVideoDetail(slugOrId: string) {
  return useQuery(videoDetailQuery(slugOrId));
}
