import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../lib/api-client';

export type ShowcaseFields = ApiBody<'post', '/showcases'>;
import { storeAdminShowcase } from './showcase-cache';
import { refreshVideos } from './video-cache';

export const saveShowcase = ({ showcaseId, fields }: { showcaseId?: string; fields: ShowcaseFields }) =>
  showcaseId
    ? api.put('/showcases/{showcaseId}', { path: { showcaseId }, body: fields })
    : api.post('/showcases', { body: fields });

/** Creates a draft showcase, or replaces a showcase's details and its videos in order. */
export function useSaveShowcase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShowcase,
    meta: { silent: true },
    onSuccess: async (showcase) => {
      await storeAdminShowcase(queryClient, showcase);
      // A video's page lists the showcases that include it.
      void refreshVideos(queryClient);
    },
  });
}
