import { Typography } from 'antd';
import { CUSTOMER_TYPES, type CustomerType } from '@ringside/contract';
import { formatNumber } from '@ringside/contract/display/numbers';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useCustomersSearch } from '../api/admin-customers';
import { CustomerCards } from './customer-cards';
import { CustomerFilters } from './customer-filters';
import { CustomerTable } from './customer-table';
import { PAGE_SIZE, useListParams } from '../../../components/admin/list-params';
import { ListPending } from '../../../components/admin/list-state';
import { PhonePager } from '../../../components/admin/phone-pager';
import { useIsDesktop } from '../../../components/admin/use-is-desktop';
import '../../../components/admin/admin.css';
import './admin.css';
import { useDisplayLocale } from '../../../components/use-display-locale';

const isCustomerType = (value: string | undefined): value is CustomerType =>
  CUSTOMER_TYPES.some((type) => type === value);

/** Every customer: search, type filter and pages (kept in the address); a table on desktop, cards on phones. */
export function CustomerList() {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const location = useLocation();
  const isDesktop = useIsDesktop();
  const { values, page, setFilter, setPage } = useListParams(['q', 'type'] as const);
  const type = isCustomerType(values.type) ? values.type : undefined;
  const search = useCustomersSearch({ search: values.q, customerType: type, page, pageSize: PAGE_SIZE });
  const from = location.pathname + location.search;
  const result = search.data;

  return (
    <div className="admin-stack">
      <CustomerFilters
        search={values.q ?? ''}
        type={type}
        onSearch={(text) => setFilter('q', text)}
        onType={(next) => setFilter('type', next)}
      />
      {result ? (
        <>
          <Typography.Text type="secondary" className="admin-total" aria-live="polite">
            {t('admin.list.total', { total: formatNumber(result.total, locale) })}
          </Typography.Text>
          {isDesktop ? (
            <CustomerTable
              items={result.items}
              loading={search.isFetching}
              page={page}
              pageSize={PAGE_SIZE}
              total={result.total}
              onPage={setPage}
              from={from}
            />
          ) : result.items.length === 0 ? (
            <EmptyState text={t('admin.customers.empty')} />
          ) : (
            <>
              <CustomerCards items={result.items} from={from} />
              <PhonePager page={page} pageSize={PAGE_SIZE} total={result.total} onPage={setPage} />
            </>
          )}
        </>
      ) : (
        <ListPending failed={search.isError} onRetry={() => void search.refetch()} />
      )}
    </div>
  );
}
