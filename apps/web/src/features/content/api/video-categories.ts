import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const listCategories = () => api.get('/categories');

/** Every video category in order, for a category row. */
export function useVideoCategories(enabled: boolean) {
  return useQuery({ queryKey: ['content', 'categories'], queryFn: listCategories, enabled });
}
