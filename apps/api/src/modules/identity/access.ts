import type { PermissionArea } from '@ringside/contract';
import { AppError } from '../../lib/app-error';
import type { Principal } from './sessions.service';

export function isStaffWith(principal: Principal, area: PermissionArea): boolean {
  return principal.customerType === 'SUPPORT' && principal.permissions.includes(area);
}

/** A customer's own data, or any customer's for staff holding USERS. */
export function assertSelfOrStaff(principal: Principal, customerId: string): void {
  if (principal.customerId !== customerId && !isStaffWith(principal, 'USERS')) throw new AppError('HUBGNFB001');
}
