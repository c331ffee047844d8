import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Grant, GrantSearchRequestSchema, Page } from '@ringside/contract';
import type { z } from 'zod';
import { untypedApi } from '../../../lib/api-client';
import { VIDEOS_ADMIN_KEY } from './keys';

export type GrantSearch = z.input<typeof GrantSearchRequestSchema>;

export const grantsQuery = (body: GrantSearch) =>
  queryOptions({
    queryKey: [VIDEOS_ADMIN_KEY, 'grants', body],
    queryFn: () => untypedApi<Page<Grant>>('POST', '/grants/search', body),
    placeholderData: keepPreviousData,
  });

/** Back office (TRANSACTION): grants of access, newest first, by customer, content and whether active. */
export function useGrants(body: GrantSearch) {
  return useQuery(grantsQuery(body));
}
