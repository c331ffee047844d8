import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getCustomer = (userId: string) => api.get('/customers/{userId}', { path: { userId } });
export const customerQuery = (userId: string) =>
  queryOptions({ queryKey: ['customer', userId], queryFn: () => getCustomer(userId) });

export function useCustomer(userId: string | undefined) {
  return useQuery({ ...customerQuery(userId ?? ''), enabled: Boolean(userId) });
}
