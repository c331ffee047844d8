import type { TableColumnsType } from 'antd';
import type { CustomerSummary } from '@ringside/contract';
import { formatDate, DATE_FORMAT_ISO } from '@ringside/contract/display/dates';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CustomerTypeTag } from './customer-type-tag';
import { customerLink, mobileOf, purposeOf } from './customer-facts';
import { AdminTable } from '../../../components/admin/admin-table';
import { VerifiedMark } from '../../../components/admin/verified-mark';
import { useDisplayLocale } from '../../../components/use-display-locale';

interface Props {
  items: CustomerSummary[];
  loading: boolean;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** The list's address, to come back to from the detail. */
  from: string;
}

/** Customers on desktop: one row each; a click anywhere on the row opens the detail. */
export function CustomerTable({ items, loading, page, pageSize, total, onPage, from }: Props) {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const none = t('admin.list.none');
  const columns: TableColumnsType<CustomerSummary> = [
    {
      key: 'name',
      title: t('admin.customers.columns.name'),
      render: (_, customer) => (
        <Link {...customerLink(customer.id, from)} className="admin-strong-link">
          {customer.fullName}
        </Link>
      ),
    },
    {
      key: 'email',
      title: t('admin.customers.columns.email'),
      render: (_, customer) => <span className="admin-break">{customer.email ?? none}</span>,
    },
    {
      key: 'mobile',
      title: t('admin.customers.columns.mobile'),
      render: (_, customer) => mobileOf(customer) || none,
      className: 'admin-nowrap',
    },
    {
      key: 'type',
      title: t('admin.customers.columns.type'),
      render: (_, customer) => <CustomerTypeTag type={customer.customerType} />,
    },
    {
      key: 'purpose',
      title: t('admin.customers.columns.purpose'),
      render: (_, customer) => {
        const purpose = purposeOf(customer);
        return purpose ? t(`admin.purposes.${purpose}`) : none;
      },
    },
    {
      key: 'verified',
      title: t('admin.customers.columns.verified'),
      render: (_, customer) => <VerifiedMark verified={customer.verified} />,
    },
    { key: 'devices', title: t('admin.customers.columns.devices'), dataIndex: 'activeDevices', align: 'right' },
    {
      key: 'joined',
      title: t('admin.customers.columns.joined'),
      render: (_, customer) => formatDate(customer.createdAt, DATE_FORMAT_ISO, locale),
      className: 'admin-nowrap',
    },
  ];
  return (
    <AdminTable<CustomerSummary>
      columns={columns}
      items={items}
      loading={loading}
      emptyText={t('admin.customers.empty')}
      paging={{ page, pageSize, total, onPage }}
      onOpen={(customer) => {
        const link = customerLink(customer.id, from);
        void navigate(link.to, { state: link.state });
      }}
    />
  );
}
