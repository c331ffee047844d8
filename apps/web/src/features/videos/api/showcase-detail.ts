import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShowcaseDetail } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';

export const getShowcaseDetail = (slugOrId: string) =>
  untypedApi<ShowcaseDetail>('GET', `/showcases/search/detail/${encodeURIComponent(slugOrId)}`);

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
