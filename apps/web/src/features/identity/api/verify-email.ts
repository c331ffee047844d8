import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { updateStoredProfile } from '../../../lib/session';
import { customerQuery } from './customer';

export const verifyEmail = (body: { email: string; code: string }) => api.post('/customers/verify/email', { body });

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: (customer) => {
      queryClient.setQueryData(customerQuery(customer.id).queryKey, customer);
      updateStoredProfile({ email: customer.email, emailVerified: customer.emailVerified });
    },
  });
}
