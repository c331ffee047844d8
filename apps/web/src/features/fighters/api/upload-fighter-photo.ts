import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * `POST /fighter-profiles/photo` (multipart field `photo`), reporting the upload's progress: a photo on a
 * slow mobile connection takes long enough to need it.
 */
export function uploadFighterPhoto(file: Blob, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('photo', file, file instanceof File ? file.name : 'photo.jpg');
  return api.post('/fighter-profiles/photo', { body: form, onUploadProgress: onProgress });
}

export function useUploadFighterPhoto() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: Blob; onProgress?: (percent: number) => void }) =>
      uploadFighterPhoto(file, onProgress),
  });
}
