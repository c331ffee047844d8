import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FighterDetail } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';

export const getFighterDetail = () => untypedApi<FighterDetail>('GET', '/customers/fighters/search/detail');

export const fighterDetailQuery = (userId: string) =>
  queryOptions({ queryKey: ['fighters', 'mine', userId, 'detail'], queryFn: getFighterDetail });

/** The application, the version that is public now, and the review history; only once an application exists. */
export function useFighterDetail(userId: string, enabled: boolean) {
  return useQuery({ ...fighterDetailQuery(userId), enabled });
}
