import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminHomeSection } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';
import { refreshSections } from './content-keys';

interface Upload {
  sectionId: string;
  file: File;
  onProgress: (percent: number) => void;
}

export function uploadSectionImage({ sectionId, file, onProgress }: Upload) {
  const form = new FormData();
  form.append('file', file);
  return untypedApi<AdminHomeSection>('PUT', `/dashboard/sections/${sectionId}/image`, form, { onUploadProgress: onProgress });
}

export const removeSectionImage = (sectionId: string) =>
  untypedApi<AdminHomeSection>('DELETE', `/dashboard/sections/${sectionId}/image`);

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
