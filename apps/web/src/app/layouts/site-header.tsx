import { MenuOutlined } from '../../components/ui/icons/MenuOutlined';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { useLogout } from '../../features/identity/api/logout';
import { usePublicConfig } from '../../lib/public-config';
import { useSession } from '../../lib/session';
import { useAccountLinks } from './account-links';
import { LanguageSwitch } from './language-switch';
import { SiteDrawer } from './site-drawer';

// What only a signed-in customer sees loads when one is: a visitor's page (and the server's) carries none of it.
const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }));
const TicketsShortcut = lazy(async () => ({ default: (await import('./tickets-shortcut')).TicketsShortcut }));

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

function PhoneAccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const session = useSession();
  const links = useAccountLinks(session as NonNullable<typeof session>);
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <ul className="drawer-links">
      {links.map((link) => (
        <li key={link.key}>
          <NavLink to={link.key} end className="drawer-link" onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
      <li>
        <button
          type="button"
          className="drawer-link drawer-link-danger"
          onClick={() => {
            onNavigate();
            logout.mutate();
          }}
        >
          {t('nav.signOut')}
        </button>
      </li>
    </ul>
  );
}

/**
 * Brand, the sections, the language, and sign-in or the account menu. On phones the language stays in the
 * header (one tap from any page) and the rest goes in a drawer.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const sections = [
    { to: '/', label: t('nav.home') },
    { to: '/events', label: t('nav.events') },
    { to: '/fighters', label: t('nav.fighters') },
    { to: '/rankings', label: t('nav.rankings') },
    { to: '/videos', label: t('nav.videos') },
  ];
  const close = () => setOpen(false);
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
          {session ? (
            <Suspense fallback={null}>
              <TicketsShortcut userId={session.userId} />
            </Suspense>
          ) : null}
          <LanguageSwitch dark />
          {session ? (
            <span className="desktop-only">
              <Suspense fallback={null}>
                <AccountMenu session={session} />
              </Suspense>
            </span>
          ) : (
            <>
              <Link to={`/signin?next=${next}`} className="desktop-only header-link">
                {t('nav.signIn')}
              </Link>
              <ButtonLink to="/signup" variant="primary" className="signup-button">
                {t('nav.signUp')}
              </ButtonLink>
            </>
          )}
          <button
            type="button"
            className="phone-only menu-button"
            aria-label={t('nav.menu')}
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setOpen(true)}
          >
            <MenuOutlined />
          </button>
        </div>
      </div>
      <SiteDrawer open={open} onClose={close}>
        <nav aria-label={t('nav.menu')}>
          <ul className="drawer-links">
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.to === '/'} className="drawer-link" onClick={close}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="drawer-section">
          {session ? (
            <PhoneAccountLinks onNavigate={close} />
          ) : (
            <div className="drawer-buttons">
              <ButtonLink block to={`/signin?next=${next}`} onClick={close}>
                {t('nav.signIn')}
              </ButtonLink>
              <ButtonLink block variant="primary" to="/signup" onClick={close}>
                {t('nav.signUp')}
              </ButtonLink>
            </div>
          )}
        </div>
      </SiteDrawer>
    </header>
  );
}
