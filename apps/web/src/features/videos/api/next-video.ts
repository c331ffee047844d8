import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The video that plays after this one: the next bout of its card or of its showcase (null: none). Public. */
export const nextVideoQuery = (videoId: string) =>
  queryOptions({
    queryKey: ['videos', 'public', 'up-next', videoId],
    queryFn: () => api.get('/videos/{videoId}/up-next', { path: { videoId } }),
    meta: { silent: true },
  });

export function useNextVideo(videoId: string) {
  return useQuery(nextVideoQuery(videoId));
}
