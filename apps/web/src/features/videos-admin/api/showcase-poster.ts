import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeAdminShowcase } from './showcase-cache';

interface Upload {
  id: string;
  file: File;
  onProgress: (percent: number) => void;
}

export function uploadShowcasePoster({ id, file, onProgress }: Upload) {
  const form = new FormData();
  form.append('poster', file);
  return api.put('/showcases/{showcaseId}/poster', {
    path: { showcaseId: id },
    body: form,
    onUploadProgress: onProgress,
  });
}

/** Uploads (or replaces) the showcase's poster, with the upload's progress. */
export function useUploadShowcasePoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadShowcasePoster,
    onSuccess: (showcase) => storeAdminShowcase(queryClient, showcase),
  });
}
