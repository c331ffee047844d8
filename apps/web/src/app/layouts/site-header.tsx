import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Menu } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useLogout } from '../../features/identity/api/logout';
import { usePublicConfig } from '../../lib/public-config';
import { useSession } from '../../lib/session';
import { AccountMenu, useAccountLinks } from './account-menu';
import { LanguageSwitch } from './language-switch';

/**
 * The home link: its name is the text it shows (the short name, then the full name, which phones keep for screen
 * readers only), so what a voice-control user reads out is what the link is called.
 */
function Brand() {
  const { brand } = usePublicConfig();
  return (
    <Link to="/" className="brand">
      {brand.logoUrl ? (
        <img src={brand.logoUrl} alt="" height={32} />
      ) : (
        <span className="brand-mark">{brand.shortName}</span>
      )}
      <span className="brand-name">{brand.name}</span>
    </Link>
  );
}

function PhoneAccountLinks({ onNavigate }: { onNavigate: (to: string) => void }) {
  const session = useSession();
  const links = useAccountLinks(session as NonNullable<typeof session>);
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Menu
      mode="inline"
      selectable={false}
      items={[...links, { key: 'sign-out', label: t('nav.signOut'), danger: true }]}
      onClick={({ key }) => (key === 'sign-out' ? logout.mutate() : onNavigate(key))}
    />
  );
}

/** Brand, the four sections, language, and sign-in or the account menu; a drawer on phones. */
export function SiteHeader() {
  const { t } = useTranslation();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const sections = [
    { to: '/', label: t('nav.home') },
    { to: '/events', label: t('nav.events') },
    { to: '/fighters', label: t('nav.fighters') },
    { to: '/videos', label: t('nav.videos') },
  ];
  const go = (to: string) => {
    setOpen(false);
    void navigate(to);
  };
  const next = encodeURIComponent(location.pathname + location.search);

  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Brand />
        <nav className="site-nav" aria-label={t('nav.menu')}>
          {sections.map((section) => (
            <NavLink key={section.to} to={section.to} end={section.to === '/'} className="site-nav-link">
              {section.label}
            </NavLink>
          ))}
        </nav>
        <div className="site-header-actions">
          <span className="desktop-only">
            <LanguageSwitch dark />
          </span>
          {session ? (
            <span className="desktop-only">
              <AccountMenu session={session} />
            </span>
          ) : (
            <>
              <Link to={`/signin?next=${next}`} className="desktop-only header-link">
                {t('nav.signIn')}
              </Link>
              <Button type="primary" className="signup-button" onClick={() => void navigate('/signup')}>
                {t('nav.signUp')}
              </Button>
            </>
          )}
          <Button
            type="text"
            className="phone-only menu-button"
            aria-label={t('nav.menu')}
            icon={<MenuOutlined />}
            onClick={() => setOpen(true)}
          />
        </div>
      </div>
      <Drawer open={open} onClose={() => setOpen(false)} placement="right" size={300} title={t('nav.menu')}>
        <Menu
          mode="inline"
          selectedKeys={[location.pathname]}
          items={sections.map((section) => ({ key: section.to, label: section.label }))}
          onClick={({ key }) => go(key)}
        />
        <div className="drawer-section">
          {session ? (
            <PhoneAccountLinks onNavigate={go} />
          ) : (
            <div className="drawer-buttons">
              <Button block onClick={() => go(`/signin?next=${next}`)}>
                {t('nav.signIn')}
              </Button>
              <Button block type="primary" onClick={() => go('/signup')}>
                {t('nav.signUp')}
              </Button>
            </div>
          )}
        </div>
        <div className="drawer-section">
          <LanguageSwitch />
        </div>
      </Drawer>
    </header>
  );
}
