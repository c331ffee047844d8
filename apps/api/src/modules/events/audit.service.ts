import type { Page, RegistrationAuditEntry, RegistrationAuditSearchRequestSchema } from '@ringside/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Principal } from '../identity/sessions.service';
import { type AuditRow, auditRepository } from './audit.repository';
import { registrationsRepository as registrations } from './registrations.repository';

export type AuditSearch = z.output<typeof RegistrationAuditSearchRequestSchema>;

const name = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/**
 * One audit entry. A fighter sees staff steps under the promotion's name, as in their application history:
 * who decided is staff's business, and staff names stay out of a customer's hands.
 */
export function toAuditEntry(row: AuditRow, viewer: { isStaff: boolean; brandName: string }): RegistrationAuditEntry {
  const { entry } = row;
  const hidden = entry.actorIsStaff && !viewer.isStaff;
  const actorName = name(row.actorFirstName, row.actorLastName);
  return {
    id: entry.id,
    registrationId: entry.registrationId,
    event: { id: entry.eventId, slug: row.eventSlug, name: row.eventName },
    fighter: {
      id: entry.fighterId,
      name:
        row.fighterFirstName !== null
          ? name(row.fighterFirstName, row.fighterLastName)
          : name(row.applicationFirstName, row.applicationLastName),
      slug: row.fighterSlug,
    },
    action: entry.action,
    fromStatus: entry.fromStatus,
    toStatus: entry.toStatus,
    actor: {
      id: hidden ? null : entry.actorId,
      name: hidden || !actorName ? viewer.brandName : actorName,
      isStaff: entry.actorIsStaff,
    },
    reason: entry.reason,
    at: entry.createdAt.toISOString(),
  };
}

/** The registration audit log: staff with the booking area read all of it, anyone else their own entries. */
export class RegistrationAudit {
  constructor(
    private readonly db: Db,
    private readonly brandName: string,
  ) {}

  async search(principal: Principal, filter: AuditSearch): Promise<Page<RegistrationAuditEntry>> {
    const isStaff = principal.customerType === 'SUPPORT' && principal.permissions.includes('BOOKINGANDTICKETING');
    let ownFighterId: string | undefined;
    if (!isStaff) {
      const fighter = await registrations.fighterOfCustomer(this.db, principal.customerId);
      if (!fighter) return { items: [], page: filter.page, pageSize: filter.pageSize, total: 0 };
      ownFighterId = fighter.id;
    }
    const { rows, total } = await auditRepository.search(this.db, { ...filter, ownFighterId });
    return {
      items: rows.map((row) => toAuditEntry(row, { isStaff, brandName: this.brandName })),
      page: filter.page,
      pageSize: filter.pageSize,
      total,
    };
  }
}
