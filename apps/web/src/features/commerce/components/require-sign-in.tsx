import { type ReactNode, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../../lib/session';

/**
 * The checkout's pages are for a signed-in customer: a visitor goes to sign in and comes back here. A session
 * that ends while on the page is the shell's to handle (it returns home and says why).
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const [arrivedSignedIn] = useState(session !== null);
  if (session) return children;
  if (arrivedSignedIn) return null;
  const next = `${location.pathname}${location.search}`;
  return <Navigate to={`/signin?next=${encodeURIComponent(next)}`} replace />;
}
