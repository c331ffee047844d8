import type { PermissionArea } from '@ringside/contract';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../../lib/session';

/** A back-office screen for holders of one permission area; others get the 403 page. */
export function RequireArea({ area, children }: { area: PermissionArea; children: ReactNode }) {
  const session = useSession();
  if (!session?.permissions.includes(area)) return <Navigate to="/admin/forbidden" replace />;
  return <>{children}</>;
}
