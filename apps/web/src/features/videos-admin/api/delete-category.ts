import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminCategoriesQuery } from './categories';

export const deleteCategory = (categoryId: string) => api.delete('/categories/{categoryId}', { path: { categoryId } });

/** Removes an empty category; one that still holds videos is refused (HUBCTDL001, shown as a notification). */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCategoriesQuery().queryKey }),
  });
}
