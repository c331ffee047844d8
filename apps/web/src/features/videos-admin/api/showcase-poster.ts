import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminShowcase } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';
import { storeAdminShowcase } from './showcase-cache';

interface Upload {
  id: string;
  file: File;
  onProgress: (percent: number) => void;
}

export function uploadShowcasePoster({ id, file, onProgress }: Upload) {
  const form = new FormData();
  form.append('poster', file);
  return untypedApi<AdminShowcase>('PUT', `/showcases/${id}/poster`, form, { onUploadProgress: onProgress });
}

/** Uploads (or replaces) the showcase's poster, with the upload's progress. */
export function useUploadShowcasePoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadShowcasePoster,
    onSuccess: (showcase) => storeAdminShowcase(queryClient, showcase),
  });
}
