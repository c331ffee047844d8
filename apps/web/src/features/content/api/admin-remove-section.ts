import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshSections } from './content-keys';

export const removeSection = (sectionId: string) =>
  api.delete('/dashboard/sections/{sectionId}', { path: { sectionId } });

export function useRemoveSection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeSection, onSuccess: () => refreshSections(queryClient) });
}
