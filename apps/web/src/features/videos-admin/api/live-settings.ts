import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../lib/api-client';

type LiveSettings = ApiBody<'put', '/live/admin/{eventId}'>;
import { liveStreamQuery } from './live-stream';

export const saveLiveSettings = ({ eventId, settings }: { eventId: string; settings: LiveSettings }) =>
  api.put('/live/admin/{eventId}', { path: { eventId }, body: settings });

/** The stream's access (free or paid) and, instead of a push, a provider's HLS address. */
export function useSaveLiveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLiveSettings,
    meta: { silent: true },
    onSuccess: (stream) => queryClient.setQueryData(liveStreamQuery(stream.eventId).queryKey, stream),
  });
}
