import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { usePageMeta } from '../../../components/use-page-meta';
import { PurchaseList } from '../../../features/commerce/components/purchase-list';
import { usePublicConfig } from '../../../lib/public-config';
import { useSession } from '../../../lib/session';

/** /account/purchases: what the customer has bought and the state of each payment. */
export default function PurchasesPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const session = useSession();
  usePageMeta({ title: `${t('commerce.purchases.title')} | ${brand.shortName}`, noindex: true });
  return (
    <>
      <PageHeader title={t('commerce.purchases.title')} subtitle={t('commerce.purchases.subtitle')} />
      {session ? <PurchaseList userId={session.userId} /> : null}
    </>
  );
}
