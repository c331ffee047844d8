import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminCategoriesQuery } from './categories';

export const reorderCategories = (categoryIds: string[]) => api.put('/categories/order', { body: { categoryIds } });

/** Sets the order of every category (the hub shows its rows in it); the answer is the list in its new order. */
export function useReorderCategories() {
  const queryClient = useQueryClient();
  const key = adminCategoriesQuery().queryKey;
  return useMutation({
    mutationFn: reorderCategories,
    // The list moves at once; a refusal puts it back.
    onMutate: async (categoryIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      if (before) {
        const byId = new Map(before.map((category) => [category.id, category]));
        const moved = categoryIds.flatMap((id) => byId.get(id) ?? []);
        queryClient.setQueryData(key, moved);
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (categories) => queryClient.setQueryData(key, categories),
  });
}
