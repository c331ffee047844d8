import type { PermissionArea } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../components/use-page-meta';
import { AdminOverview } from '../../../features/identity/admin/admin-overview';
import type { AreaScreen } from '../../../features/identity/admin/area-cards';
import { usePublicConfig } from '../../../lib/public-config';
import { ADMIN_SCREENS } from '../../layouts/admin-layout';

/** /admin: the greeting and the areas held. The area cards link to the same screens as the menu. */
export default function OverviewPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  usePageMeta({ title: `${t('admin.nav.overview')} | ${brand.shortName} ${t('admin.title')}`, noindex: true });
  const screens: Partial<Record<PermissionArea, AreaScreen[]>> = {};
  for (const screen of ADMIN_SCREENS) {
    if (!screen.area) continue;
    (screens[screen.area] ??= []).push({ path: screen.path, label: t(screen.labelKey) });
  }
  return <AdminOverview screens={screens} />;
}
