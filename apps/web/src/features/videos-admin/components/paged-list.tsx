import { Typography } from 'antd';
import type { Page } from '@ringside/contract';
import { formatNumber } from '@ringside/contract/display/numbers';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '../../../components/admin/list-params';
import { ListPending } from '../../../components/admin/list-state';
import { PhonePager } from '../../../components/admin/phone-pager';
import { useIsDesktop } from '../../../components/admin/use-is-desktop';
import { EmptyState } from '../../../components/empty-state';

export interface Paging {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

interface Props<T> {
  query: { data?: Page<T>; isError: boolean; refetch: () => unknown };
  page: number;
  onPage: (page: number) => void;
  emptyText: string;
  /** The desktop table of the page (it shows the empty text and the pager itself). */
  table: (items: T[], paging: Paging) => ReactNode;
  /** The phone cards of a page that has items. */
  cards: (items: T[]) => ReactNode;
}

/** One page of a list: the total, then the table on desktop or the cards and their pager on phones. */
export function PagedList<T>({ query, page, onPage, emptyText, table, cards }: Props<T>) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const result = query.data;
  if (!result) return <ListPending failed={query.isError} onRetry={() => void query.refetch()} />;
  return (
    <>
      <Typography.Text type="secondary" className="admin-total" aria-live="polite">
        {t('admin.list.total', { total: formatNumber(result.total) })}
      </Typography.Text>
      {isDesktop ? (
        table(result.items, { page, pageSize: PAGE_SIZE, total: result.total, onPage })
      ) : result.items.length === 0 ? (
        <EmptyState text={emptyText} />
      ) : (
        <>
          {cards(result.items)}
          <PhonePager page={page} pageSize={PAGE_SIZE} total={result.total} onPage={onPage} />
        </>
      )}
    </>
  );
}
