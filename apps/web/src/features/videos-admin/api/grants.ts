import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../lib/api-client';
import { VIDEOS_ADMIN_KEY } from './keys';

export type GrantSearch = ApiBody<'post', '/grants/search'>;

export const grantsQuery = (body: GrantSearch) =>
  queryOptions({
    queryKey: [VIDEOS_ADMIN_KEY, 'grants', body],
    queryFn: () => api.post('/grants/search', { body }),
    placeholderData: keepPreviousData,
  });

/** Back office (TRANSACTION): grants of access, newest first, by customer, content and whether active. */
export function useGrants(body: GrantSearch) {
  return useQuery(grantsQuery(body));
}
