import { PlusOutlined, StopOutlined } from '@ant-design/icons';
import { App, Button, Tag, type TableColumnsType } from 'antd';
import { CONTENT_TYPES, type ContentType, type Grant } from '@ringside/contract';
import { formatDate, formatDateTime, DATE_FORMAT_ISO } from '@ringside/contract/display/dates';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../../../components/admin/admin-table';
import { FilterSegments } from '../../../components/admin/filter-segments';
import { PAGE_SIZE, useListParams } from '../../../components/admin/list-params';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { showSuccess } from '../../../lib/feedback';
import { useGrants } from '../api/grants';
import { useRevokeGrant } from '../api/revoke-grant';
import { CustomerPicker } from './customer-picker';
import { GrantDialog } from './grant-dialog';
import { PagedList, type Paging } from '../../../components/admin/paged-list';
import '../../../components/admin/admin.css';
import './videos-admin.css';

const STATES = ['ACTIVE', 'ENDED'] as const;
type GrantFilterState = (typeof STATES)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Active, revoked by staff, or past its end. */
export function GrantState({ grant }: { grant: Grant }) {
  const { t } = useTranslation();
  if (grant.active)
    return (
      <Tag color="green" className="admin-tag">
        {t('videosAdmin.grants.state.active')}
      </Tag>
    );
  return (
    <Tag className="admin-tag">
      {t(grant.revokedAt ? 'videosAdmin.grants.state.revoked' : 'videosAdmin.grants.state.expired')}
    </Tag>
  );
}

function ContentCell({ grant }: { grant: Grant }) {
  const { t } = useTranslation();
  return (
    <span className="videos-admin-two-lines">
      <span className="videos-admin-entry-name">{grant.contentTitle}</span>
      <span className="admin-muted">{t(`videosAdmin.contentType.${grant.contentType}`)}</span>
    </span>
  );
}

function useGrantFacts() {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  return {
    until: (grant: Grant) =>
      grant.revokedAt
        ? t('videosAdmin.grants.revokedOn', { date: formatDateTime(grant.revokedAt, locale) })
        : grant.expiresAt
          ? formatDate(grant.expiresAt, DATE_FORMAT_ISO, locale)
          : t('videosAdmin.grants.noEnd'),
    given: (grant: Grant) =>
      [
        formatDateTime(grant.createdAt, locale),
        grant.source === 'PURCHASE' ? t('videosAdmin.grants.source.PURCHASE') : grant.grantedBy,
      ]
        .filter(Boolean)
        .join(' · '),
  };
}

function RevokeButton({ grant, block = false }: { grant: Grant; block?: boolean }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const revoke = useRevokeGrant();
  if (!grant.active) return null;
  return (
    <Button
      size={block ? 'middle' : 'small'}
      danger
      block={block}
      icon={<StopOutlined aria-hidden />}
      aria-label={t('videosAdmin.grants.revokeNamed', { name: grant.customer.name, title: grant.contentTitle })}
      onClick={() =>
        modal.confirm({
          title: t('videosAdmin.grants.revokeTitle'),
          content: t('videosAdmin.grants.revokeText', { name: grant.customer.name, title: grant.contentTitle }),
          okText: t('videosAdmin.grants.revoke'),
          okButtonProps: { danger: true },
          cancelText: t('common.cancel'),
          onOk: () =>
            revoke
              .mutateAsync(grant.id)
              .then(() => showSuccess(t('videosAdmin.grants.revoked', { name: grant.customer.name })))
              .catch(() => undefined),
        })
      }
    >
      {t('videosAdmin.grants.revoke')}
    </Button>
  );
}

function GrantTable({
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
  const facts = useGrantFacts();
  const none = t('admin.list.none');
  const columns: TableColumnsType<Grant> = [
    {
      key: 'customer',
      title: t('videosAdmin.grants.columns.customer'),
      render: (_, grant) => (
        <span className="videos-admin-two-lines">
          <span className="videos-admin-entry-name">{grant.customer.name}</span>
          <span className="admin-muted admin-break">{grant.customer.email ?? none}</span>
        </span>
      ),
    },
    {
      key: 'content',
      title: t('videosAdmin.grants.columns.content'),
      render: (_, grant) => <ContentCell grant={grant} />,
    },
    { key: 'state', title: t('videosAdmin.grants.columns.state'), render: (_, grant) => <GrantState grant={grant} /> },
    { key: 'until', title: t('videosAdmin.grants.columns.until'), render: (_, grant) => facts.until(grant) },
    {
      key: 'given',
      title: t('videosAdmin.grants.columns.given'),
      render: (_, grant) => <span className="admin-muted">{facts.given(grant)}</span>,
    },
    {
      key: 'note',
      title: t('videosAdmin.grants.columns.note'),
      render: (_, grant) => <span className="videos-admin-note">{grant.note ?? none}</span>,
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t('videosAdmin.grants.columns.actions')}</span>,
      align: 'right',
      render: (_, grant) => <RevokeButton grant={grant} />,
    },
  ];
  return <AdminTable<Grant> columns={columns} items={items} loading={loading} emptyText={emptyText} paging={paging} />;
}

