import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeAdminVideo } from './video-cache';

interface Upload {
  id: string;
  file: File;
  onProgress: (percent: number) => void;
}

export function uploadVideoPoster({ id, file, onProgress }: Upload) {
  const form = new FormData();
  form.append('poster', file);
  return api.put('/videos/{videoId}/poster', { path: { videoId: id }, body: form, onUploadProgress: onProgress });
}

/** Staff's own poster instead of the frame taken from the video, with the upload's progress. */
export function useUploadVideoPoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadVideoPoster,
    onSuccess: (video) => storeAdminVideo(queryClient, video),
  });
}
