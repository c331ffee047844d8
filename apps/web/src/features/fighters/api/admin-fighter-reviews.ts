import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../lib/api-client';

export type FighterReviewSearchRequest = ApiBody<'post', '/fighter-profiles/admin/search'>;

export const searchFighterReviews = (body: FighterReviewSearchRequest) =>
  api.post('/fighter-profiles/admin/search', { body });

export const fighterReviewsQuery = (body: FighterReviewSearchRequest) =>
  queryOptions({
    queryKey: ['admin-fighter-reviews', body],
    queryFn: () => searchFighterReviews(body),
    placeholderData: keepPreviousData,
  });

/** Back office (BOOKINGANDTICKETING): fighter applications by status, oldest sent first by default. */
export function useFighterReviews(body: FighterReviewSearchRequest, enabled = true) {
  return useQuery({ ...fighterReviewsQuery(body), enabled });
}
