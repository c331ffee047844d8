import { ArrowLeftOutlined, LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Layout, Menu, type MenuProps } from 'antd';
import type { PermissionArea } from '@ringside/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useLogout } from '../../features/identity/api/logout';
import { usePublicConfig } from '../../lib/public-config';
import { useSession } from '../../lib/session';
import { AntdArea } from '../../components/antd/antd-area';
import { MAIN_CONTENT_ID, RouteFocus } from '../../components/route-focus';
import { SkipLink } from '../../components/skip-link';
import AdminSignIn from '../routes/admin/sign-in';
import { LanguageSwitch } from './language-switch';

/** Back-office screens and the permission area each needs; the menu shows only what the staff member holds. */
export const ADMIN_SCREENS: { path: string; labelKey: string; area?: PermissionArea }[] = [
  { path: '/admin', labelKey: 'admin.nav.overview' },
  { path: '/admin/customers', labelKey: 'admin.nav.customers', area: 'USERS' },
  { path: '/admin/staff', labelKey: 'admin.nav.staff', area: 'USERS' },
  { path: '/admin/invitations', labelKey: 'admin.nav.invitations', area: 'USERS' },
  { path: '/admin/fighters', labelKey: 'admin.nav.fighters', area: 'BOOKINGANDTICKETING' },
  { path: '/admin/events', labelKey: 'admin.nav.events', area: 'BOOKINGANDTICKETING' },
  { path: '/admin/event-registrations', labelKey: 'admin.nav.registrations', area: 'BOOKINGANDTICKETING' },
  { path: '/admin/check-in', labelKey: 'admin.nav.checkIn', area: 'BOOKINGANDTICKETING' },
  { path: '/admin/master-data', labelKey: 'admin.nav.masterData', area: 'BOOKINGANDTICKETING' },
  { path: '/admin/rankings', labelKey: 'admin.nav.rankings', area: 'BOOKINGANDTICKETING' },
  { path: '/admin/videos', labelKey: 'admin.nav.videos', area: 'DASHBOARD' },
  { path: '/admin/video-categories', labelKey: 'admin.nav.videoCategories', area: 'DASHBOARD' },
  { path: '/admin/showcases', labelKey: 'admin.nav.showcases', area: 'DASHBOARD' },
  { path: '/admin/live', labelKey: 'admin.nav.live', area: 'DASHBOARD' },
  { path: '/admin/home-sections', labelKey: 'admin.nav.homeSections', area: 'DASHBOARD' },
  { path: '/admin/ads', labelKey: 'admin.nav.ads', area: 'DASHBOARD' },
  { path: '/admin/audience', labelKey: 'admin.nav.audience', area: 'DASHBOARD' },
  { path: '/admin/products', labelKey: 'admin.nav.products', area: 'TRANSACTION' },
  { path: '/admin/purchases', labelKey: 'admin.nav.purchases', area: 'TRANSACTION' },
  { path: '/admin/money', labelKey: 'admin.nav.money', area: 'TRANSACTION' },
  { path: '/admin/grants', labelKey: 'admin.nav.grants', area: 'TRANSACTION' },
];

function AdminMenu({ onNavigate }: { onNavigate: (path: string) => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const held = new Set(session?.permissions ?? []);
  const items: MenuProps['items'] = ADMIN_SCREENS.filter((screen) => !screen.area || held.has(screen.area)).map(
    (screen) => ({
      key: screen.path,
      label: t(screen.labelKey),
    }),
  );
  const selected = ADMIN_SCREENS.map((screen) => screen.path)
    .filter((path) => location.pathname === path || (path !== '/admin' && location.pathname.startsWith(path)))
    .slice(-1);
  return (
    <Menu mode="inline" theme="dark" selectedKeys={selected} items={items} onClick={({ key }) => onNavigate(key)} />
  );
}

/**
 * The back office (loaded on its own, with antd: decision 43): staff sign in here; everyone else meets the
 * sign-in form or the 403 page.
 */
export function Component() {
  const session = useSession();
  return (
    <AntdArea>
      {!session || session.customerType !== 'SUPPORT' ? (
        <>
          <SkipLink />
          <AdminSignIn />
        </>
      ) : (
        <AdminShell />
      )}
    </AntdArea>
  );
}

function AdminShell() {
  const { t } = useTranslation();
  const { brand } = usePublicConfig();
  const session = useSession();
  const navigate = useNavigate();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const go = (path: string) => {
    setOpen(false);
    void navigate(path);
  };
  return (
    <Layout className="admin">
      <SkipLink />
      <Layout.Sider className="admin-sider desktop-only" width={232}>
        <Link to="/admin" className="admin-brand">
          {brand.shortName} <span>{t('admin.title')}</span>
        </Link>
        <AdminMenu onNavigate={go} />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="admin-header">
          <Button
            className="phone-only"
            type="text"
            icon={<MenuOutlined />}
            aria-label={t('nav.menu')}
            onClick={() => setOpen(true)}
          />
          <span className="phone-only admin-header-title">
            {brand.shortName} {t('admin.title')}
          </span>
          <div className="admin-header-actions">
            <Link to="/" className="desktop-only">
              <ArrowLeftOutlined /> {t('admin.viewSite')}
            </Link>
            <LanguageSwitch />
            <span className="desktop-only admin-user">{session?.fullName}</span>
            <Button icon={<LogoutOutlined />} onClick={() => logout.mutate()} aria-label={t('nav.signOut')}>
              <span className="desktop-only">{t('nav.signOut')}</span>
            </Button>
          </div>
        </Layout.Header>
        <Layout.Content className="admin-content" id={MAIN_CONTENT_ID} tabIndex={-1}>
          <Outlet />
        </Layout.Content>
        <RouteFocus />
      </Layout>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement="left"
        size={260}
        className="admin-drawer"
        title={`${brand.shortName} ${t('admin.title')}`}
      >
        <AdminMenu onNavigate={go} />
      </Drawer>
    </Layout>
  );
}
