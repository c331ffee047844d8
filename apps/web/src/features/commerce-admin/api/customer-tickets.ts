import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { COMMERCE_ADMIN_KEY } from './keys';

/** Back office (TRANSACTION): a customer's tickets, free and bought, upcoming events first (without their codes). */
export function useCustomerTickets(customerId: string) {
  return useQuery({
    queryKey: [COMMERCE_ADMIN_KEY, 'customer-tickets', customerId],
    queryFn: () => api.get('/tickets/customer/{customerId}', { path: { customerId } }),
  });
}
