import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getPasses = () => api.get('/products/passes');

/** The Fight Passes on offer, cheapest first, in the reader's language. */
export const passesQuery = () =>
  queryOptions({
    queryKey: ['commerce', 'public', 'passes'],
    queryFn: getPasses,
    staleTime: 60_000,
    meta: { silent: true },
  });

export function usePasses() {
  return useQuery(passesQuery());
}
