import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EventPeriod } from '@ringside/contract';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { VIDEOS_ADMIN_KEY } from './keys';

/**
 * Staff holding BOOKINGANDTICKETING search every event (drafts too); the others search what fans see (published
 * events), which is what videos, streams and grants are about anyway.
 */
function useEventSource() {
  return useSession()?.permissions.includes('BOOKINGANDTICKETING') ? 'admin' : 'public';
}

/** Events by name for a picker: `period` narrows to upcoming (live ones included) or past events. */
export function useEventOptions(query: string | undefined, period?: EventPeriod) {
  const source = useEventSource();
  return useQuery({
    queryKey: [VIDEOS_ADMIN_KEY, 'options', 'events', source, query, period],
    queryFn: async () =>
      source === 'admin'
        ? (await api.post('/events/admin/search', { body: { query, period, page: 1, pageSize: 20 } })).items
        : (await api.post('/events/search/all', { body: { query, period, page: 1, pageSize: 20 } })).items,
    placeholderData: keepPreviousData,
  });
}

/** One event by id (a choice kept in the address), for its name and page address. */
export function useEventOption(eventId: string | undefined) {
  const source = useEventSource();
  return useQuery({
    queryKey: [VIDEOS_ADMIN_KEY, 'options', 'event', source, eventId],
    queryFn: () =>
      source === 'admin'
        ? api.get('/events/admin/{eventId}', { path: { eventId: eventId ?? '' } })
        : api.get('/events/search/detail/{id}', { path: { id: eventId ?? '' } }),
    enabled: Boolean(eventId),
    staleTime: 5 * 60_000,
  });
}
