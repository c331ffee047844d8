import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionTtl } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';

export const getSessionTtl = () => untypedApi<SessionTtl>('GET', '/customers/session-ttl');
export const sessionTtlQuery = () => queryOptions({ queryKey: ['session-ttl'], queryFn: getSessionTtl });

export function useSessionTtl() {
  return useQuery(sessionTtlQuery());
}
