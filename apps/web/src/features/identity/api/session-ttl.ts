import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getSessionTtl = () => api.get('/customers/session-ttl');
export const sessionTtlQuery = () => queryOptions({ queryKey: ['session-ttl'], queryFn: getSessionTtl });

export function useSessionTtl() {
  return useQuery(sessionTtlQuery());
}
