import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, api } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

export const reorderSections = (sectionIds: string[]) => api.put('/dashboard/sections/order', { body: { sectionIds } });

/** Saves the page's new order (every section); the list shows it at once and goes back if it fails. */
export function useReorderSections() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderSections,
    onMutate: async (sectionIds) => {
      await queryClient.cancelQueries({ queryKey: contentKeys.adminSections });
      const before = queryClient.getQueryData<ApiAnswer<'get', '/dashboard/sections'>>(contentKeys.adminSections);
      if (before) {
        const byId = new Map(before.map((section) => [section.id, section]));
        queryClient.setQueryData(
          contentKeys.adminSections,
          sectionIds.flatMap((id, index) => {
            const section = byId.get(id);
            return section ? [{ ...section, order: index + 1 }] : [];
          }),
        );
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(contentKeys.adminSections, context.before);
    },
    onSuccess: (sections) => queryClient.setQueryData(contentKeys.adminSections, sections),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.home }),
  });
}
