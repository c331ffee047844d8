import { EVENT_PERIODS, EVENT_STATUSES, type EventStatus } from '@ringside/contract';
import { PAGE_SIZE, useListParams } from '../../../components/admin/list-params';
import type { AdminEventSearchRequest } from './api/admin-events';

/** The list's time filter: upcoming (the default, soonest first), past (latest first) or every event. */
export const LIST_PERIODS = [...EVENT_PERIODS, 'ALL'] as const;
export type ListPeriod = (typeof LIST_PERIODS)[number];

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  values.find((candidate) => candidate === value);

/** The events list's filters live in the address (?status=DRAFT&period=PAST&q=rumble&page=2). */
export function useEventListParams() {
  const list = useListParams(['status', 'period', 'q'] as const);
  const { values, page } = list;
  const status: EventStatus | undefined = oneOf(EVENT_STATUSES, values.status);
  const period: ListPeriod = oneOf(LIST_PERIODS, values.period) ?? 'UPCOMING';
  const query = values.q?.trim().slice(0, 60) || undefined;
  const request: AdminEventSearchRequest = {
    status,
    period: period === 'ALL' ? undefined : period,
    query,
    page,
    pageSize: PAGE_SIZE,
  };
  return { ...list, status, period, query, request };
}
