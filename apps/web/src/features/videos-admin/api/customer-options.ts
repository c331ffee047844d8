import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { VIDEOS_ADMIN_KEY } from './keys';

/** Customers by name, email or mobile number, to give access to (a TRANSACTION call). */
export function useCustomerOptions(search: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [VIDEOS_ADMIN_KEY, 'options', 'customers', search],
    queryFn: () => api.post('/grants/customers', { body: { search: search ?? '' } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
