import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../lib/api-client';

export type HomeSectionFields = ApiBody<'post', '/dashboard/sections'>;
import { refreshSections } from './content-keys';

export const saveSection = ({ sectionId, fields }: { sectionId?: string; fields: HomeSectionFields }) =>
  sectionId
    ? api.put('/dashboard/sections/{sectionId}', { path: { sectionId }, body: fields })
    : api.post('/dashboard/sections', { body: fields });

/** Adds a section at the end of the page, or replaces a section's fields. */
export function useSaveSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSection,
    // Field errors are shown on the dialog's fields; the dialog reports the others.
    meta: { silent: true },
    onSuccess: () => refreshSections(queryClient),
  });
}
