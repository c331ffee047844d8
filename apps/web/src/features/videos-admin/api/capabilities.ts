import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { VIDEOS_ADMIN_KEY } from './keys';

export const capabilitiesQuery = () =>
  queryOptions({
    queryKey: [VIDEOS_ADMIN_KEY, 'capabilities'],
    queryFn: () => api.get('/media/capabilities'),
    staleTime: 5 * 60_000,
  });

/** Whether this server can process uploads (ffmpeg), where uploads go and how large they may be. */
export function useMediaCapabilities() {
  return useQuery(capabilitiesQuery());
}
