import { Table, type TableColumnsType, type TableProps } from 'antd';

interface Props<T> {
  columns: TableColumnsType<T>;
  items: readonly T[];
  loading: boolean;
  emptyText: string;
  /** One page of a server-paged list; the pager hides when everything fits on one page. */
  paging?: { page: number; pageSize: number; total: number; onPage: (page: number) => void };
  /** Rows that open something when clicked (a link inside the row keeps its own click). */
  onOpen?: (row: T) => void;
  /** Extra classes for a row (a retired entry shown greyed). */
  rowClassName?: (row: T) => string;
}

/** The back office's desktop table: one look and one paging behaviour for every list. */
export function AdminTable<T extends { id: string }>({
  columns,
  items,
  loading,
  emptyText,
  paging,
  onOpen,
  rowClassName,
}: Props<T>) {
  const onRow: TableProps<T>['onRow'] = onOpen
    ? (row) => ({
        onClick: (event) => {
          if (!(event.target as HTMLElement).closest('a, button')) onOpen(row);
        },
      })
    : undefined;
  return (
    <Table<T>
      className="admin-table"
      tableLayout="auto"
      size="middle"
      // An empty table has nothing to scroll to: a scrolling box without a control in it is a dead end for keyboards.
      scroll={items.length ? { x: true } : undefined}
      rowKey="id"
      columns={columns}
      dataSource={items as T[]}
      loading={loading}
      rowClassName={(row) => [onOpen ? 'admin-clickable-row' : '', rowClassName?.(row) ?? ''].join(' ').trim()}
      onRow={onRow}
      pagination={
        paging
          ? {
              current: paging.page,
              pageSize: paging.pageSize,
              total: paging.total,
              onChange: paging.onPage,
              showSizeChanger: false,
              hideOnSinglePage: true,
            }
          : false
      }
      locale={{ emptyText }}
    />
  );
}
