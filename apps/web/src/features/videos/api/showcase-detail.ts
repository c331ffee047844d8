import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getShowcaseDetail = (slugOrId: string) =>
  api.get('/showcases/search/detail/{id}', { path: { id: slugOrId } });

/** A showcase with its videos in order; an unknown or draft one (404) is the page's not-found state. */
export const showcaseDetailQuery = (slugOrId: string) =>
  queryOptions({
    queryKey: ['videos', 'public', 'showcase', slugOrId],
    queryFn: () => getShowcaseDetail(slugOrId),
    meta: { silent: true },
  });

export function useShowcaseDetail(slugOrId: string) {
  return useQuery(showcaseDetailQuery(slugOrId));
}
