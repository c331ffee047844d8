import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { EventStatus } from '@ringside/contract';
import type { Db } from '../../db/client';
import { eventTickets, events, ticketTiers } from './events.table';
import { newTicketId } from './ticket-codes';
import { ticketTiersRepository as tiers } from './ticket-tiers.repository';

// What commerce may do with an event's seats (decision 53): read a tier's sale state, take seats for an order, issue
// the tickets a paid order bought and withdraw them. The tables stay the events module's own. Each takes a
// transaction too, so that the purchase's change and the seats' move commit together.

export interface TierSale {
  tierId: string;
  eventId: string;
  perOrderLimit: number;
  capacity: number;
  taken: number;
  eventStatus: EventStatus;
  startsAt: Date;
  eventName: string;
  eventNameNe: string | null;
}

/** The tiers' seats and their event's status, by tier id. */
export async function tierSales(db: Db, tierIds: readonly string[]): Promise<Map<string, TierSale>> {
  if (tierIds.length === 0) return new Map();
  const rows = await db
    .select({
      tierId: ticketTiers.id,
      eventId: ticketTiers.eventId,
      perOrderLimit: ticketTiers.perOrderLimit,
      capacity: ticketTiers.capacity,
      taken: ticketTiers.taken,
      eventStatus: events.status,
      startsAt: events.startsAt,
      eventName: events.name,
      eventNameNe: events.nameNe,
    })
    .from(ticketTiers)
    .innerJoin(events, eq(events.id, ticketTiers.eventId))
    .where(inArray(ticketTiers.id, [...tierIds]));
  return new Map(rows.map((row) => [row.tierId, row]));
}

/** Takes `seats` of the tier if that many are left (false otherwise), never past its capacity. */
export const takeTierSeats = (db: Db, tierId: string, seats: number) => tiers.take(db, tierId, seats);

/**
 * One ticket per seat of a paid order, each with its own random code; a second call for the same order issues
 * nothing more (one row per purchase and seat).
 */
export async function issuePurchasedTickets(
  db: Db,
  order: { purchaseId: string; customerId: string; tierId: string; eventId: string; quantity: number },
): Promise<void> {
  const seats = Array.from({ length: order.quantity }, (_, index) => ({
    eventId: order.eventId,
    customerId: order.customerId,
    tierId: order.tierId,
    purchaseId: order.purchaseId,
    seat: index + 1,
    code: newTicketId(),
  }));
  await db.insert(eventTickets).values(seats).onConflictDoNothing();
}

/** Withdraws the tickets an order bought (a refund): kept as history, no longer valid at the door. */
export async function voidPurchaseTickets(db: Db, purchaseId: string, at: Date): Promise<void> {
  await db
    .update(eventTickets)
    .set({ voidedAt: at })
    .where(and(eq(eventTickets.purchaseId, purchaseId), isNull(eventTickets.voidedAt)));
}
