import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FighterReviewDetail } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';
import { refreshFighterReview } from './admin-fighter-cache';

export const setRecordVerification = ({ fighterId, verified }: { fighterId: string; verified: boolean }) =>
  untypedApi<FighterReviewDetail>('PUT', `/fighter-profiles/admin/${fighterId}/record-verification`, { verified });

/** Marks the fighter's declared records as checked by staff (shown on the public profile), or not. */
export function useSetRecordVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRecordVerification,
    onSuccess: (detail, { fighterId }) => refreshFighterReview(queryClient, fighterId, detail),
  });
}
