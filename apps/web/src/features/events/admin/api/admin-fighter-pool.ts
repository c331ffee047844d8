import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const FIGHTER_POOL_KEY = 'admin-fighter-pool';

export const fighterPool = (eventId: string, query?: string, weightClassId?: string) =>
  api.get('/events/admin/{eventId}/fighter-pool', {
    path: { eventId },
    query: { query: query || undefined, weightClassId: weightClassId || undefined },
  });

/** Approved fighters to put on the card, this event's accepted registrations first. */
export function useFighterPool(eventId: string, query: string | undefined, weightClassId: string | undefined) {
  return useQuery({
    queryKey: [FIGHTER_POOL_KEY, eventId, query ?? '', weightClassId ?? ''],
    queryFn: () => fighterPool(eventId, query, weightClassId),
    placeholderData: keepPreviousData,
  });
}
