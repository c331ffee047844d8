import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminShowcase } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';
import { storeAdminShowcase } from './showcase-cache';

export const setShowcasePublication = ({ showcaseId, publish }: { showcaseId: string; publish: boolean }) =>
  untypedApi<AdminShowcase>('POST', `/showcases/${showcaseId}/${publish ? 'publish' : 'unpublish'}`);

/** Publishes a showcase, or takes it back to draft. */
export function useShowcasePublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setShowcasePublication,
    onSuccess: (showcase) => storeAdminShowcase(queryClient, showcase),
  });
}
