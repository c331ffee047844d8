import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { EventPeriod } from '@ringside/contract';
import { type ApiBody, api } from '../../../lib/api-client';

type EventSearchRequest = ApiBody<'post', '/events/search/all'>;

export const EVENTS_PAGE_SIZE = 12;

export const searchEvents = (body: EventSearchRequest) => api.post('/events/search/all', { body });

/** Upcoming (soonest first) or past (latest first) published events, a page at a time ("Load more"). */
export const publicEventsQuery = (period: EventPeriod) =>
  infiniteQueryOptions({
    queryKey: ['events', 'public', 'search', period],
    queryFn: ({ pageParam }) => searchEvents({ period, page: pageParam, pageSize: EVENTS_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

export function usePublicEvents(period: EventPeriod) {
  return useInfiniteQuery(publicEventsQuery(period));
}
