import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getLogo = () => api.get('/customers/logo');
export const logoQuery = () =>
  queryOptions({ queryKey: ['logo'], queryFn: getLogo, retry: false, meta: { silent: true } });

/** The agent's logo; HUBLGNF001 (none yet) is an empty state, not an error. */
export function useLogo(enabled: boolean) {
  return useQuery({ ...logoQuery(), enabled });
}
