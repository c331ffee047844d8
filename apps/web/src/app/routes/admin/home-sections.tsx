import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../components/use-page-meta';
import { SectionsScreen } from '../../../features/content/admin/sections-screen';
import { usePublicConfig } from '../../../lib/public-config';
import { RequireArea } from './require-area';

/** /admin/home-sections (DASHBOARD): the home page's sections in order, with their link actions. */
export default function AdminHomeSectionsPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  usePageMeta({ title: `${t('admin.nav.homeSections')} | ${brand.shortName} ${t('admin.title')}`, noindex: true });
  return (
    <RequireArea area="DASHBOARD">
      <SectionsScreen />
    </RequireArea>
  );
}
