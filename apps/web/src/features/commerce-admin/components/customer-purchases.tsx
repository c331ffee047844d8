import type { Purchase } from '@ringside/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGE_SIZE } from '../../../components/admin/list-params';
import { PagedList } from '../../../components/admin/paged-list';
import { usePurchases } from '../api/purchases';
import { PurchaseDetail } from './purchase-detail';
import { PurchaseCards, PurchaseTable } from './purchase-list';
import '../../../components/admin/admin.css';
import './commerce-admin.css';

/**
 * A customer's purchases on their back-office page (TRANSACTION), newest first, a page at a time; one opens with
 * its payment log and refund, as in the purchases list, which the link opens filtered to them.
 */
export function CustomerPurchases({ customerId, customerName }: { customerId: string; customerName: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Purchase | null>(null);
  const search = usePurchases({ customerId, page, pageSize: PAGE_SIZE });
  const emptyText = t('commerceAdmin.customer.purchasesEmpty');
  const shown = open ? (search.data?.items.find((item) => item.id === open.id) ?? open) : null;
  const all = new URLSearchParams({ customer: customerId, customerName });
  return (
    <div className="admin-stack">
      <PagedList
        query={search}
        page={page}
        onPage={setPage}
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
      {search.data?.total ? (
        <div>
          <Link to={`/admin/purchases?${all.toString()}`}>{t('commerceAdmin.customer.allPurchases')}</Link>
        </div>
      ) : null}
      <PurchaseDetail purchase={shown} onRefunded={setOpen} onClose={() => setOpen(null)} />
    </div>
  );
}
