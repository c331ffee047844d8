import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../../lib/api-client';

export type AdminEventSearchRequest = ApiBody<'post', '/events/admin/search'>;

/** Every back-office event query starts with this key: lists and single events. */
export const ADMIN_EVENTS_KEY = 'admin-events';

export const adminEventsQuery = (body: AdminEventSearchRequest) =>
  queryOptions({
    queryKey: [ADMIN_EVENTS_KEY, 'list', body],
    queryFn: () => api.post('/events/admin/search', { body }),
    placeholderData: keepPreviousData,
  });

export const adminEventQuery = (eventId: string) =>
  queryOptions({
    queryKey: [ADMIN_EVENTS_KEY, 'detail', eventId],
    queryFn: () => api.get('/events/admin/{eventId}', { path: { eventId } }),
  });

/** Back office (BOOKINGANDTICKETING): events of every status, with their counts. */
export function useAdminEvents(body: AdminEventSearchRequest, enabled = true) {
  return useQuery({ ...adminEventsQuery(body), enabled });
}

/** One event as staff edit it (every field, the card, the counts); nothing is asked without an id. */
export function useAdminEvent(eventId: string | undefined) {
  return useQuery({ ...adminEventQuery(eventId ?? ''), enabled: Boolean(eventId) });
}
