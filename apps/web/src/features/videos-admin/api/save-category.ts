import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../lib/api-client';

type CategoryFields = ApiBody<'post', '/categories'>;
import { adminCategoriesQuery } from './categories';
import { refreshVideos } from './video-cache';

export const saveCategory = ({ categoryId, fields }: { categoryId?: string; fields: CategoryFields }) =>
  categoryId
    ? api.put('/categories/{categoryId}', { path: { categoryId }, body: fields })
    : api.post('/categories', { body: fields });

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
