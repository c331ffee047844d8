import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FighterPoolItem } from '@ringside/contract';
import { untypedApi } from '../../../../lib/api-client';

export const FIGHTER_POOL_KEY = 'admin-fighter-pool';

export function fighterPool(eventId: string, query?: string, weightClassId?: string) {
  const params = new URLSearchParams();
  if (query) params.set('query', query);
  if (weightClassId) params.set('weightClassId', weightClassId);
  const search = params.size ? `?${params.toString()}` : '';
  return untypedApi<FighterPoolItem[]>('GET', `/events/admin/${eventId}/fighter-pool${search}`);
}

/** Approved fighters to put on the card, this event's accepted registrations first. */
export function useFighterPool(eventId: string, query: string | undefined, weightClassId: string | undefined) {
  return useQuery({
    queryKey: [FIGHTER_POOL_KEY, eventId, query ?? '', weightClassId ?? ''],
    queryFn: () => fighterPool(eventId, query, weightClassId),
    placeholderData: keepPreviousData,
  });
}
