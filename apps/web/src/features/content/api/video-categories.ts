import { useQuery } from '@tanstack/react-query';
import type { Category } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';

export const listCategories = () => untypedApi<Category[]>('GET', '/categories');

/** Every video category in order, for a category row. */
export function useVideoCategories(enabled: boolean) {
  return useQuery({ queryKey: ['content', 'categories'], queryFn: listCategories, enabled });
}
