import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HomeSection, HomeSectionFields } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';

export type SectionPreview = Pick<HomeSection, 'items' | 'more'>;

export const previewSection = (fields: HomeSectionFields & { sectionId?: string }) =>
  untypedApi<SectionPreview>('POST', '/dashboard/sections/preview', fields);

/**
 * What a section with these (unsaved) fields would show fans now. Fields the server refuses show no preview;
 * their errors come with the save.
 */
export function useSectionPreview(fields: HomeSectionFields | null, sectionId: string | undefined) {
  return useQuery({
    queryKey: ['content', 'admin', 'preview', sectionId ?? null, fields],
    queryFn: () => previewSection({ ...(fields as HomeSectionFields), ...(sectionId ? { sectionId } : {}) }),
    enabled: fields !== null,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    retry: false,
    meta: { silent: true },
  });
}
