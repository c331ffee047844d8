import { Card, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageMeta } from '../../../components/use-page-meta';
import { CustomerPurchases } from '../../../features/commerce-admin/components/customer-purchases';
import { CustomerTickets } from '../../../features/commerce-admin/components/customer-tickets';
import { CustomerDetailView } from '../../../features/identity/admin/customer-detail-view';
import { useCustomerDetail } from '../../../features/identity/api/customer-detail';
import { CustomerGrants } from '../../../features/videos-admin/components/customer-grants';
import { usePublicConfig } from '../../../lib/public-config';
import { useSession } from '../../../lib/session';
import { RequireArea } from './require-area';

/** What the customer bought, holds and may watch, in tabs: for staff who also hold TRANSACTION. */
function CustomerActivity({ customer }: { customer: { id: string; fullName: string } }) {
  const { t } = useTranslation();
  return (
    <Card
      className="admin-panel admin-activity"
      title={
        <Typography.Title level={2} className="admin-section-title">
          {t('admin.customer.activityTitle')}
        </Typography.Title>
      }
    >
      <Tabs
        destroyOnHidden
        items={[
          {
            key: 'purchases',
            label: t('admin.customer.tabs.purchases'),
            children: <CustomerPurchases customerId={customer.id} customerName={customer.fullName} />,
          },
          {
            key: 'tickets',
            label: t('admin.customer.tabs.tickets'),
            children: <CustomerTickets customerId={customer.id} />,
          },
          {
            key: 'grants',
            label: t('admin.customer.tabs.grants'),
            children: <CustomerGrants customerId={customer.id} />,
          },
        ]}
      />
    </Card>
  );
}

/**
 * /admin/customers/:userId (USERS): one customer, their devices and, for staff, their areas; with TRANSACTION too,
 * their purchases, tickets and access.
 */
export default function CustomerDetailPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const { userId = '' } = useParams();
  const session = useSession();
  // The same query the view runs (shared cache), read here for the title; not run without the area.
  const name = useCustomerDetail(session?.permissions.includes('USERS') ? userId : undefined).data?.fullName;
  usePageMeta({ title: `${name ?? t('admin.nav.customers')} | ${brand.shortName} ${t('admin.title')}`, noindex: true });
  const cashier = session?.permissions.includes('TRANSACTION') ?? false;
  return (
    <RequireArea area="USERS">
      <div className="admin-page">
        <CustomerDetailView
          key={userId}
          userId={userId}
          sections={cashier ? (customer) => <CustomerActivity customer={customer} /> : undefined}
        />
      </div>
    </RequireArea>
  );
}
