import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshSections } from './content-keys';

interface Upload {
  sectionId: string;
  file: File;
  onProgress: (percent: number) => void;
}

export function uploadSectionImage({ sectionId, file, onProgress }: Upload) {
  const form = new FormData();
  form.append('file', file);
  return api.put('/dashboard/sections/{sectionId}/image', {
    path: { sectionId },
    body: form,
    onUploadProgress: onProgress,
  });
}

export const removeSectionImage = (sectionId: string) =>
  api.delete('/dashboard/sections/{sectionId}/image', { path: { sectionId } });

/** Uploads (or replaces) a banner's picture, reporting the upload's progress. */
export function useUploadSectionImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSectionImage,
    // The picture's problem is shown beside it.
    meta: { silent: true },
    onSuccess: () => refreshSections(queryClient),
  });
}

export function useRemoveSectionImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeSectionImage, onSuccess: () => refreshSections(queryClient) });
}
