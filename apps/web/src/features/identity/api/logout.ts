import { useMutation } from '@tanstack/react-query';
import { untypedApi } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';

export const logout = () => untypedApi<{ signedOut: true }>('GET', '/customers/logout');

/** Ends this device's session on the server, then forgets it here (even if the server call failed). */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    meta: { silent: true },
    onSettled: () => clearSession('signed-out'),
  });
}
