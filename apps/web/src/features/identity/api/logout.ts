import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';

export const logout = () => api.get('/customers/logout');

/** Ends this device's session on the server, then forgets it here (even if the server call failed). */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    meta: { silent: true },
    onSettled: () => clearSession('signed-out'),
  });
}
