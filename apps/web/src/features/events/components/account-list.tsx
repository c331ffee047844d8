import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';

/** An account list (tickets, registrations) while it loads, when it fails, when it is empty; else `children`. */
export function AccountList<T>({
  query,
  loadError,
  empty,
  children,
}: {
  query: UseQueryResult<T[]>;
  loadError: string;
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (query.isPending)
    return (
      <section className="events-panel">
        <Skeleton active paragraph={{ rows: 4 }} />
      </section>
    );
  if (!query.data)
    return (
      <Result
        status="warning"
        title={loadError}
        extra={
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  if (query.data.length === 0)
    return (
      <section className="events-panel">
        <EmptyState
          text={empty}
          action={
            <Button type="primary" onClick={() => void navigate('/events')}>
              {t('events.list.seeAll')}
            </Button>
          }
        />
      </section>
    );
  return children(query.data);
}
