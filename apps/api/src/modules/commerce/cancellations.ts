import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ticketTierSeats } from '../events/published';
import { purchases } from './commerce.table';
import { eventRefundsRepository } from './event-refunds.repository';

// What the events module may ask of commerce when it cancels an event, in the cancellation's transaction: a refund
// line for every paid purchase of the event's live pass and tickets (decision 55). The job that works them through is
// queued once the cancellation commits.

export const scheduleEventRefunds = (db: Db, eventId: string) => eventRefundsRepository.schedule(db, eventId);

/** Who paid for the event's live pass or tickets (paid or refunded since), with what they paid: to tell them. */
export async function eventBuyers(db: Db, eventId: string) {
  const tiers = ticketTierSeats('tier');
  const tierIds = db.select({ id: tiers.id }).from(tiers).where(eq(tiers.eventId, eventId));
  return db
    .select({
      customerId: purchases.customerId,
      amount: purchases.amount,
      currency: purchases.currency,
      status: purchases.status,
    })
    .from(purchases)
    .where(
      and(
        inArray(purchases.status, ['PAID', 'REFUNDED']),
        or(
          and(eq(purchases.productType, 'LIVE_EVENT'), eq(purchases.contentId, eventId)),
          and(eq(purchases.productType, 'TICKET'), inArray(purchases.contentId, tierIds)),
        ),
      ),
    );
}
