import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../components/use-page-meta';
import { MoneyView } from '../../../features/commerce-admin/components/money-view';
import { usePublicConfig } from '../../../lib/public-config';
import { RequireArea } from './require-area';

/** /admin/money (TRANSACTION): sales and refunds of a period, by day, event, product type or gateway; the CSV. */
export default function AdminMoneyPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  usePageMeta({ title: `${t('admin.nav.money')} | ${brand.shortName} ${t('admin.title')}`, noindex: true });
  return (
    <RequireArea area="TRANSACTION">
      <div className="admin-page">
        <MoneyView />
      </div>
    </RequireArea>
  );
}
