import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { VIDEOS_ADMIN_KEY } from './keys';

/** How many upcoming events (live ones come first among them) are looked through for one on air. */
const LOOKED_AT = 6;

/**
 * The events on air now (DASHBOARD), for the overview's audience chart: the soonest upcoming events (live ones
 * included), each asked for its live page's state, kept when LIVE. Asked again every minute. Only 200s: the staff's
 * stream call answers 404 for an event without a stream, which every visit of the overview would log.
 */
export function useEventsOnAir(enabled: boolean) {
  return useQuery({
    queryKey: [VIDEOS_ADMIN_KEY, 'live', 'on-air'],
    queryFn: async () => {
      const upcoming = await api.post('/events/search/all', {
        body: { period: 'UPCOMING', page: 1, pageSize: LOOKED_AT },
      });
      const pages = await Promise.all(
        upcoming.items
          .filter((event) => event.status !== 'CANCELLED')
          .map((event) => api.get('/live/{id}', { path: { id: event.id } })),
      );
      return pages.filter((page) => page.state === 'LIVE').map((page) => page.event);
    },
    enabled,
    refetchInterval: 60_000,
  });
}

/** An event's audience minute by minute over the last hour (DASHBOARD), asked again every minute. */
export function useLiveViewers(eventId: string) {
  return useQuery({
    queryKey: [VIDEOS_ADMIN_KEY, 'live', eventId, 'viewers'],
    queryFn: () => api.get('/live/admin/{eventId}/viewers', { path: { eventId } }),
    refetchInterval: 60_000,
  });
}
