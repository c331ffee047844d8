import { randomBytes } from 'node:crypto';
import type { CreateInvitationRequestSchema, Invitation, Language, Page, PublicInvitation } from '@ringside/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Messenger } from '../messaging/messenger';
import { type Brand, invitationMessage } from '../messaging/templates';
import { customersRepository as customers } from './customers.repository';
import { fullName } from './customer.mapper';
import {
  type InvitationStatus,
  type InvitationWithInviter,
  invitationsRepository as invitations,
} from './invitations.repository';
import type { InvitationRow } from './identity.table';
import type { Principal } from './sessions.service';

const VALID_DAYS = 14;

function statusOf(row: InvitationRow): InvitationStatus {
  if (row.acceptedAt) return 'ACCEPTED';
  return row.expiresAt.getTime() <= Date.now() ? 'EXPIRED' : 'PENDING';
}

function toInvitation(row: InvitationWithInviter): Invitation {
  return {
    id: row.id,
    reference: row.reference,
    invitedTo: row.invitedTo,
    customerType: row.customerType,
    registrationPurpose: row.registrationPurpose,
    permissions: row.permissions,
    status: statusOf(row),
    invitedBy: { id: row.invitedById, fullName: `${row.inviterFirstName} ${row.inviterLastName}` },
    note: row.note,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Invitations: staff with USERS invite staff (with permission areas) and agents; an agent invites the
 * athletes of their gym. Sign-up with an invitation must use the invited email.
 */
export class Invitations {
  constructor(
    private readonly db: Db,
    private readonly messenger: Messenger,
    private readonly brand: Brand,
  ) {}

  async create(
    principal: Principal,
    input: z.output<typeof CreateInvitationRequestSchema>,
    language: Language,
  ): Promise<Invitation> {
    const isStaff = principal.customerType === 'SUPPORT' && principal.permissions.includes('USERS');
    const isAgent = principal.customerType === 'AGENT';
    const allowed =
      (isStaff && input.customerType !== 'INDIVIDUAL') || (isAgent && input.customerType === 'INDIVIDUAL');
    if (!allowed) throw new AppError(isStaff || isAgent ? 'HUBIVTY001' : 'HUBGNFB001');
    const existing = await customers.findByEmail(this.db, input.invitedTo);
    if (existing?.verifiedAt) throw AppError.field('invitedTo', 'HUBCSEM003');
    const inviter = await customers.findById(this.db, principal.customerId);
    if (!inviter) throw new AppError('HUBCSNF001');

    const row = await invitations.insert(this.db, {
      reference: randomBytes(18).toString('base64url'),
      invitedTo: input.invitedTo,
      customerType: input.customerType,
      registrationPurpose: input.customerType === 'INDIVIDUAL' ? 'FIGHTER' : null,
      permissions: input.customerType === 'SUPPORT' ? [...new Set(input.permissions)] : [],
      note: input.note ?? null,
      invitedById: principal.customerId,
      expiresAt: new Date(Date.now() + VALID_DAYS * 24 * 3600 * 1000),
    });
    const link = `${this.brand.publicUrl}/signup?invitation=${encodeURIComponent(row.reference)}`;
    await this.messenger.send(
      { channel: 'EMAIL', email: row.invitedTo },
      invitationMessage(this.brand, language, {
        inviterName: fullName(inviter),
        customerType: input.customerType,
        link,
        validDays: VALID_DAYS,
      }),
    );
    return toInvitation({ ...row, inviterFirstName: inviter.firstName, inviterLastName: inviter.lastName });
  }

  /** Staff with USERS see every invitation; an agent sees their own. */
  async search(
    principal: Principal,
    filter: { status?: InvitationStatus; page: number; pageSize: number },
  ): Promise<Page<Invitation>> {
    const isStaff = principal.customerType === 'SUPPORT' && principal.permissions.includes('USERS');
    if (!isStaff && principal.customerType !== 'AGENT') throw new AppError('HUBGNFB001');
    const { rows, total } = await invitations.search(this.db, {
      ...filter,
      ...(isStaff ? {} : { invitedById: principal.customerId }),
    });
    return { items: rows.map(toInvitation), page: filter.page, pageSize: filter.pageSize, total };
  }

  async publicView(reference: string): Promise<PublicInvitation> {
    const row = await this.pending(reference);
    return {
      reference: row.reference,
      invitedTo: row.invitedTo,
      customerType: row.customerType,
      registrationPurpose: row.registrationPurpose,
      invitedBy: `${row.inviterFirstName} ${row.inviterLastName}`,
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  private async pending(reference: string): Promise<InvitationWithInviter> {
    const row = await invitations.findByReference(this.db, reference);
    if (!row || statusOf(row) === 'EXPIRED') throw new AppError('HUBIVNF001');
    if (row.acceptedAt) throw new AppError('HUBIVUS001');
    return row;
  }

  /** The invitation a sign-up may use: pending, and for exactly the email signing up. */
  async usableFor(reference: string, email: string | undefined): Promise<InvitationRow> {
    const row = await this.pending(reference);
    if (email !== row.invitedTo) throw AppError.field('email', 'HUBIVMM001');
    return row;
  }

  async claim(tx: Db, invitationId: string, customerId: string): Promise<void> {
    if (!(await invitations.accept(tx, invitationId, customerId))) throw new AppError('HUBIVUS001');
  }
}
