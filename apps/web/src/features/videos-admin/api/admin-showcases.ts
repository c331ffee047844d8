import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiAnswer, type ApiBody, api } from '../../../lib/api-client';
import { VIDEOS_ADMIN_KEY } from './keys';

export type AdminShowcaseSearch = ApiBody<'post', '/showcases/admin/search'>;
export type AdminShowcaseItem = ApiAnswer<'post', '/showcases/admin/search'>['items'][number];

export const adminShowcasesQuery = (body: AdminShowcaseSearch) =>
  queryOptions({
    queryKey: [VIDEOS_ADMIN_KEY, 'showcases', 'list', body],
    queryFn: () => api.post('/showcases/admin/search', { body }),
    placeholderData: keepPreviousData,
  });

export const adminShowcaseQuery = (showcaseId: string) =>
  queryOptions({
    queryKey: [VIDEOS_ADMIN_KEY, 'showcases', 'detail', showcaseId],
    queryFn: () => api.get('/showcases/admin/{showcaseId}', { path: { showcaseId } }),
  });

/** Every showcase, drafts too. */
export function useAdminShowcases(body: AdminShowcaseSearch, enabled = true) {
  return useQuery({ ...adminShowcasesQuery(body), enabled });
}

/** One showcase with every video in it, drafts and unfinished ones too. */
export function useAdminShowcase(showcaseId: string | undefined) {
  return useQuery({ ...adminShowcaseQuery(showcaseId ?? ''), enabled: Boolean(showcaseId) });
}
