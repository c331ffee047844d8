import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminEvent } from '@ringside/contract';
import { untypedApi } from '../../../../lib/api-client';
import { storeAdminEvent } from './admin-event-cache';

interface Upload {
  eventId: string;
  file: File;
  onProgress: (percent: number) => void;
}

export function uploadPoster({ eventId, file, onProgress }: Upload) {
  const form = new FormData();
  form.append('file', file);
  return untypedApi<AdminEvent>('PUT', `/events/${eventId}/poster`, form, { onUploadProgress: onProgress });
}

export const removePoster = (eventId: string) => untypedApi<AdminEvent>('DELETE', `/events/${eventId}/poster`);

/** Uploads (or replaces) the event's poster, reporting the upload's progress. */
export function useUploadPoster() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadPoster, onSuccess: (event) => storeAdminEvent(queryClient, event) });
}

export function useRemovePoster() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removePoster, onSuccess: (event) => storeAdminEvent(queryClient, event) });
}
