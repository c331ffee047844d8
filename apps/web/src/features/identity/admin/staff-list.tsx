import { MailOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import type { CustomerSummary } from '@ringside/contract';
import { formatDate, DATE_FORMAT_ISO } from '@ringside/contract/display/dates';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useCustomersSearch } from '../api/admin-customers';
import { AreaTags } from './area-tags';
import { customerLink } from './customer-facts';
import { PAGE_SIZE, useListParams } from '../../../components/admin/list-params';
import { ListPending } from '../../../components/admin/list-state';
import { PhonePager } from '../../../components/admin/phone-pager';
import { useIsDesktop } from '../../../components/admin/use-is-desktop';
import { AdminTable } from '../../../components/admin/admin-table';
import '../../../components/admin/admin.css';
import './admin.css';
import { useDisplayLocale } from '../../../components/use-display-locale';

/** Staff accounts (customer type SUPPORT) with the areas each holds; a row opens the staff member. */
export function StaffList() {
  const locale = useDisplayLocale();
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const isDesktop = useIsDesktop();
  const { page, setPage } = useListParams([] as const);
  const search = useCustomersSearch({ customerType: 'SUPPORT', page, pageSize: PAGE_SIZE });
  const from = location.pathname + location.search;
  const result = search.data;
  if (!result) return <ListPending failed={search.isError} onRetry={() => void search.refetch()} />;

  const open = (id: string) => {
    const link = customerLink(id, from);
    void navigate(link.to, { state: link.state });
  };
  const none = t('admin.list.none');
  const columns: TableColumnsType<CustomerSummary> = [
    {
      key: 'name',
      title: t('admin.customers.columns.name'),
      render: (_, staff) => (
        <Link {...customerLink(staff.id, from)} className="admin-strong-link">
          {staff.fullName}
        </Link>
      ),
    },
    { key: 'email', title: t('admin.customers.columns.email'), render: (_, staff) => staff.email ?? none },
    { key: 'areas', title: t('admin.permissions.label'), render: (_, staff) => <AreaTags areas={staff.permissions} /> },
    { key: 'devices', title: t('admin.customers.columns.devices'), dataIndex: 'activeDevices', align: 'right' },
    {
      key: 'joined',
      title: t('admin.customers.columns.joined'),
      render: (_, staff) => formatDate(staff.createdAt, DATE_FORMAT_ISO, locale),
      className: 'admin-nowrap',
    },
  ];

  if (isDesktop)
    return (
      <AdminTable<CustomerSummary>
        columns={columns}
        items={result.items}
        loading={search.isFetching}
        emptyText={t('admin.staff.empty')}
        paging={{ page, pageSize: PAGE_SIZE, total: result.total, onPage: setPage }}
        onOpen={(staff) => open(staff.id)}
      />
    );
  if (result.items.length === 0) return <EmptyState text={t('admin.staff.empty')} />;
  return (
    <>
      <ul className="admin-cards">
        {result.items.map((staff) => (
          <li key={staff.id}>
            <Link {...customerLink(staff.id, from)} className="admin-card">
              <span className="admin-card-title">{staff.fullName}</span>
              {staff.email ? (
                <span className="admin-card-line">
                  <MailOutlined aria-hidden /> {staff.email}
                </span>
              ) : null}
              <AreaTags areas={staff.permissions} />
              <span className="admin-card-meta">
                <span>{t('admin.customers.devicesCount', { count: staff.activeDevices })}</span>
                <span>
                  {t('admin.customers.joinedOn', { date: formatDate(staff.createdAt, DATE_FORMAT_ISO, locale) })}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <PhonePager page={page} pageSize={PAGE_SIZE} total={result.total} onPage={setPage} />
    </>
  );
}
