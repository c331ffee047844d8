import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Grant } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';
import { VIDEOS_ADMIN_KEY } from './keys';

export const revokeGrant = (grantId: string) => untypedApi<Grant>('POST', `/grants/${grantId}/revoke`);

/** Takes access back: the customer's playback stops within a minute. */
export function useRevokeGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeGrant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [VIDEOS_ADMIN_KEY, 'grants'] }),
  });
}
