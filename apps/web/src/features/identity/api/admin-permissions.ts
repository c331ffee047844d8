import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PermissionArea } from '@ringside/contract';
import { api } from '../../../lib/api-client';

export const setPermissions = ({ userId, permissions }: { userId: string; permissions: PermissionArea[] }) =>
  api.put('/customers/{userId}/permissions', { path: { userId }, body: { permissions } });

export function useSetPermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPermissions,
    onSuccess: (_summary, { userId }) => {
      void queryClient.invalidateQueries({ queryKey: ['admin-customers'] });
      void queryClient.invalidateQueries({ queryKey: ['customer-detail', userId] });
    },
  });
}
