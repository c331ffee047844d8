import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageMeta } from '../../../components/use-page-meta';
import { CustomerDetailView } from '../../../features/identity/admin/customer-detail-view';
import { useCustomerDetail } from '../../../features/identity/api/customer-detail';
import { usePublicConfig } from '../../../lib/public-config';
import { useSession } from '../../../lib/session';
import { RequireArea } from './require-area';

/** /admin/customers/:userId (USERS): one customer, their devices and, for staff, their areas. */
export default function CustomerDetailPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const { userId = '' } = useParams();
  const session = useSession();
  // The same query the view runs (shared cache), read here for the title; not run without the area.
  const name = useCustomerDetail(session?.permissions.includes('USERS') ? userId : undefined).data?.fullName;
  usePageMeta({ title: `${name ?? t('admin.nav.customers')} | ${brand.shortName} ${t('admin.title')}`, noindex: true });
  return (
    <RequireArea area="USERS">
      <div className="admin-page">
        <CustomerDetailView key={userId} userId={userId} />
      </div>
    </RequireArea>
  );
}
