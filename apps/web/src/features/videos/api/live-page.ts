import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** How often the live page asks again, so that it moves from countdown to player to replay by itself. */
export const LIVE_POLL_MS = 10_000;

export const getLivePage = (eventIdOrSlug: string) => api.get('/live/{id}', { path: { id: eventIdOrSlug } });

export const livePageQuery = (eventIdOrSlug: string) =>
  queryOptions({
    queryKey: ['videos', 'public', 'live', eventIdOrSlug],
    queryFn: () => getLivePage(eventIdOrSlug),
    // An unknown event is the page's not-found state; a failed poll simply tries again.
    meta: { silent: true },
    staleTime: 0,
  });

/** The live page, asked again every 10 s (not while the tab is hidden) until the replay is there. */
export function useLivePage(eventIdOrSlug: string) {
  return useQuery({
    ...livePageQuery(eventIdOrSlug),
    refetchInterval: (query) => {
      const data = query.state.data;
      if (query.state.status === 'error' && !data) return false;
      return data?.state === 'ENDED' && data.replay ? false : LIVE_POLL_MS;
    },
  });
}
