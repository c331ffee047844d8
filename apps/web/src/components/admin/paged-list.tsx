import { Typography } from 'antd';
import type { Page } from '@ringside/contract';
import { formatNumber } from '@ringside/contract/display/numbers';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from './list-params';
import { ListPending } from './list-state';
import { PhonePager } from './phone-pager';
import { useIsDesktop } from './use-is-desktop';
import { EmptyState } from '../empty-state';
import { useDisplayLocale } from '../use-display-locale';

export interface Paging {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

interface Props<T> {
  /** The list's query: its page once it has come, or the failure. */
  query: { data?: Page<T>; isError: boolean; refetch: () => unknown };
  page: number;
  onPage: (page: number) => void;
  emptyText: string;
  /** The desktop table of the page (it shows the empty text and the pager itself). */
  table: (items: T[], paging: Paging) => ReactNode;
  /** The phone cards of a page that has items. */
  cards: (items: T[]) => ReactNode;
  /** Hides the total (a list whose counts are shown elsewhere). */
  hideTotal?: boolean;
}

/**
 * One page of a back-office list: the total, then the table on desktop or the cards and their pager on phones;
 * before the first page, a skeleton or the failure with a retry.
 */
export function PagedList<T>({ query, page, onPage, emptyText, table, cards, hideTotal = false }: Props<T>) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const result = query.data;
  if (!result) return <ListPending failed={query.isError} onRetry={() => void query.refetch()} />;
  return (
    <>
      {hideTotal ? null : (
        <Typography.Text type="secondary" className="admin-total" aria-live="polite">
          {t('admin.list.total', { total: formatNumber(result.total, locale) })}
        </Typography.Text>
      )}
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
