import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerSearchRequest, CustomerSummary, Page } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';

export const searchCustomers = (body: CustomerSearchRequest) =>
  untypedApi<Page<CustomerSummary>>('POST', '/customers/search/all', body);
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
