import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LiveStream } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';
import { liveStreamQuery } from './live-stream';

export const generateStreamKey = (eventId: string) => untypedApi<LiveStream>('POST', `/live/admin/${eventId}/key`);

/** Generates the event's stream key, or rotates it (the encoder must then be given the new one). */
export function useGenerateStreamKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateStreamKey,
    onSuccess: (stream) => queryClient.setQueryData(liveStreamQuery(stream.eventId).queryKey, stream),
  });
}
