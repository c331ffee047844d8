import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePageMeta } from '../../../components/use-page-meta';
import { PurchaseList } from '../../../features/commerce-admin/components/purchase-list';
import { CustomerPicker } from '../../../features/videos-admin/components/customer-picker';
import { usePublicConfig } from '../../../lib/public-config';
import { RequireArea } from './require-area';

/**
 * /admin/purchases (TRANSACTION): every purchase, its payment log, and refunds of paid ones; filtered by customer
 * with the grants screen's customer search (composed here: the features do not import each other).
 */
export default function AdminPurchasesPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  usePageMeta({ title: `${t('admin.nav.purchases')} | ${brand.shortName} ${t('admin.title')}`, noindex: true });
  return (
    <RequireArea area="TRANSACTION">
      <div className="admin-page">
        <PageHeader title={t('commerceAdmin.purchases.title')} subtitle={t('commerceAdmin.purchases.subtitle')} />
        <PurchaseList
          customerFilter={({ id, value, name, onChange }) => (
            <CustomerPicker
              id={id}
              className="admin-full-width"
              value={value}
              chosen={value ? { id: value, name: name ?? value, email: null } : null}
              placeholder={t('commerceAdmin.purchases.customerPlaceholder')}
              onChange={(customerId, customer) => onChange(customerId, customer?.name)}
            />
          )}
        />
      </div>
    </RequireArea>
  );
}
