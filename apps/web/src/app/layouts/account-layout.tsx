import { Menu, Segmented } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { useAccountLinks } from './account-menu';

/** The signed-in customer's area: a side menu on desktop, a scrollable switcher on phones. */
export function AccountLayout() {
  const session = useSession();
  const location = useLocation();
  // Arriving without a session goes to sign-in; a session that ends here is the shell's to handle
  // (it returns to the home page and says why), so this guard must not race it.
  const [arrivedSignedIn] = useState(session !== null);
  if (!session) {
    if (arrivedSignedIn) return null;
    return <Navigate to={`/signin?next=${encodeURIComponent(location.pathname)}`} replace />;
  }
  return <SignedInAccount />;
}

function SignedInAccount() {
  const session = useSession();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const links = useAccountLinks(session as NonNullable<typeof session>).filter((link) => link.key !== '/admin');
  const switcher = useRef<HTMLDivElement>(null);
  // The phone switcher scrolls sideways; the current page's tab must not be left cut off at the edge.
  useEffect(() => {
    switcher.current
      ?.querySelector('.ant-segmented-item-selected')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [location.pathname]);
  return (
    <div className="account-page">
      <h1 className="visually-hidden">{t('nav.account')}</h1>
      <aside className="account-nav desktop-only">
        <Menu
          mode="inline"
          selectedKeys={[location.pathname]}
          items={links}
          onClick={({ key }) => void navigate(key)}
        />
      </aside>
      <div className="account-switcher phone-only" ref={switcher}>
        <Segmented
          value={location.pathname}
          options={links.map((link) => ({ value: link.key, label: link.label }))}
          onChange={(value) => void navigate(value as string)}
        />
      </div>
      <section className="account-content">
        <Outlet />
      </section>
    </div>
  );
}
