import type { CustomerTicket, Language, Ticket } from '@ringside/contract';
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
import { inSaleWindow } from '../commerce/ticket-products';
import { type Tier, isFree, tierOnSale, withProducts } from './ticket-tier-views';
import { ticketTiersRepository as tiers } from './ticket-tiers.repository';

export interface AttendanceDeps {
  db: Db;
  codes: TicketCodes;
  views: TicketViews;
  notices: TicketNotices;
  /** The event's cached detail shows the seats taken: it must go when they change. */
  eventChanged: (eventId: string) => void;
}

/** Fans take a free seat while an event takes sign-ups: published and not started. */
function assertTakesSignUps(event: EventRow | undefined, now: Date): asserts event is EventRow {
  if (!event || event.status === 'DRAFT') throw new AppError('HUBEVNF001');
  if (event.status !== 'PUBLISHED' || event.startsAt <= now) throw new AppError('HUBEVAT003');
}

/**
 * The free tier a sign-up takes a seat in: the one named (a paid one refuses: HUBTTPD001), else the event's first
 * free tier on sale with a seat left, else its first free tier on sale (full), else none takes sign-ups.
 */
function freeTierOf(tiers: readonly Tier[], event: EventRow, tierId: string | undefined, now: Date): Tier {
  if (tierId) {
    const named = tiers.find(({ tier }) => tier.id === tierId);
    if (!named) throw new AppError('HUBTTNF001');
    if (!isFree(named)) throw new AppError('HUBTTPD001');
    if (!named.product.active || !inSaleWindow(named.product, now)) throw new AppError('HUBEVAT003');
    return named;
  }
  const selling = tiers.filter((tier) => isFree(tier) && tier.product.active && inSaleWindow(tier.product, now));
  const found = selling.find((tier) => tierOnSale(tier, event, now)) ?? selling[0];
  if (!found) throw new AppError('HUBEVAT003');
  return found;
}

/** Free attendance: a ticket per customer and event in a free tier, within its capacity, and its cancellation. */
export class Attendance {
  constructor(private readonly deps: AttendanceDeps) {}

  /**
   * The ticket goes in first, then the seat is taken: a double click waits on the first click's ticket and
   * finds it (already attending), and a full tier undoes the ticket with the transaction.
   */
  async attend(principal: Principal, eventId: string, tierId: string | undefined, language: Language): Promise<Ticket> {
    const { db, codes } = this.deps;
    const issued = codes.issue();
    const now = new Date();
    const { event, ticket } = await db.transaction(async (tx) => {
      const found = await tickets.findEvent(tx, eventId);
      assertTakesSignUps(found, now);
      const { tier } = freeTierOf(await withProducts(tx, await tiers.ofEvent(tx, found.id)), found, tierId, now);
      const row = await tickets.insert(tx, {
        eventId,
        customerId: principal.customerId,
        tierId: tier.id,
        code: issued.id,
      });
      if (!row) throw new AppError('HUBEVAT002');
      if (!(await tiers.take(tx, tier.id, 1))) throw new AppError('HUBEVAT001');
      return { event: found, ticket: row };
    });
    this.deps.eventChanged(eventId);
    const holder = await this.holder(principal.customerId);
    await this.deps.notices.send(holder, event, issued.code, language);
    const [view] = await this.deps.views.tickets([ticket], fullName(holder));
    if (!view) throw new AppError('HUBEVNF001');
    return view;
  }

  /** Gives the free seat back; a ticket that has been used at the door stays (bought ones are refunded by staff). */
  async cancel(principal: Principal, eventId: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const ticket = await tickets.findOwnFree(tx, eventId, principal.customerId, true);
      if (!ticket) throw new AppError('HUBEVTK003');
      if (ticket.checkedInAt) throw new AppError('HUBEVAT004');
      await tickets.remove(tx, ticket.id);
      if (ticket.tierId) await tiers.release(tx, ticket.tierId, 1);
    });
    this.deps.eventChanged(eventId);
  }

  /**
   * The tickets a paid order issued go to the buyer, one message per seat with its QR (the order's language is not
   * kept: English, as the receipt's first half); the event's page shows the seats left at once.
   */
  async sendPurchased(purchaseId: string): Promise<void> {
    const { db, codes } = this.deps;
    const issued = await tickets.ofPurchase(db, purchaseId);
    const first = issued[0];
    if (!first) return;
    this.deps.eventChanged(first.eventId);
    const [event, holder] = await Promise.all([
      tickets.findEvent(db, first.eventId),
      customerById(db, first.customerId),
    ]);
    if (!event || !holder) return;
    for (const ticket of issued) await this.deps.notices.send(holder, event, codes.codeOf(ticket.code), 'en');
  }

  /** The caller's tickets, upcoming events first. */
  async own(principal: Principal): Promise<Ticket[]> {
    const holder = await this.holder(principal.customerId);
    return this.deps.views.tickets(await tickets.listOfCustomer(this.deps.db, holder.id), fullName(holder));
  }

  /** A customer's tickets for staff, as the customer lists them but without their codes; unknown: HUBCSNF001. */
  async ofCustomer(customerId: string): Promise<CustomerTicket[]> {
    const holder = await customerById(this.deps.db, customerId);
    if (!holder) throw new AppError('HUBCSNF001');
    const views = await this.deps.views.tickets(
      await tickets.listOfCustomer(this.deps.db, holder.id),
      fullName(holder),
    );
    return views.map(({ code: _code, ...ticket }) => ticket);
  }

  private async holder(customerId: string): Promise<CustomerRow> {
    const customer = await customerById(this.deps.db, customerId);
    if (!customer) throw new AppError('HUBCSTK001');
    return customer;
  }
}
