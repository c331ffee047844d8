import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminHomeSection, HomeSectionFields } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';
import { refreshSections } from './content-keys';

export const saveSection = ({ sectionId, fields }: { sectionId?: string; fields: HomeSectionFields }) =>
  sectionId
    ? untypedApi<AdminHomeSection>('PUT', `/dashboard/sections/${sectionId}`, fields)
    : untypedApi<AdminHomeSection>('POST', '/dashboard/sections', fields);

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
