import { Pagination } from 'antd';

/** The page switcher under a phone card list (the desktop table has its own). */
export function PhonePager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  if (total <= pageSize) return null;
  return (
    <div className="admin-pager">
      <Pagination simple current={page} pageSize={pageSize} total={total} onChange={onPage} showSizeChanger={false} />
    </div>
  );
}
