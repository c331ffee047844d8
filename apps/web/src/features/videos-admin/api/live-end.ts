import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { liveStreamQuery } from './live-stream';

export const endLiveStream = (eventId: string) => api.post('/live/admin/{eventId}/end', { path: { eventId } });

/** Ends the stream: viewers see the end, and the recording goes to processing as the replay. */
export function useEndLiveStream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endLiveStream,
    onSuccess: (stream) => queryClient.setQueryData(liveStreamQuery(stream.eventId).queryKey, stream),
  });
}
