import { useMutation, useQueryClient } from '@tanstack/react-query';
import { untypedApi } from '../../../lib/api-client';
import { refreshSections } from './content-keys';

export const removeSection = (sectionId: string) => untypedApi<{ ok: true }>('DELETE', `/dashboard/sections/${sectionId}`);

export function useRemoveSection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeSection, onSuccess: () => refreshSections(queryClient) });
}
