import type { TableColumnsType } from 'antd';
import type { Grant } from '@ringside/contract';
import { DATE_FORMAT_ISO, formatDate, formatDateTime } from '@ringside/contract/display/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminTable } from '../../../components/admin/admin-table';
import { PAGE_SIZE } from '../../../components/admin/list-params';
import { PagedList, type Paging } from '../../../components/admin/paged-list';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { useGrants } from '../api/grants';
import { GrantState } from './grant-list';
import '../../../components/admin/admin.css';
import './videos-admin.css';

/** What a grant opens, where it came from and until when, in the interface language. */
function useGrantText() {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  return {
    type: (grant: Grant) => t(`videosAdmin.contentType.${grant.contentType}`),
    source: (grant: Grant) =>
      grant.source === 'PURCHASE'
        ? t('admin.customer.grants.fromPurchase')
        : t('admin.customer.grants.byStaff', { name: grant.grantedBy ?? '' }),
    until: (grant: Grant) =>
      grant.revokedAt
        ? t('videosAdmin.grants.revokedOn', { date: formatDateTime(grant.revokedAt, locale) })
        : grant.expiresAt
          ? t('admin.customer.grants.until', { date: formatDate(grant.expiresAt, DATE_FORMAT_ISO, locale) })
          : t('admin.customer.grants.noEnd'),
    given: (grant: Grant) => formatDateTime(grant.createdAt, locale),
  };
}

function GrantRows({
  items,
  loading,
  emptyText,
  paging,
}: {
  items: Grant[];
  loading: boolean;
  emptyText: string;
  paging: Paging;
}) {
  const { t } = useTranslation();
  const text = useGrantText();
  const columns: TableColumnsType<Grant> = [
    {
      key: 'content',
      title: t('videosAdmin.grants.columns.content'),
      render: (_, grant) => (
        <span className="videos-admin-two-lines">
          <span className="videos-admin-entry-name">{grant.contentTitle}</span>
          <span className="admin-muted">{text.type(grant)}</span>
        </span>
      ),
    },
    {
      key: 'state',
      title: t('videosAdmin.grants.columns.state'),
      render: (_, grant) => <GrantState grant={grant} />,
    },
    { key: 'until', title: t('videosAdmin.grants.columns.until'), render: (_, grant) => text.until(grant) },
    {
      key: 'given',
      title: t('videosAdmin.grants.columns.given'),
      render: (_, grant) => (
        <span className="videos-admin-two-lines">
          <span>{text.source(grant)}</span>
          <span className="admin-muted">{text.given(grant)}</span>
        </span>
      ),
    },
  ];
  return <AdminTable<Grant> columns={columns} items={items} loading={loading} emptyText={emptyText} paging={paging} />;
}

function GrantCards({ items }: { items: Grant[] }) {
  const { t } = useTranslation();
  const text = useGrantText();
  return (
    <ul className="admin-cards">
      {items.map((grant) => (
        <li key={grant.id} className="admin-card">
          <span className="admin-card-top">
            <span className="admin-card-title">{grant.contentTitle}</span>
            <GrantState grant={grant} />
          </span>
          <dl className="admin-card-facts">
            <dt>{t('videosAdmin.grants.columns.content')}</dt>
            <dd>{text.type(grant)}</dd>
            <dt>{t('videosAdmin.grants.columns.until')}</dt>
            <dd>{text.until(grant)}</dd>
            <dt>{t('videosAdmin.grants.columns.given')}</dt>
            <dd>
              {text.source(grant)} · {text.given(grant)}
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/**
 * A customer's access on their back-office page (TRANSACTION): what they bought or were given, and until when; the
 * grants screen, opened filtered to them, gives and revokes.
 */
export function CustomerGrants({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const search = useGrants({ customerId, page, pageSize: PAGE_SIZE });
  const emptyText = t('admin.customer.grants.empty');
  return (
    <div className="admin-stack">
      <PagedList
        query={search}
        page={page}
        onPage={setPage}
        emptyText={emptyText}
        table={(items, paging) => (
          <GrantRows items={items} loading={search.isFetching} emptyText={emptyText} paging={paging} />
        )}
        cards={(items) => <GrantCards items={items} />}
      />
      <div>
        <Link to={`/admin/grants?customer=${customerId}`}>{t('admin.customer.grants.allGrants')}</Link>
      </div>
    </div>
  );
}
