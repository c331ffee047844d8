import { Button, type TableColumnsType } from 'antd';
import {
  PAYMENT_METHODS,
  PURCHASE_FLAGS,
  PURCHASE_STATUSES,
  type PaymentMethod,
  type Purchase,
  type PurchaseFlag,
  type PurchaseStatus,
} from '@ringside/contract';
import { formatDateTime } from '@ringside/contract/display/dates';
import { formatMoney } from '@ringside/contract/display/numbers';
import { type ReactNode, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../../../components/admin/admin-table';
import { FilterSegments } from '../../../components/admin/filter-segments';
import { PAGE_SIZE, useListParams } from '../../../components/admin/list-params';
import { PagedList, type Paging } from '../../../components/admin/paged-list';
import { SearchFilter } from '../../../components/admin/search-filter';
import { useDisplayLocale } from '../../../components/use-display-locale';
import { usePurchases } from '../api/purchases';
import { PurchaseDetail } from './purchase-detail';
import { PurchaseFlagTag, PurchaseStatusTag } from './purchase-status';
import '../../../components/admin/admin.css';
import './commerce-admin.css';
import './customer-filter.css';

function ProductCell({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation();
  return (
    <span className="commerce-admin-two-lines">
      <span className="commerce-admin-name">{purchase.productName}</span>
      <span className="admin-muted">{t(`commerceAdmin.types.${purchase.productType}`)}</span>
    </span>
  );
}

export function PurchaseTable({
  items,
  loading,
  emptyText,
  paging,
  onOpen,
}: {
  items: Purchase[];
  loading: boolean;
  emptyText: string;
  paging: Paging;
  onOpen: (purchase: Purchase) => void;
}) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  const none = t('admin.list.none');
  const columns: TableColumnsType<Purchase> = [
    {
      key: 'reference',
      title: t('commerceAdmin.purchases.columns.reference'),
      render: (_, purchase) => (
        <Button
          type="link"
          className="commerce-admin-reference"
          aria-label={t('commerceAdmin.purchases.openNamed', { reference: purchase.referenceId })}
          onClick={() => onOpen(purchase)}
        >
          {purchase.referenceId}
        </Button>
      ),
    },
    {
      key: 'product',
      title: t('commerceAdmin.purchases.columns.product'),
      render: (_, purchase) => <ProductCell purchase={purchase} />,
    },
    {
      key: 'amount',
      title: t('commerceAdmin.purchases.columns.amount'),
      align: 'right',
      render: (_, purchase) => (
        <span className="admin-nowrap">{formatMoney(purchase.amount, purchase.currency, locale)}</span>
      ),
    },
    {
      key: 'method',
      title: t('commerceAdmin.purchases.columns.method'),
      render: (_, purchase) => t(`commerceAdmin.methods.${purchase.method}`),
    },
    {
      key: 'status',
      title: t('commerceAdmin.purchases.columns.status'),
      render: (_, purchase) => (
        <span className="commerce-admin-tags">
          <PurchaseStatusTag status={purchase.status} />
          <PurchaseFlagTag flag={purchase.flag} />
        </span>
      ),
    },
    {
      key: 'created',
      title: t('commerceAdmin.purchases.columns.created'),
      render: (_, purchase) => <span className="admin-muted">{formatDateTime(purchase.createdAt, locale)}</span>,
    },
    {
      key: 'paid',
      title: t('commerceAdmin.purchases.columns.paid'),
      render: (_, purchase) => (
        <span className="admin-muted">{purchase.paidAt ? formatDateTime(purchase.paidAt, locale) : none}</span>
      ),
    },
  ];
  return (
    <AdminTable<Purchase>
      columns={columns}
      items={items}
      loading={loading}
      emptyText={emptyText}
      paging={paging}
      onOpen={onOpen}
    />
  );
}

export function PurchaseCards({ items, onOpen }: { items: Purchase[]; onOpen: (purchase: Purchase) => void }) {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  return (
    <ul className="admin-cards">
      {items.map((purchase) => (
        <li key={purchase.id} className="admin-card">
          <span className="admin-card-top">
            <span className="admin-card-title">{purchase.productName}</span>
            <span className="commerce-admin-tags">
              <PurchaseStatusTag status={purchase.status} />
              <PurchaseFlagTag flag={purchase.flag} />
            </span>
          </span>
          <dl className="admin-card-facts">
            <dt>{t('commerceAdmin.purchases.columns.reference')}</dt>
            <dd className="commerce-admin-code">{purchase.referenceId}</dd>
            <dt>{t('commerceAdmin.purchases.columns.amount')}</dt>
            <dd>
              {formatMoney(purchase.amount, purchase.currency, locale)} ·{' '}
              {t(`commerceAdmin.methods.${purchase.method}`)}
            </dd>
            <dt>{t('commerceAdmin.purchases.columns.created')}</dt>
            <dd>{formatDateTime(purchase.createdAt, locale)}</dd>
            {purchase.paidAt ? (
              <>
                <dt>{t('commerceAdmin.purchases.columns.paid')}</dt>
                <dd>{formatDateTime(purchase.paidAt, locale)}</dd>
              </>
            ) : null}
          </dl>
          <Button
            block
            aria-label={t('commerceAdmin.purchases.openNamed', { reference: purchase.referenceId })}
            onClick={() => onOpen(purchase)}
          >
            {t('commerceAdmin.purchases.open')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The customer filter's picker, given by the page (the customer search belongs to another feature). */
export type CustomerFilter = (props: {
  id: string;
  /** The chosen customer's id, or null for every customer. */
  value: string | null;
  /** Their name, when known (kept in the address beside the id). */
  name: string | undefined;
  onChange: (customerId: string | null, name?: string) => void;
}) => ReactNode;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every customer's purchases, newest first, by customer, status, method and reference; one opens with its payment
 * log. The customer filter shows when the page gives its picker (`customerFilter`).
 */
export function PurchaseList({ customerFilter }: { customerFilter?: CustomerFilter }) {
  const { t } = useTranslation();
  const customerFieldId = useId();
  const params = useListParams(['status', 'method', 'reference', 'flag', 'customer', 'customerName'] as const);
  const [, setSearchParams] = useSearchParams();
  const customerId = params.values.customer && UUID.test(params.values.customer) ? params.values.customer : undefined;
  // The customer and their name change together, back to the first page.
  const setCustomer = (id: string | null, name?: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of [
          ['customer', id],
          ['customerName', id ? name : undefined],
        ] as const)
          if (value) next.set(key, value);
          else next.delete(key);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const [open, setOpen] = useState<Purchase | null>(null);
  const status = PURCHASE_STATUSES.find((value) => value === params.values.status);
  const method = PAYMENT_METHODS.find((value) => value === params.values.method);
  const flag = PURCHASE_FLAGS.find((value) => value === params.values.flag);
  const search = usePurchases({
    customerId,
    status,
    method,
    flag,
    referenceId: params.values.reference,
    page: params.page,
    pageSize: PAGE_SIZE,
  });
  const filtered = customerId || status || method || flag || params.values.reference;
  const emptyText = t(filtered ? 'commerceAdmin.purchases.noMatch' : 'commerceAdmin.purchases.empty');
  // The open purchase follows the list once it is fetched again (a refund), else stays as it was opened.
  const shown = open ? (search.data?.items.find((item) => item.id === open.id) ?? open) : null;

  return (
    <div className="admin-stack">
      <div className="admin-filters commerce-admin-filters">
        {customerFilter ? (
          <div className="admin-filter commerce-admin-customer-filter">
            <label htmlFor={customerFieldId} className="admin-filter-label">
              {t('commerceAdmin.purchases.customerLabel')}
            </label>
            {customerFilter({
              id: customerFieldId,
              value: customerId ?? null,
              name: params.values.customerName,
              onChange: setCustomer,
            })}
          </div>
        ) : null}
        <SearchFilter
          label={t('commerceAdmin.purchases.referenceLabel')}
          placeholder={t('commerceAdmin.purchases.referencePlaceholder')}
          value={params.values.reference ?? ''}
          onSearch={(text) => params.setFilter('reference', text)}
        />
        <FilterSegments<PurchaseStatus>
          label={t('commerceAdmin.purchases.statusLabel')}
          allLabel={t('commerceAdmin.all')}
          options={PURCHASE_STATUSES.map((value) => ({ value, label: t(`commerceAdmin.status.${value}`) }))}
          value={status}
          onChange={(next) => params.setFilter('status', next)}
        />
        <FilterSegments<PaymentMethod>
          label={t('commerceAdmin.purchases.methodLabel')}
          allLabel={t('commerceAdmin.all')}
          options={PAYMENT_METHODS.map((value) => ({ value, label: t(`commerceAdmin.methods.${value}`) }))}
          value={method}
          onChange={(next) => params.setFilter('method', next)}
        />
        <FilterSegments<PurchaseFlag>
          label={t('commerceAdmin.purchases.flagLabel')}
          allLabel={t('commerceAdmin.all')}
          options={PURCHASE_FLAGS.map((value) => ({ value, label: t(`commerceAdmin.flags.${value}`) }))}
          value={flag}
          onChange={(next) => params.setFilter('flag', next)}
        />
      </div>
      <PagedList
        query={search}
        page={params.page}
        onPage={params.setPage}
        emptyText={emptyText}
        table={(items, paging) => (
          <PurchaseTable
            items={items}
            loading={search.isFetching}
            emptyText={emptyText}
            paging={paging}
            onOpen={setOpen}
          />
        )}
        cards={(items) => <PurchaseCards items={items} onOpen={setOpen} />}
      />
      <PurchaseDetail purchase={shown} onRefunded={setOpen} onClose={() => setOpen(null)} />
    </div>
  );
}
