import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Customer } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';

export const getCustomer = (userId: string) => untypedApi<Customer>('GET', `/customers/${userId}`);
export const customerQuery = (userId: string) =>
  queryOptions({ queryKey: ['customer', userId], queryFn: () => getCustomer(userId) });

export function useCustomer(userId: string | undefined) {
  return useQuery({ ...customerQuery(userId ?? ''), enabled: Boolean(userId) });
}
