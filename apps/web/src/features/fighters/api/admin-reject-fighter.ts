import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshFighterReview } from './admin-fighter-cache';

export const rejectFighter = ({ fighterId, reason }: { fighterId: string; reason: string }) =>
  api.post('/fighter-profiles/admin/{fighterId}/reject', { path: { fighterId }, body: { reason } });

/** Rejects a sent application with the reason the fighter will read. */
export function useRejectFighter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectFighter,
    onSuccess: (detail, { fighterId }) => refreshFighterReview(queryClient, fighterId, detail),
  });
}
