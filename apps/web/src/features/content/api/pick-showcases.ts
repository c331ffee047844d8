import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const listPublicShowcases = () => api.post('/showcases/search/all', { body: { pageSize: 48 } });

/** Published showcases (the newest 48), for the section editor's picker; it filters them by title itself. */
export function usePickShowcases(enabled: boolean) {
  return useQuery({ queryKey: ['content', 'pick', 'showcases'], queryFn: listPublicShowcases, enabled });
}
