import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAds } from './content-keys';

interface Upload {
  adId: string;
  file: File;
  onProgress: (percent: number) => void;
}

export function uploadAdImage({ adId, file, onProgress }: Upload) {
  const form = new FormData();
  form.append('file', file);
  return api.put('/ads/{adId}/image', { path: { adId }, body: form, onUploadProgress: onProgress });
}

/** Uploads (or replaces) the ad's picture, reporting the upload's progress. */
export function useUploadAdImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadAdImage, meta: { silent: true }, onSuccess: () => refreshAds(queryClient) });
}
