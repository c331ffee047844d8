import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshFighterReview } from './admin-fighter-cache';

export const setRecordVerification = ({ fighterId, verified }: { fighterId: string; verified: boolean }) =>
  api.put('/fighter-profiles/admin/{fighterId}/record-verification', { path: { fighterId }, body: { verified } });

/** Marks the fighter's declared records as checked by staff (shown on the public profile), or not. */
export function useSetRecordVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRecordVerification,
    onSuccess: (detail, { fighterId }) => refreshFighterReview(queryClient, fighterId, detail),
  });
}
