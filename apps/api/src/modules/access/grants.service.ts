import type { CustomerSummary, Grant, GrantRequestSchema, GrantSearchRequestSchema, Page } from '@ringside/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { fullName, toCustomerSummary } from '../identity/customer.mapper';
import { customerById, customersByIds, searchCustomers } from '../identity/customers';
import type { Entitlements } from './entitlements';
import { type ContentRef, type GrantRow, grantsRepository as grants } from './grants.repository';

export type { ContentRef };

export type GrantInput = z.output<typeof GrantRequestSchema>;
export type GrantSearch = z.output<typeof GrantSearchRequestSchema>;

/** Titles of content a grant may point at (videos, events, showcases): the media module answers. */
export interface ContentTitles {
  titleOf(content: ContentRef): Promise<string | undefined>;
  titlesOf(contents: readonly ContentRef[]): Promise<Map<string, string>>;
}

export const contentKey = (content: { type: string; id: string }) => `${content.type}:${content.id}`;

const isActive = (row: GrantRow, now = Date.now()) =>
  row.revokedAt === null && (row.expiresAt === null || row.expiresAt.getTime() > now);

/** Staff (TRANSACTION) give and take back access; purchases will add grants of their own. */
export class Grants {
  constructor(
    private readonly db: Db,
    private readonly titles: ContentTitles,
    private readonly entitlements: Entitlements,
  ) {}

  async give(staffId: string, input: GrantInput): Promise<Grant> {
    const customer = await customerById(this.db, input.customerId);
    if (!customer) throw AppError.field('customerId', 'HUBCSNF001');
    const content = { type: input.contentType, id: input.contentId.toLowerCase() };
    if (!(await this.titles.titleOf(content))) throw AppError.field('contentId', 'HUBGRNF002');
    if (input.expiresAt && new Date(input.expiresAt).getTime() <= Date.now())
      throw AppError.field('expiresAt', 'HUBGREX001');
    if (await grants.activeFor(this.db, customer.id, content)) throw new AppError('HUBGRDP001');
    const row = await grants.insert(this.db, {
      customerId: customer.id,
      contentType: content.type,
      contentId: content.id,
      source: 'STAFF',
      note: input.note ?? null,
      grantedById: staffId,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    });
    this.entitlements.grantsChanged(customer.id);
    return (await this.views([row]))[0] as Grant;
  }

  /** Access ends at once on this instance; elsewhere within the entitlement cache's half minute. */
  async revoke(staffId: string, grantId: string): Promise<Grant> {
    const current = await grants.find(this.db, grantId);
    if (!current) throw new AppError('HUBGRNF001');
    const row = await grants.revoke(this.db, current.id, staffId);
    if (!row) throw new AppError('HUBGRRV001');
    this.entitlements.grantsChanged(row.customerId);
    return (await this.views([row]))[0] as Grant;
  }

  /** Customers (not staff) by name, email or mobile number: whom access is given to. */
  async customers(search: string): Promise<Page<CustomerSummary>> {
    const { rows } = await searchCustomers(this.db, { search, page: 1, pageSize: 40 });
    const items = rows
      .filter((row) => row.customerType !== 'SUPPORT')
      .slice(0, 20)
      .map(toCustomerSummary);
    return { items, page: 1, pageSize: 20, total: items.length };
  }

  async search(filter: GrantSearch): Promise<Page<Grant>> {
    const { rows, total } = await grants.search(this.db, filter, filter.page, filter.pageSize);
    return { items: await this.views(rows), page: filter.page, pageSize: filter.pageSize, total };
  }

  private async views(rows: readonly GrantRow[]): Promise<Grant[]> {
    const people = [
      ...new Set(rows.flatMap((row) => (row.grantedById ? [row.customerId, row.grantedById] : [row.customerId]))),
    ];
    const [accounts, titles] = await Promise.all([
      customersByIds(this.db, people),
      this.titles.titlesOf(rows.map((row) => ({ type: row.contentType, id: row.contentId }))),
    ]);
    const byId = new Map(accounts.map((account) => [account.id, account]));
    return rows.map((row) => {
      const customer = byId.get(row.customerId);
      const staff = row.grantedById ? byId.get(row.grantedById) : undefined;
      return {
        id: row.id,
        customer: { id: row.customerId, name: customer ? fullName(customer) : '', email: customer?.email ?? null },
        contentType: row.contentType,
        contentId: row.contentId,
        contentTitle: titles.get(contentKey({ type: row.contentType, id: row.contentId })) ?? '',
        source: row.source,
        note: row.note,
        expiresAt: row.expiresAt?.toISOString() ?? null,
        revokedAt: row.revokedAt?.toISOString() ?? null,
        grantedBy: staff ? fullName(staff) : null,
        createdAt: row.createdAt.toISOString(),
        active: isActive(row),
      };
    });
  }
}
