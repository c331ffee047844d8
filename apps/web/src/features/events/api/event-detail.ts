import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../../lib/api-client';

export const getEventDetail = (slugOrId: string) => api.get('/events/search/detail/{id}', { path: { id: slugOrId } });

/** HUBEVNF001 (a draft, or no such event) is the page's not-found state, not a notification. */
export const eventDetailQuery = (slugOrId: string, language: string) =>
  queryOptions({
    queryKey: ['events', 'public', 'detail', slugOrId, language],
    queryFn: () => getEventDetail(slugOrId),
    meta: { silent: true },
  });

export function useEventDetail(slugOrId: string) {
  const { i18n } = useTranslation();
  return useQuery(eventDetailQuery(slugOrId, i18n.language));
}

export const isEventNotFound = (error: unknown) =>
  error instanceof ApiError && (error.code === 'HUBEVNF001' || error.status === 404);

/** The event's .ics file, for "Add to calendar". */
export const calendarFileUrl = (slugOrId: string) => `/api/v1/events/${encodeURIComponent(slugOrId)}/calendar.ics`;
