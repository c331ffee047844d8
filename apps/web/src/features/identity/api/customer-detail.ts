import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getCustomerDetail = (userId: string) => api.get('/customers/search/detail/{userId}', { path: { userId } });
export const customerDetailQuery = (userId: string) =>
  queryOptions({ queryKey: ['customer-detail', userId], queryFn: () => getCustomerDetail(userId) });

/** A customer with their signed-in devices (the customer's own, or any for staff with USERS). */
export function useCustomerDetail(userId: string | undefined) {
  return useQuery({ ...customerDetailQuery(userId ?? ''), enabled: Boolean(userId) });
}
