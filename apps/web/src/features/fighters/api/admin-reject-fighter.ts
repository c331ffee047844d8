import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FighterReviewDetail } from '@ringside/contract';
import { untypedApi } from '../../../lib/api-client';
import { refreshFighterReview } from './admin-fighter-cache';

export const rejectFighter = ({ fighterId, reason }: { fighterId: string; reason: string }) =>
  untypedApi<FighterReviewDetail>('POST', `/fighter-profiles/admin/${fighterId}/reject`, { reason });

/** Rejects a sent application with the reason the fighter will read. */
export function useRejectFighter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectFighter,
    onSuccess: (detail, { fighterId }) => refreshFighterReview(queryClient, fighterId, detail),
  });
}
