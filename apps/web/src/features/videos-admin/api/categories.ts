import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { VIDEOS_ADMIN_KEY } from './keys';

export const adminCategoriesQuery = () =>
  queryOptions({
    queryKey: [VIDEOS_ADMIN_KEY, 'categories'],
    queryFn: () => api.get('/categories/admin'),
  });

/** Every category in its order, with how many videos each holds (public ones, and all). */
export function useAdminCategories() {
  return useQuery(adminCategoriesQuery());
}
