import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { storeAdminEvent } from './admin-event-cache';

interface Upload {
  eventId: string;
  file: File;
  onProgress: (percent: number) => void;
}

export function uploadPoster({ eventId, file, onProgress }: Upload) {
  const form = new FormData();
  form.append('file', file);
  return api.put('/events/{eventId}/poster', { path: { eventId }, body: form, onUploadProgress: onProgress });
}

export const removePoster = (eventId: string) => api.delete('/events/{eventId}/poster', { path: { eventId } });

/** Uploads (or replaces) the event's poster, reporting the upload's progress. */
export function useUploadPoster() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadPoster, onSuccess: (event) => storeAdminEvent(queryClient, event) });
}

export function useRemovePoster() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removePoster, onSuccess: (event) => storeAdminEvent(queryClient, event) });
}
