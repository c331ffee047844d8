import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ticketTierSeats } from '../events/published';
import { customerContacts } from '../identity/published';
import { eventRefunds, purchases } from './commerce.table';

export type EventRefundRow = typeof eventRefunds.$inferSelect;
export type EventRefundStatus = EventRefundRow['status'];

const buyer = customerContacts('buyer');

/** A cancelled event's refund lines (decision 55): one per paid purchase of its live pass or its tickets. */
export const eventRefundsRepository = {
  /**
   * A line for every purchase of the event's live pass or tickets that is PAID now; none twice (a second
   * cancellation, a retry). Answers how many were added.
   */
  async schedule(db: Db, eventId: string): Promise<number> {
    const tiers = ticketTierSeats('tier');
    const tierIds = db.select({ id: tiers.id }).from(tiers).where(eq(tiers.eventId, eventId));
    const paid = await db
      .select({ id: purchases.id })
      .from(purchases)
      .where(
        and(
          eq(purchases.status, 'PAID'),
          or(
            and(eq(purchases.productType, 'LIVE_EVENT'), eq(purchases.contentId, eventId)),
            and(eq(purchases.productType, 'TICKET'), inArray(purchases.contentId, tierIds)),
          ),
        ),
      );
    if (paid.length === 0) return 0;
    const added = await db
      .insert(eventRefunds)
      .values(paid.map((purchase) => ({ eventId, purchaseId: purchase.id })))
      .onConflictDoNothing()
      .returning({ id: eventRefunds.id });
    return added.length;
  },

  /** Lines still to work through (PENDING), oldest first. */
  async pending(db: Db, eventId: string, limit: number): Promise<EventRefundRow[]> {
    return db
      .select()
      .from(eventRefunds)
      .where(and(eq(eventRefunds.eventId, eventId), eq(eventRefunds.status, 'PENDING')))
      .orderBy(asc(eventRefunds.createdAt), asc(eventRefunds.id))
      .limit(limit);
  },

  /** Events with lines still PENDING: what a restart must finish. */
  async eventsPending(db: Db): Promise<string[]> {
    const rows = await db
      .selectDistinct({ eventId: eventRefunds.eventId })
      .from(eventRefunds)
      .where(eq(eventRefunds.status, 'PENDING'));
    return rows.map((row) => row.eventId);
  },

  async settle(db: Db, id: string, status: EventRefundStatus, reason: string | null): Promise<void> {
    await db
      .update(eventRefunds)
      .set({ status, reason: reason?.slice(0, 300) ?? null, updatedAt: new Date() })
      .where(eq(eventRefunds.id, id));
  },

  async countAttempt(db: Db, id: string, reason: string): Promise<void> {
    await db
      .update(eventRefunds)
      .set({ attempts: sql`${eventRefunds.attempts} + 1`, reason: reason.slice(0, 300), updatedAt: new Date() })
      .where(eq(eventRefunds.id, id));
  },

  /** FAILED lines back to PENDING, for another run (staff asked). Answers how many. */
  async reopenFailed(db: Db, eventId: string): Promise<number> {
    const rows = await db
      .update(eventRefunds)
      .set({ status: 'PENDING', updatedAt: new Date() })
      .where(and(eq(eventRefunds.eventId, eventId), eq(eventRefunds.status, 'FAILED')))
      .returning({ id: eventRefunds.id });
    return rows.length;
  },

  /** The report: every line with its purchase and buyer. */
  async report(db: Db, eventId: string) {
    return db
      .select({
        line: eventRefunds,
        purchase: {
          referenceId: purchases.referenceId,
          productName: purchases.productName,
          productType: purchases.productType,
          quantity: purchases.quantity,
          amount: purchases.amount,
          currency: purchases.currency,
          method: purchases.method,
          status: purchases.status,
          refundedAt: purchases.refundedAt,
        },
        buyer: {
          firstName: buyer.firstName,
          middleName: buyer.middleName,
          lastName: buyer.lastName,
          email: buyer.email,
        },
      })
      .from(eventRefunds)
      .innerJoin(purchases, eq(purchases.id, eventRefunds.purchaseId))
      .innerJoin(buyer, eq(buyer.id, purchases.customerId))
      .where(eq(eventRefunds.eventId, eventId))
      .orderBy(asc(eventRefunds.createdAt), asc(eventRefunds.id));
  },
};
