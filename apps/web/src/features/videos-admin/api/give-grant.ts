import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../lib/api-client';

type GrantRequest = ApiBody<'post', '/grants'>;
import { VIDEOS_ADMIN_KEY } from './keys';

export const giveGrant = (body: GrantRequest) => api.post('/grants', { body });

/** Gives a customer access to a video, an event live (and its replay) or a showcase. */
export function useGiveGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveGrant,
    // Field errors are shown in the dialog; the dialog reports the others.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [VIDEOS_ADMIN_KEY, 'grants'] }),
  });
}
