import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../empty-state';

/** What a list shows before its first page arrives: a skeleton, or the failure with a retry. */
export function ListPending({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (failed)
    return (
      <EmptyState text={t('admin.list.loadFailed')} action={<Button onClick={onRetry}>{t('common.retry')}</Button>} />
    );
  return <Skeleton active paragraph={{ rows: 6 }} />;
}
