import type { QueryClient } from '@tanstack/react-query';
import type { FighterReviewDetail } from '@ringside/contract';
import { fighterReviewQuery } from './admin-fighter-review';

/**
 * After a staff action on one application: the action's answer (the whole review detail, with the new
 * history entry) replaces the cached one, and the queue and its counts are fetched again.
 */
export function refreshFighterReview(queryClient: QueryClient, fighterId: string, detail: FighterReviewDetail) {
  queryClient.setQueryData(fighterReviewQuery(fighterId).queryKey, detail);
  return queryClient.invalidateQueries({ queryKey: ['admin-fighter-reviews'] });
}
