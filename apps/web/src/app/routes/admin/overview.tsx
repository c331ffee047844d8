import type { PermissionArea } from '@ringside/contract';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../components/use-page-meta';
import { NextEventSeatsPanel, RevenueTrendPanel } from '../../../features/commerce-admin/components/money-overview';
import { AdminOverview } from '../../../features/identity/admin/admin-overview';
import type { AreaScreen } from '../../../features/identity/admin/area-cards';
import { LiveViewersPanels } from '../../../features/videos-admin/components/live-viewers-panel';
import { usePublicConfig } from '../../../lib/public-config';
import { useSession } from '../../../lib/session';
import { ADMIN_SCREENS } from '../../layouts/admin-layout';

/**
 * /admin: the greeting, the figures of the areas held (the live audience for DASHBOARD while an event is on air; net
 * revenue of the last 30 days and the next event's seats for TRANSACTION), and the areas. The area cards link to the
 * same screens as the menu.
 */
export default function OverviewPage() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const held = new Set(useSession()?.permissions ?? []);
  usePageMeta({ title: `${t('admin.nav.overview')} | ${brand.shortName} ${t('admin.title')}`, noindex: true });
  const screens: Partial<Record<PermissionArea, AreaScreen[]>> = {};
  for (const screen of ADMIN_SCREENS) {
    if (!screen.area) continue;
    (screens[screen.area] ??= []).push({ path: screen.path, label: t(screen.labelKey) });
  }
  const figures =
    held.has('DASHBOARD') || held.has('TRANSACTION') ? (
      <section className="admin-stack" aria-label={t('admin.overview.figuresTitle')}>
        {held.has('DASHBOARD') ? <LiveViewersPanels /> : null}
        {held.has('TRANSACTION') ? (
          <div className="admin-figures-grid">
            <RevenueTrendPanel />
            <NextEventSeatsPanel />
          </div>
        ) : null}
      </section>
    ) : null;
  return <AdminOverview screens={screens} figures={figures} />;
}
