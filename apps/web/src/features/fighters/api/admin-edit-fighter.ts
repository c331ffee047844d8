import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../lib/api-client';

export type StaffEditFighterRequest = ApiBody<'put', '/fighter-profiles/admin/{fighterId}'>;
import { refreshFighterReview } from './admin-fighter-cache';

export const editFighter = ({ fighterId, fields }: { fighterId: string; fields: StaffEditFighterRequest }) =>
  api.put('/fighter-profiles/admin/{fighterId}', { path: { fighterId }, body: fields });

/** A staff edit: replaces every field of the application at once (and of the public version, if any). */
export function useEditFighter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editFighter,
    // Field errors are shown on the form's fields.
    meta: { silent: true },
    onSuccess: (detail, { fighterId }) => refreshFighterReview(queryClient, fighterId, detail),
  });
}
