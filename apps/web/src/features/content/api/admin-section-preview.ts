import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../lib/api-client';

type HomeSectionFields = ApiBody<'post', '/dashboard/sections'>;

export const previewSection = (fields: HomeSectionFields & { sectionId?: string }) =>
  api.post('/dashboard/sections/preview', { body: fields });

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
