import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateCustomerRequest } from '@ringside/contract';
import { api } from '../../../lib/api-client';
import { updateStoredProfile } from '../../../lib/session';
import { customerQuery } from './customer';

export const updateCustomer = ({ userId, body }: { userId: string; body: UpdateCustomerRequest }) =>
  api.put('/customers/{userId}', { path: { userId }, body });

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: (customer) => {
      queryClient.setQueryData(customerQuery(customer.id).queryKey, customer);
      void queryClient.invalidateQueries({ queryKey: ['customer-detail', customer.id] });
      updateStoredProfile({
        fullName: customer.fullName,
        registrationPurpose: customer.registrationPurpose ?? undefined,
      });
    },
  });
}
