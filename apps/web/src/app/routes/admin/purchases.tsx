import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePageMeta } from '../../../components/use-page-meta';
import { PurchaseList } from '../../../features/commerce-admin/components/purchase-list';
import { usePublicConfig } from '../../../lib/public-config';
import { RequireArea } from './require-area';

/** /admin/purchases (TRANSACTION): every purchase, its payment log, and refunds of paid ones. */
export default function AdminPurchasesPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  usePageMeta({ title: `${t('admin.nav.purchases')} | ${brand.shortName} ${t('admin.title')}`, noindex: true });
  return (
    <RequireArea area="TRANSACTION">
      <div className="admin-page">
        <PageHeader title={t('commerceAdmin.purchases.title')} subtitle={t('commerceAdmin.purchases.subtitle')} />
        <PurchaseList />
      </div>
    </RequireArea>
  );
}
