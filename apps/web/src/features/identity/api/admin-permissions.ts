import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerSummary, PermissionArea } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';

export const setPermissions = ({ userId, permissions }: { userId: string; permissions: PermissionArea[] }) =>
  untypedApi<CustomerSummary>('PUT', `/customers/${userId}/permissions`, { permissions });

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
