import type { Attendee, AttendeeSearchRequestSchema, CheckInResult, Page } from '@ringside/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../identity/sessions.service';
import type { TicketCodes } from './ticket-codes';
import { toAttendee, toCheckInResult } from './ticket-views';
import { ticketsRepository as tickets } from './tickets.repository';

export type AttendeeSearch = z.output<typeof AttendeeSearchRequestSchema>;

/** The door: staff (BOOKINGANDTICKETING) check tickets in and look attendees up. */
export class CheckIns {
  constructor(
    private readonly db: Db,
    private readonly codes: TicketCodes,
  ) {}

  /**
   * Checks a scanned or typed code in. The signature is checked before any lookup; a well-signed code with no
   * ticket (cancelled since) is as invalid as a forged one. Checking in twice is not an error: the door is
   * told when, and by whom, the ticket was first used.
   */
  async checkIn(principal: Principal, eventId: string, code: string): Promise<CheckInResult> {
    const id = this.codes.verify(code);
    if (!id) throw new AppError('HUBEVTK001');
    if (!(await tickets.findEvent(this.db, eventId))) throw new AppError('HUBEVNF001');
    const ticket = await tickets.findByCode(this.db, id);
    if (!ticket) throw new AppError('HUBEVTK001');
    if (ticket.eventId !== eventId) throw new AppError('HUBEVTK002');
    if (ticket.voidedAt) throw new AppError('HUBEVTK004');
    const first = await tickets.checkIn(this.db, ticket.id, principal.customerId);
    const found = await tickets.findWithPeople(this.db, ticket.id);
    // Cancelled between the lookup and the check-in: no ticket any more, as invalid as above.
    if (!found) throw new AppError('HUBEVTK001');
    return toCheckInResult(found, !first);
  }

  async attendees(eventId: string, filter: AttendeeSearch): Promise<Page<Attendee>> {
    if (!(await tickets.findEvent(this.db, eventId))) throw new AppError('HUBEVNF001');
    const { rows, total } = await tickets.attendees(this.db, eventId, filter);
    return { items: rows.map(toAttendee), page: filter.page, pageSize: filter.pageSize, total };
  }
}
