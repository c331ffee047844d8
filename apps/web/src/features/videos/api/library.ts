import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Everything the signed-in customer holds now; keyed by the account, as every "mine" read is. */
export const libraryQuery = (userId: string) =>
  queryOptions({
    queryKey: ['videos', 'mine', 'library', userId],
    queryFn: () => api.get('/library'),
    meta: { silent: true },
  });

export function useLibrary(userId: string) {
  return useQuery(libraryQuery(userId));
}
