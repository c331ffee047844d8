import type { CustomerSearchRequestSchema, CustomerSummary, Page, PermissionArea } from '@ringside/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { customersRepository as customers } from './customers.repository';
import { toCustomerSummary } from './customer.mapper';
import type { IdentityCache } from './identity-cache';
import type { Principal, Sessions } from './sessions.service';

/** Back-office work on customers (USERS area): the list, permissions, forced sign-out. */
export class CustomerAdmin {
  constructor(
    private readonly db: Db,
    private readonly sessions: Sessions,
    private readonly cache: IdentityCache,
  ) {}

  async search(filter: z.output<typeof CustomerSearchRequestSchema>): Promise<Page<CustomerSummary>> {
    const { rows, total } = await customers.search(this.db, filter);
    return { items: rows.map(toCustomerSummary), page: filter.page, pageSize: filter.pageSize, total };
  }

  async setPermissions(
    principal: Principal,
    customerId: string,
    permissions: PermissionArea[],
  ): Promise<CustomerSummary> {
    if (customerId === principal.customerId) throw AppError.field('permissions', 'HUBSTSF001');
    const target = await customers.findById(this.db, customerId);
    if (!target) throw new AppError('HUBCSNF001');
    if (target.customerType !== 'SUPPORT') throw AppError.field('permissions', 'HUBSTNS001');
    const updated = await customers.update(this.db, customerId, { permissions: [...new Set(permissions)] });
    this.cache.invalidate({ customerIds: [customerId] });
    const active = await this.sessions.active(customerId);
    return toCustomerSummary({ ...updated, activeDevices: active.length });
  }

  /** Signs a customer out of one device or all of them, at once. */
  async removeDevices(customerId: string, request: { deviceId?: string; all?: boolean }): Promise<{ removed: number }> {
    const target = await customers.findById(this.db, customerId);
    if (!target) throw new AppError('HUBCSNF001');
    if (request.all) return { removed: await this.sessions.revokeAll(customerId, 'STAFF') };
    return { removed: await this.sessions.revoke(customerId, request.deviceId as string, 'STAFF') };
  }
}
