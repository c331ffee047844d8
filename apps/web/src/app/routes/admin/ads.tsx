import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../components/use-page-meta';
import { AdsScreen } from '../../../features/content/admin/ads-screen';
import { usePublicConfig } from '../../../lib/public-config';
import { RequireArea } from './require-area';

/** /admin/ads (DASHBOARD): ads by placement, their dates in Kathmandu time, whether they run now. */
export default function AdminAdsPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  usePageMeta({ title: `${t('admin.nav.ads')} | ${brand.shortName} ${t('admin.title')}`, noindex: true });
  return (
    <RequireArea area="DASHBOARD">
      <AdsScreen />
    </RequireArea>
  );
}
