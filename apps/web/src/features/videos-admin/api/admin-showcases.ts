import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AdminShowcase,
  AdminShowcaseItemSchema,
  AdminShowcaseSearchRequestSchema,
  Page,
} from '@ringside/contract';
import type { z } from 'zod';
import { untypedApi } from '../../../lib/api-client';
import { VIDEOS_ADMIN_KEY } from './keys';

export type AdminShowcaseSearch = z.input<typeof AdminShowcaseSearchRequestSchema>;
export type AdminShowcaseItem = z.infer<typeof AdminShowcaseItemSchema>;

export const adminShowcasesQuery = (body: AdminShowcaseSearch) =>
  queryOptions({
    queryKey: [VIDEOS_ADMIN_KEY, 'showcases', 'list', body],
    queryFn: () => untypedApi<Page<AdminShowcaseItem>>('POST', '/showcases/admin/search', body),
    placeholderData: keepPreviousData,
  });

export const adminShowcaseQuery = (showcaseId: string) =>
  queryOptions({
    queryKey: [VIDEOS_ADMIN_KEY, 'showcases', 'detail', showcaseId],
    queryFn: () => untypedApi<AdminShowcase>('GET', `/showcases/admin/${showcaseId}`),
  });

/** Every showcase, drafts too. */
export function useAdminShowcases(body: AdminShowcaseSearch, enabled = true) {
  return useQuery({ ...adminShowcasesQuery(body), enabled });
}

/** One showcase with every video in it, drafts and unfinished ones too. */
export function useAdminShowcase(showcaseId: string | undefined) {
  return useQuery({ ...adminShowcaseQuery(showcaseId ?? ''), enabled: Boolean(showcaseId) });
}
