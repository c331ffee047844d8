import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const forceSignOut = ({ userId, deviceId }: { userId: string; deviceId?: string }) =>
  api.post('/customers/{userId}/remove-device', { path: { userId }, body: deviceId ? { deviceId } : { all: true } });

/** Staff sign a customer out of one device, or of every device when no deviceId is given. */
export function useForceSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forceSignOut,
    onSuccess: (_result, { userId }) => {
      void queryClient.invalidateQueries({ queryKey: ['customer-detail', userId] });
      void queryClient.invalidateQueries({ queryKey: ['admin-customers'] });
    },
  });
}
