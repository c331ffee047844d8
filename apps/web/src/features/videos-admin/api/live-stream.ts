import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { VIDEOS_ADMIN_KEY } from './keys';

export const LIVE_POLL_MS = 3000;

export const liveStreamQuery = (eventId: string) =>
  queryOptions({
    queryKey: [VIDEOS_ADMIN_KEY, 'live', eventId],
    queryFn: () => api.get('/live/admin/{eventId}', { path: { eventId } }),
  });

/**
 * An event's stream as staff run it, asked again every three seconds (receiving, bitrate, viewers). An event
 * without a stream answers 404, which the screen explains: no notification, no retries, no polling.
 */
export function useLiveStream(eventId: string | undefined) {
  return useQuery({
    ...liveStreamQuery(eventId ?? ''),
    enabled: Boolean(eventId),
    meta: { silent: true },
    retry: false,
    staleTime: 0,
    refetchInterval: (query) => (query.state.status === 'error' ? false : LIVE_POLL_MS),
  });
}
