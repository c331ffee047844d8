import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../lib/api-client';

type CustomerSearchRequest = ApiBody<'post', '/customers/search/all'>;

export const searchCustomers = (body: CustomerSearchRequest) => api.post('/customers/search/all', { body });
export const customersSearchQuery = (body: CustomerSearchRequest) =>
  queryOptions({
    queryKey: ['admin-customers', body],
    queryFn: () => searchCustomers(body),
    placeholderData: keepPreviousData,
  });

/** Back office (USERS): customers with search, type filter and paging. */
export function useCustomersSearch(body: CustomerSearchRequest) {
  return useQuery(customersSearchQuery(body));
}
