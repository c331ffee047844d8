import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LiveSettings, LiveStream } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';
import { liveStreamQuery } from './live-stream';

export const saveLiveSettings = ({ eventId, settings }: { eventId: string; settings: LiveSettings }) =>
  untypedApi<LiveStream>('PUT', `/live/admin/${eventId}`, settings);

/** The stream's access (free or paid) and, instead of a push, a provider's HLS address. */
export function useSaveLiveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLiveSettings,
    meta: { silent: true },
    onSuccess: (stream) => queryClient.setQueryData(liveStreamQuery(stream.eventId).queryKey, stream),
  });
}
