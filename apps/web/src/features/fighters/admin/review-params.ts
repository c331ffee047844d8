import {
  FIGHTER_GENDERS,
  FIGHTER_PROFILE_STATUSES,
  type FighterGender,
  type FighterProfileStatus,
} from '@ringside/contract';
import { PAGE_SIZE, useListParams } from '../../../components/admin/list-params';
import type { FighterReviewSearchRequest } from '../api/admin-fighter-reviews';

export const REVIEW_KINDS = ['FIRST', 'CHANGE'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];
export const REVIEW_SORTS = ['OLDEST', 'NEWEST'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/** The queue's segments: what waits first, then the decided ones, drafts last. */
export const REVIEW_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'DRAFT'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  values.find((candidate) => candidate === value);

/**
 * The queue's filters live in the address (?status=REJECTED&kind=CHANGE&page=2); values that cannot be
 * valid are ignored, so a mistyped link still shows the queue.
 */
export function useReviewParams() {
  const list = useListParams(['status', 'q', 'weightClass', 'gender', 'kind', 'sort'] as const);
  const { values, page } = list;
  const status: FighterProfileStatus = oneOf(FIGHTER_PROFILE_STATUSES, values.status) ?? 'PENDING';
  const gender: FighterGender | undefined = oneOf(FIGHTER_GENDERS, values.gender);
  const kind: ReviewKind | undefined = oneOf(REVIEW_KINDS, values.kind);
  const sort: ReviewSort = oneOf(REVIEW_SORTS, values.sort) ?? 'OLDEST';
  const weightClassId = values.weightClass && UUID.test(values.weightClass) ? values.weightClass : undefined;
  const query = values.q?.trim().slice(0, 100) || undefined;
  const request: FighterReviewSearchRequest = {
    status,
    query,
    weightClassId,
    gender,
    kind: kind ?? 'ALL',
    sort,
    page,
    pageSize: PAGE_SIZE,
  };
  return { ...list, status, gender, kind, sort, weightClassId, query, request };
}
