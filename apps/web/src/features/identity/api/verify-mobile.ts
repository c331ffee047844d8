import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer, VerifyMobileCodeRequest } from '@ringside/contract';
import { api } from '../../../lib/api-client';
import { updateStoredProfile } from '../../../lib/session';
import { customerQuery } from './customer';

export const verifyMobile = (body: VerifyMobileCodeRequest) => api.post('/customers/verify/mobile', { body });

/** Shares the profile's cache update with removing the number. */
export function useMobileChanged() {
  const queryClient = useQueryClient();
  return (customer: Customer) => {
    queryClient.setQueryData(customerQuery(customer.id).queryKey, customer);
    void queryClient.invalidateQueries({ queryKey: ['customer-detail', customer.id] });
    updateStoredProfile({ countryCode: customer.countryCode, mobileNumberVerified: customer.mobileNumberVerified });
  };
}

export function useVerifyMobile() {
  const changed = useMobileChanged();
  return useMutation({ mutationFn: verifyMobile, onSuccess: changed });
}
