import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory, CategoryFields } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';
import { adminCategoriesQuery } from './categories';
import { refreshVideos } from './video-cache';

export const saveCategory = ({ categoryId, fields }: { categoryId?: string; fields: CategoryFields }) =>
  categoryId
    ? untypedApi<AdminCategory>('PUT', `/categories/${categoryId}`, fields)
    : untypedApi<AdminCategory>('POST', '/categories', fields);

/** Adds a category, or renames and describes one (its address stays). */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    meta: { silent: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminCategoriesQuery().queryKey });
      // Video lists show the category's name.
      void refreshVideos(queryClient);
    },
  });
}