function GrantCards({ items }: { items: Grant[] }) {
  const { t } = useTranslation();
  const facts = useGrantFacts();
  return (
    <ul className="admin-cards">
      {items.map((grant) => (
        <li key={grant.id} className="admin-card">
          <span className="admin-card-top">
            <span className="admin-card-title">{grant.customer.name}</span>
            <GrantState grant={grant} />
          </span>
          {grant.customer.email ? <span className="admin-card-line admin-muted">{grant.customer.email}</span> : null}
          <dl className="admin-card-facts">
            <dt>{t(`videosAdmin.contentType.${grant.contentType}`)}</dt>
            <dd>{grant.contentTitle}</dd>
            <dt>{t('videosAdmin.grants.columns.until')}</dt>
            <dd>{facts.until(grant)}</dd>
            <dt>{t('videosAdmin.grants.columns.given')}</dt>
            <dd>{facts.given(grant)}</dd>
            {grant.note ? (
              <>
                <dt>{t('videosAdmin.grants.columns.note')}</dt>
                <dd>{grant.note}</dd>
              </>
            ) : null}
          </dl>
          <RevokeButton grant={grant} block />
        </li>
      ))}
    </ul>
  );
}

/** Grants of access: searched by customer, content type and state; give one, or revoke one. */
export function GrantList() {
  const { t } = useTranslation();
  const customerFieldId = useId();
  const params = useListParams(['customer', 'type', 'state'] as const);
  const [giving, setGiving] = useState(false);
  const customerId = params.values.customer && UUID.test(params.values.customer) ? params.values.customer : undefined;
  const contentType = CONTENT_TYPES.find((value) => value === params.values.type);
  const state = STATES.find((value) => value === params.values.state);
  const search = useGrants({
    customerId,
    contentType,
    active: state === undefined ? undefined : state === 'ACTIVE',
    page: params.page,
    pageSize: PAGE_SIZE,
  });
  const known = search.data?.items.find((grant) => grant.customer.id === customerId)?.customer ?? null;
  const filtered = customerId || contentType || state;
  const emptyText = t(filtered ? 'videosAdmin.grants.noMatch' : 'videosAdmin.grants.empty');

  return (
    <div className="admin-stack">
      <div className="videos-admin-toolbar">
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setGiving(true)}>
          {t('videosAdmin.grants.give')}
        </Button>
      </div>
      <div className="admin-filters videos-admin-filters">
        <div className="admin-filter videos-admin-filter-select videos-admin-filter-customer">
          <label htmlFor={customerFieldId} className="admin-filter-label">
            {t('videosAdmin.grants.customerLabel')}
          </label>
          <CustomerPicker
            id={customerFieldId}
            value={customerId ?? null}
            chosen={known}
            onChange={(next) => params.setFilter('customer', next ?? undefined)}
            placeholder={t('videosAdmin.grants.anyCustomer')}
          />
        </div>
        <FilterSegments<ContentType>
          label={t('videosAdmin.grants.contentTypeLabel')}
          allLabel={t('videosAdmin.list.all')}
          options={CONTENT_TYPES.map((value) => ({ value, label: t(`videosAdmin.contentType.${value}`) }))}
          value={contentType}
          onChange={(next) => params.setFilter('type', next)}
        />
        <FilterSegments<GrantFilterState>
          label={t('videosAdmin.grants.stateLabel')}
          allLabel={t('videosAdmin.list.all')}
          options={STATES.map((value) => ({ value, label: t(`videosAdmin.grants.filterState.${value}`) }))}
          value={state}
          onChange={(next) => params.setFilter('state', next)}
        />
      </div>
      <PagedList
        query={search}
        page={params.page}
        onPage={params.setPage}
        emptyText={emptyText}
        table={(items, paging) => (
          <GrantTable items={items} loading={search.isFetching} emptyText={emptyText} paging={paging} />
        )}
        cards={(items) => <GrantCards items={items} />}
      />
      <GrantDialog open={giving} onClose={() => setGiving(false)} />
    </div>
  );
}
