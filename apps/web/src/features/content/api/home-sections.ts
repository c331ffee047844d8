import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentKeys } from './content-keys';

/** Every section the home shows (a page of 50: far more than a home page holds). */
export const fetchHomeSections = () => api.post('/dashboard/search/all', { body: { pageSize: 50 } });

export const homeSectionsQuery = queryOptions({
  queryKey: contentKeys.home,
  queryFn: fetchHomeSections,
  staleTime: 60_000,
});

/** The home page's sections, resolved by the server, in the staff's order. */
export function useHomeSections() {
  return useQuery(homeSectionsQuery);
}
