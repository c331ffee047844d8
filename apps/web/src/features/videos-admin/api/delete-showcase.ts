import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminShowcaseQuery } from './admin-showcases';
import { VIDEOS_ADMIN_KEY } from './keys';

export const deleteShowcase = (showcaseId: string) => api.delete('/showcases/{showcaseId}', { path: { showcaseId } });

/** Deletes a showcase; its videos stay (their pages no longer list it). */
export function useDeleteShowcase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShowcase,
    onMutate: (showcaseId) => queryClient.cancelQueries({ queryKey: adminShowcaseQuery(showcaseId).queryKey }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [VIDEOS_ADMIN_KEY, 'videos', 'list'] });
      return queryClient.invalidateQueries({ queryKey: [VIDEOS_ADMIN_KEY, 'showcases', 'list'] });
    },
  });
}
