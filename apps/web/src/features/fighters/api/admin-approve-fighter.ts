import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshFighterReview } from './admin-fighter-cache';

export const approveFighter = ({ fighterId, note }: { fighterId: string; note?: string }) =>
  api.post('/fighter-profiles/admin/{fighterId}/approve', { path: { fighterId }, body: note ? { note } : {} });

/** Approves a sent application: it becomes (or replaces) the public profile. */
export function useApproveFighter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveFighter,
    onSuccess: (detail, { fighterId }) => refreshFighterReview(queryClient, fighterId, detail),
  });
}
