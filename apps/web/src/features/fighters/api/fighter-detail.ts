import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getFighterDetail = () => api.get('/customers/fighters/search/detail');

export const fighterDetailQuery = (userId: string) =>
  queryOptions({ queryKey: ['fighters', 'mine', userId, 'detail'], queryFn: getFighterDetail });

/** The application, the version that is public now, and the review history; only once an application exists. */
export function useFighterDetail(userId: string, enabled: boolean) {
  return useQuery({ ...fighterDetailQuery(userId), enabled });
}
