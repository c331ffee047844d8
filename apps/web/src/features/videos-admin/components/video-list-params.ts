import { PUBLICATIONS, VIDEO_STATUSES, type Publication, type VideoStatus } from '@ringside/contract';
import { PAGE_SIZE, useListParams } from '../../../components/admin/list-params';
import type { AdminVideoSearch } from '../api/admin-videos';

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  values.find((candidate) => candidate === value);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The videos list's filters live in the address (?status=FAILED&publication=DRAFT&category=…&q=…&page=2). */
export function useVideoListParams() {
  const list = useListParams(['status', 'publication', 'category', 'q'] as const);
  const { values, page } = list;
  const status: VideoStatus | undefined = oneOf(VIDEO_STATUSES, values.status);
  const publication: Publication | undefined = oneOf(PUBLICATIONS, values.publication);
  const categoryId = values.category && UUID.test(values.category) ? values.category : undefined;
  const query = values.q?.trim().slice(0, 80) || undefined;
  const request: AdminVideoSearch = { status, publication, categoryId, query, page, pageSize: PAGE_SIZE };
  return { ...list, status, publication, categoryId, query, request };
}
