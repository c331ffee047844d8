import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePageMeta } from '../../../components/use-page-meta';
import { ProductList } from '../../../features/commerce-admin/components/product-list';
import { usePublicConfig } from '../../../lib/public-config';
import { RequireArea } from './require-area';

/** /admin/products (TRANSACTION): what is on sale (videos, events live, showcases), at what price and when. */
export default function AdminProductsPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  usePageMeta({ title: `${t('admin.nav.products')} | ${brand.shortName} ${t('admin.title')}`, noindex: true });
  return (
    <RequireArea area="TRANSACTION">
      <div className="admin-page">
        <PageHeader title={t('commerceAdmin.products.title')} subtitle={t('commerceAdmin.products.subtitle')} />
        <ProductList />
      </div>
    </RequireArea>
  );
}
