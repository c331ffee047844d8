import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCategory } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';
import { VIDEOS_ADMIN_KEY } from './keys';

export const adminCategoriesQuery = () =>
  queryOptions({
    queryKey: [VIDEOS_ADMIN_KEY, 'categories'],
    queryFn: () => untypedApi<AdminCategory[]>('GET', '/categories/admin'),
  });

/** Every category in its order, with how many videos each holds (public ones, and all). */
export function useAdminCategories() {
  return useQuery(adminCategoriesQuery());
}
