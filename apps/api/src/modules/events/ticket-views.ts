import type { Attendee, CheckInResult, Ticket } from '@ringside/contract';
import type { Db } from '../../db/client';
import { fullName } from '../identity/customer.mapper';
import { maskEmail, maskMobile } from '../identity/masking';
import { eventSummaries } from './event-summaries';
import type { TicketCodes } from './ticket-codes';
import type { TicketRow, TicketWithPeople } from './tickets.repository';
import { withNepali } from '../../lib/translations';
import { purchaseReferences } from '../commerce/ticket-products';
import { withProducts } from './ticket-tier-views';
import { ticketTiersRepository as tiersRepository } from './ticket-tiers.repository';

/** Tickets as their holder reads them (with the signed code), and as the door sees them. */
export class TicketViews {
  constructor(
    private readonly db: Db,
    private readonly codes: TicketCodes,
  ) {}

  /** With each seat's tier name (both languages, for the reply to pick) and the order that paid for it. */
  async tickets(rows: readonly TicketRow[], holderName: string): Promise<Ticket[]> {
    const tierIds = [...new Set(rows.flatMap((row) => row.tierId ?? []))];
    const purchaseIds = [...new Set(rows.flatMap((row) => row.purchaseId ?? []))];
    const [summaries, tiers, references] = await Promise.all([
      eventSummaries(
        this.db,
        rows.map((row) => row.eventId),
      ),
      tierIds.length ? tiersRepository.byIds(this.db, tierIds).then((found) => withProducts(this.db, found)) : [],
      purchaseReferences(this.db, purchaseIds),
    ]);
    const tierNames = new Map(tiers.map(({ tier, product }) => [tier.id, product]));
    return rows.flatMap((row) => {
      const event = summaries.get(row.eventId);
      if (!event) return [];
      const tier = row.tierId ? tierNames.get(row.tierId) : undefined;
      const ticket = {
        id: row.id,
        eventId: row.eventId,
        event,
        holderName,
        code: this.codes.codeOf(row.code),
        tierName: tier?.name ?? null,
        purchaseReference: row.purchaseId ? (references.get(row.purchaseId) ?? null) : null,
        createdAt: row.createdAt.toISOString(),
        checkedInAt: row.checkedInAt?.toISOString() ?? null,
        voidedAt: row.voidedAt?.toISOString() ?? null,
      };
      return [withNepali(ticket, { tierName: tier?.nameNe })];
    });
  }
}

/** Enough of the holder's contact for door staff to recognise them, not enough to harvest it. */
function maskedContact(holder: TicketWithPeople['holder']): string | null {
  if (holder.email) return maskEmail(holder.email);
  if (holder.countryCode && holder.mobileNumber) return maskMobile(holder.countryCode, holder.mobileNumber);
  return null;
}

export function toAttendee({ ticket, holder }: TicketWithPeople): Attendee {
  return {
    ticketId: ticket.id,
    holderName: fullName(holder),
    contact: maskedContact(holder),
    createdAt: ticket.createdAt.toISOString(),
    checkedInAt: ticket.checkedInAt?.toISOString() ?? null,
  };
}

export function toCheckInResult(found: TicketWithPeople, alreadyCheckedIn: boolean): CheckInResult {
  const { ticket, holder } = found;
  const checker =
    found.checkerFirstName === null
      ? null
      : fullName({
          firstName: found.checkerFirstName,
          middleName: found.checkerMiddleName,
          lastName: found.checkerLastName ?? '',
        });
  return {
    ticketId: ticket.id,
    holderName: fullName(holder),
    alreadyCheckedIn,
    // Read after the check-in, so always set; the fallback only satisfies the type.
    checkedInAt: (ticket.checkedInAt ?? new Date()).toISOString(),
    checkedInBy: checker,
  };
}
