import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { VIDEOS_ADMIN_KEY } from './keys';

/** Approved fighters by name, for tagging a video (only approved fighters can be tagged). */
export function useFighterOptions(query: string | undefined) {
  return useQuery({
    queryKey: [VIDEOS_ADMIN_KEY, 'options', 'fighters', query],
    queryFn: () => api.post('/fighter-profiles/public/search', { body: { query, page: 1, pageSize: 20 } }),
    placeholderData: keepPreviousData,
  });
}
