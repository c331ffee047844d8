import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EventPeriod } from '@ringside/contract';
import { api } from '../../../lib/api-client';

export const searchPublicEvents = (period: EventPeriod, query: string) =>
  api.post('/events/search/all', { body: { period, query: query || undefined, pageSize: 20 } });

/** Announced events by name, upcoming first then past, for the section editor's picker. */
export function usePickEvents(query: string, enabled: boolean) {
  return useQuery({
    queryKey: ['content', 'pick', 'events', query],
    queryFn: async () => {
      const [upcoming, past] = await Promise.all([
        searchPublicEvents('UPCOMING', query),
        searchPublicEvents('PAST', query),
      ]);
      return [...upcoming.items, ...past.items];
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}
