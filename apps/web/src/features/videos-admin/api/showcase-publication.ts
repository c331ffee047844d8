import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeAdminShowcase } from './showcase-cache';

export const setShowcasePublication = ({ showcaseId, publish }: { showcaseId: string; publish: boolean }) =>
  publish
    ? api.post('/showcases/{showcaseId}/publish', { path: { showcaseId } })
    : api.post('/showcases/{showcaseId}/unpublish', { path: { showcaseId } });

/** Publishes a showcase, or takes it back to draft. */
export function useShowcasePublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setShowcasePublication,
    onSuccess: (showcase) => storeAdminShowcase(queryClient, showcase),
  });
}
