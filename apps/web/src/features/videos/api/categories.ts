import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getCategories = () => api.get('/categories');

/** Every category in order, with its count of public videos (the hub's chips, a category page's heading). */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['videos', 'public', 'categories'],
    queryFn: getCategories,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });

export function useCategories() {
  return useQuery(categoriesQuery());
}
