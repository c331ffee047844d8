import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { useAccountLinks } from './account-links';

/** The signed-in customer's area (inside the antd layout: its forms use antd): the pages' links beside it, or above it on a phone. */
export function Component() {
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

/** Every account page one tap away: a column on desktop, wrapped chips on a phone (nothing cut off at the edge). */
function SignedInAccount() {
  const session = useSession();
  const { t } = useTranslation();
  const links = useAccountLinks(session as NonNullable<typeof session>).filter((link) => link.key !== '/admin');
  return (
    <div className="account-page">
      <h1 className="visually-hidden">{t('nav.account')}</h1>
      <nav className="account-nav" aria-label={t('nav.account')}>
        <ul>
          {links.map((link) => (
            <li key={link.key}>
              <NavLink to={link.key} end className="account-nav-link">
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="account-content">
        <Outlet />
      </section>
    </div>
  );
}
