import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBackPath } from '../../../components/admin/use-back-path';
import { EmptyState } from '../../../components/empty-state';
import { isNotFound } from '../../../lib/api-client';

/** Back to the list the editor was opened from (with its filters), else to `list`. */
export function BackLink({ list, label }: { list: string; label: string }) {
  const back = useBackPath(list);
  return (
    <Link to={back} className="admin-back">
      <ArrowLeftOutlined aria-hidden /> {label}
    </Link>
  );
}

/** A record deleted meanwhile (here or elsewhere) answers 404 even when an earlier answer is still cached. */
export const isGone = (query: UseQueryResult<unknown>) => isNotFound(query.error);

/** An editor without its record: the record's shape while it loads, "not found", or the failure with a retry. */
export function EditorPending({
  query,
  back,
  notFound,
  loadFailed,
}: {
  query: UseQueryResult<unknown>;
  back: React.ReactNode;
  notFound: string;
  loadFailed: string;
}) {
  const { t } = useTranslation();
  const missing = isGone(query);
  return (
    <div className="admin-stack">
      {back}
      {query.isError ? (
        <EmptyState
          text={missing ? notFound : loadFailed}
          action={missing ? undefined : <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 10 }} />
      )}
    </div>
  );
}
