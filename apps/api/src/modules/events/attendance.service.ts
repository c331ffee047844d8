import type { Language, Ticket } from '@ringside/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { fullName } from '../identity/customer.mapper';
import { customerById } from '../identity/customers';
import type { CustomerRow } from '../identity/customer.mapper';
import type { Principal } from '../identity/sessions.service';
import type { EventRow } from './event-summaries';
import type { TicketCodes } from './ticket-codes';
import type { TicketNotices } from './ticket-notices';
import type { TicketViews } from './ticket-views';
import { ticketsRepository as tickets } from './tickets.repository';

export interface AttendanceDeps {
  db: Db;
  codes: TicketCodes;
  views: TicketViews;
  notices: TicketNotices;
  /** The event's cached detail shows the seats taken: it must go when they change. */
  eventChanged: (eventId: string) => void;
}

/** Fans take a free seat when an event takes sign-ups: published, not started, with a capacity. */
function assertTakesSignUps(event: EventRow | undefined, now: Date): asserts event is EventRow {
  if (!event || event.status === 'DRAFT') throw new AppError('HUBEVNF001');
  if (event.status !== 'PUBLISHED' || event.startsAt <= now || event.capacity === null)
    throw new AppError('HUBEVAT003');
}

/** Free attendance: a ticket per customer and event, within the event's capacity, and its cancellation. */
export class Attendance {
  constructor(private readonly deps: AttendanceDeps) {}

  /**
   * The ticket goes in first, then the seat is taken: a double click waits on the first click's ticket and
   * finds it (already attending), and a full event undoes the ticket with the transaction.
   */
  async attend(principal: Principal, eventId: string, language: Language): Promise<Ticket> {
    const { db, codes } = this.deps;
    const issued = codes.issue();
    const { event, ticket } = await db.transaction(async (tx) => {
      const found = await tickets.findEvent(tx, eventId);
      assertTakesSignUps(found, new Date());
      const row = await tickets.insert(tx, { eventId, customerId: principal.customerId, code: issued.id });
      if (!row) throw new AppError('HUBEVAT002');
      if (!(await tickets.takeSeat(tx, eventId))) throw new AppError('HUBEVAT001');
      return { event: found, ticket: row };
    });
    this.deps.eventChanged(eventId);
    const holder = await this.holder(principal.customerId);
    await this.deps.notices.send(holder, event, issued.code, language);
    const [view] = await this.deps.views.tickets([ticket], fullName(holder));
    if (!view) throw new AppError('HUBEVNF001');
    return view;
  }

  /** Gives the seat back; a ticket that has been used at the door stays. */
  async cancel(principal: Principal, eventId: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const ticket = await tickets.findOwn(tx, eventId, principal.customerId, true);
      if (!ticket) throw new AppError('HUBEVTK003');
      if (ticket.checkedInAt) throw new AppError('HUBEVAT004');
      await tickets.remove(tx, ticket.id);
      await tickets.freeSeat(tx, eventId);
    });
    this.deps.eventChanged(eventId);
  }

  /** The caller's tickets, upcoming events first. */
  async own(principal: Principal): Promise<Ticket[]> {
    const holder = await this.holder(principal.customerId);
    return this.deps.views.tickets(await tickets.listOfCustomer(this.deps.db, holder.id), fullName(holder));
  }

  private async holder(customerId: string): Promise<CustomerRow> {
    const customer = await customerById(this.deps.db, customerId);
    if (!customer) throw new AppError('HUBCSTK001');
    return customer;
  }
}
