import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@ringside/contract';
import { api } from '../../../lib/api-client';

export const changePassword = (body: ChangePasswordRequest) => api.put('/customers/change-password', { body });

/** Changes the password; the server signs out the other devices, so the device list is stale. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['devices'] }),
  });
}
