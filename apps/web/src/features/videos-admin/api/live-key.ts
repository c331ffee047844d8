import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { liveStreamQuery } from './live-stream';

export const generateStreamKey = (eventId: string) => api.post('/live/admin/{eventId}/key', { path: { eventId } });

/** Generates the event's stream key, or rotates it (the encoder must then be given the new one). */
export function useGenerateStreamKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateStreamKey,
    onSuccess: (stream) => queryClient.setQueryData(liveStreamQuery(stream.eventId).queryKey, stream),
  });
}
