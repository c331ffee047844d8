import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemoveDeviceRequest } from '@ringside/contract';
import { api } from '../../../lib/api-client';

export const removeDevice = (body: RemoveDeviceRequest) => api.post('/single-sign-in/remove-device', { body });

/** `{deviceId}` removes one device, `{all: true}` every other one; add credentials when not signed in. */
export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDevice,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['devices'] }),
  });
}
