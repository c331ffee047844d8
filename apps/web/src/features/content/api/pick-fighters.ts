import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const searchPublicFighters = (query: string) =>
  api.post('/fighter-profiles/public/search', {
    body: {
      query: query || undefined,
      pageSize: 20,
    },
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
