import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePageMeta } from '../../../components/use-page-meta';
import { CustomerList } from '../../../features/identity/admin/customer-list';
import { usePublicConfig } from '../../../lib/public-config';
import { RequireArea } from './require-area';

/** /admin/customers (USERS): every account, searchable and filtered by type. */
export default function CustomersPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  usePageMeta({ title: `${t('admin.nav.customers')} | ${brand.shortName} ${t('admin.title')}`, noindex: true });
  return (
    <RequireArea area="USERS">
      <div className="admin-page">
        <PageHeader title={t('admin.nav.customers')} subtitle={t('admin.customers.subtitle')} />
        <CustomerList />
      </div>
    </RequireArea>
  );
}
