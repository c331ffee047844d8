import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerDetail } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';

export const getCustomerDetail = (userId: string) => untypedApi<CustomerDetail>('GET', `/customers/search/detail/${userId}`);
export const customerDetailQuery = (userId: string) =>
  queryOptions({ queryKey: ['customer-detail', userId], queryFn: () => getCustomerDetail(userId) });

/** A customer with their signed-in devices (the customer's own, or any for staff with USERS). */
export function useCustomerDetail(userId: string | undefined) {
  return useQuery({ ...customerDetailQuery(userId ?? ''), enabled: Boolean(userId) });
}
