import { setTimeout } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { EventRefundReport } from '@ringside/contract';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { AppError } from '../../lib/app-error';
import { fullName } from '../identity/customer.mapper';
import { eventRefundsRepository as lines } from './event-refunds.repository';
import { purchasesRepository as purchases } from './purchases.repository';
import type { Refunds } from './refunds.service';

const REFUND_EVENT = 'refund-event';
/** Lines worked per read: a big night's refunds go a batch at a time. */
const BATCH = 25;

interface RefundJob {
  eventId: string;
}

/**
 * A cancelled event's refunds (decision 55): the lines are written with the cancellation, in its transaction, and a
 * durable job (pg-boss) works through them, one gateway call at a time. It is idempotent: a line is settled only
 * after the purchase is, a purchase already REFUNDED is not refunded again, and the gateways' refund calls are
 * idempotent themselves (Stripe's idempotency key, the sandbox's book); a gateway out of reach leaves its line
 * PENDING and the job is retried with backoff. A restart finds PENDING lines and queues their events again.
 */
export class EventRefunds {
  constructor(
    private readonly db: Db,
    private readonly refunds: Refunds,
    private readonly log: FastifyBaseLogger,
    private readonly queue?: JobQueue,
    /** The pause between two gateway calls: a big night's refunds do not hammer a gateway. */
    private readonly paceMs = 0,
  ) {
    queue?.define({ name: REFUND_EVENT, retryLimit: 8, retryDelaySeconds: 30, expireInSeconds: 30 * 60 });
    queue?.work<RefundJob>(REFUND_EVENT, (data, job) => this.run(data.eventId, job.retriesLeft));
  }

  /** Queues the event's refund run (after the cancellation commits). */
  async enqueue(eventId: string): Promise<void> {
    if (!this.queue) return;
    await this.queue.send(REFUND_EVENT, { eventId });
  }

  /** At start: events whose refunds a stop left unfinished are queued again. */
  async resume(): Promise<void> {
    for (const eventId of await lines.eventsPending(this.db)) await this.enqueue(eventId);
  }

  /**
   * One run over the event's PENDING lines. Lines whose gateway cannot be reached stay PENDING and the run fails, to
   * be retried; on the last attempt they become FAILED with that reason, for staff to try again.
   */
  async run(eventId: string, retriesLeft = 0): Promise<void> {
    const unreachable = new Set<string>();
    for (;;) {
      const batch = (await lines.pending(this.db, eventId, BATCH + unreachable.size)).filter(
        (line) => !unreachable.has(line.id),
      );
      if (batch.length === 0) break;
      for (const line of batch) {
        const purchase = await purchases.findById(this.db, line.purchaseId);
        if (!purchase) {
          await lines.settle(this.db, line.id, 'FAILED', 'The purchase no longer exists');
          continue;
        }
        try {
          const outcome = await this.refunds.refundCancelled(purchase);
          await lines.settle(this.db, line.id, outcome.status, outcome.reason);
          if (this.paceMs > 0 && outcome.status === 'REFUNDED') await setTimeout(this.paceMs);
        } catch (error) {
          const reason = error instanceof AppError ? error.message : String(error);
          this.log.warn(
            { err: error, referenceId: purchase.referenceId, eventId },
            'a cancelled event’s refund failed',
          );
          await lines.countAttempt(this.db, line.id, reason);
          unreachable.add(line.id);
        }
      }
    }
    if (unreachable.size === 0) return;
    if (retriesLeft > 0) throw new Error(`${unreachable.size} refunds could not reach their gateway`);
    for (const id of unreachable)
      await lines.settle(this.db, id, 'FAILED', 'The payment service could not be reached; try again');
  }

  /** Staff try the FAILED lines again. */
  async retry(eventId: string): Promise<EventRefundReport> {
    if ((await lines.reopenFailed(this.db, eventId)) > 0) await this.enqueue(eventId);
    return this.report(eventId);
  }

  /** What staff read: every line with its buyer, and the totals by outcome. */
  async report(eventId: string): Promise<EventRefundReport> {
    const rows = await lines.report(this.db, eventId);
    const items = rows.map(({ line, purchase, buyer }) => ({
      referenceId: purchase.referenceId,
      buyerName: fullName(buyer),
      buyerEmail: buyer.email,
      productName: purchase.productName,
      productType: purchase.productType,
      quantity: purchase.quantity,
      amount: purchase.amount,
      currency: purchase.currency,
      method: purchase.method,
      // Refunded by hand since: the line reads as refunded.
      status: purchase.status === 'REFUNDED' ? ('REFUNDED' as const) : line.status,
      reason: purchase.status === 'REFUNDED' ? null : line.reason,
      attempts: line.attempts,
      updatedAt: (purchase.refundedAt ?? line.updatedAt).toISOString(),
    }));
    const count = (status: string) => items.filter((item) => item.status === status).length;
    const amount = (status: string) =>
      items
        .filter((item) => item.status === status && item.currency === 'NPR')
        .reduce((sum, item) => sum + item.amount, 0);
    return {
      eventId,
      totals: {
        lines: items.length,
        refunded: count('REFUNDED'),
        byHand: count('BY_HAND'),
        failed: count('FAILED'),
        pending: count('PENDING'),
        refundedAmount: amount('REFUNDED'),
        outstandingAmount: amount('BY_HAND') + amount('FAILED') + amount('PENDING'),
      },
      items,
    };
  }
}
