import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { VIDEOS_ADMIN_KEY } from './keys';

export const revokeGrant = (grantId: string) => api.post('/grants/{grantId}/revoke', { path: { grantId } });

/** Takes access back: the customer's playback stops within a minute. */
export function useRevokeGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeGrant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [VIDEOS_ADMIN_KEY, 'grants'] }),
  });
}
