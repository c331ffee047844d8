import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getFighterReview = (fighterId: string) =>
  api.get('/fighter-profiles/admin/{fighterId}', { path: { fighterId } });

export const fighterReviewQuery = (fighterId: string) =>
  queryOptions({ queryKey: ['admin-fighter-review', fighterId], queryFn: () => getFighterReview(fighterId) });

/** One application for review: the profile, the public version it would replace, its history and the account. */
export function useFighterReview(fighterId: string | undefined) {
  return useQuery({ ...fighterReviewQuery(fighterId ?? ''), enabled: Boolean(fighterId) });
}
