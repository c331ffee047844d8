import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, PublicFighterCard } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';

export const searchPublicFighters = (query: string) =>
  untypedApi<Page<PublicFighterCard>>('POST', '/fighter-profiles/public/search', {
    query: query || undefined,
    pageSize: 20,
  });

/** Approved fighters by name, for the section editor's picker. */
export function usePickFighters(query: string, enabled: boolean) {
  return useQuery({
    queryKey: ['content', 'pick', 'fighters', query],
    queryFn: () => searchPublicFighters(query),
    enabled,
    placeholderData: keepPreviousData,
  });
}
