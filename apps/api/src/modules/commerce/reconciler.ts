import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { purchasesRepository as purchases } from './purchases.repository';
import type { Purchases } from './purchases.service';

/** The longest a purchase still open waits between two questions to its gateway. */
const MAX_CHECK_GAP_MS = 2 * 60 * 60 * 1000;

/**
 * How long until the reconciler asks about a purchase again: every round while it is young, then a quarter of its
 * age (most payments settle in their first minutes), at most two hours: about 35 questions over a re-checked day
 * instead of one a round.
 */
export function nextCheckDelayMs(ageMs: number, roundMs: number): number {
  return Math.max(roundMs, Math.min(ageMs / 4, MAX_CHECK_GAP_MS));
}

export interface ReconcilerOptions {
  /** How often UNPAID purchases are looked at. */
  intervalSeconds: number;
  /** A purchase is left to its return page this long before the reconciler asks the gateway itself. */
  graceSeconds: number;
  /** At most this many purchases per round, oldest first. */
  batch: number;
}

export interface Round {
  checked: number;
  paid: number;
  expired: number;
}

/**
 * The payer who closed the tab after paying still gets access: every round asks the gateways about UNPAID
 * purchases past their grace (the status call), and about FAILED ones refused on an altered return for a day
 * (decision 33), each less often as it ages; settles what they say, and expires UNPAID ones whose time is up with no
 * payment. Its rounds are a job of the queue (`JobQueue.every`): one a round whatever the number of instances, so
 * each purchase is asked about once a round. Were two to run at once, settlement would still grant once.
 */
export class Reconciler {
  private running: Promise<Round> | undefined;

  constructor(
    private readonly db: Db,
    private readonly service: Purchases,
    private readonly log: FastifyBaseLogger,
    private readonly options: ReconcilerOptions,
  ) {}

  /** One round; a round still running is joined rather than doubled. */
  round(now = new Date()): Promise<Round> {
    this.running ??= this.reconcile(now).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async reconcile(now: Date): Promise<Round> {
    const result: Round = { checked: 0, paid: 0, expired: 0 };
    try {
      const due = await purchases.dueForCheck(
        this.db,
        now,
        new Date(now.getTime() - this.options.graceSeconds * 1000),
        this.options.batch,
      );
      for (const row of due) {
        result.checked += 1;
        const after = await this.service.recheck(row).catch((error: unknown) => {
          // A gateway out of reach: asked again when next due, or expired below if its time is up.
          this.log.warn({ err: error, referenceId: row.referenceId }, 'payment status could not be checked');
          return row;
        });
        const age = now.getTime() - row.createdAt.getTime();
        const roundMs = this.options.intervalSeconds * 1000;
        // A little early: a round starts within a tenth of a round and a poll of its slot's start (JobQueue.every),
        // and the next round must still find the purchase due.
        const delay = nextCheckDelayMs(age, roundMs) - Math.min(roundMs / 2, roundMs / 10 + 2000);
        await purchases.scheduleCheck(this.db, row.id, new Date(now.getTime() + delay));
        if (after.status === 'PAID') result.paid += 1;
        else if (after.status === 'UNPAID' && row.expiresAt.getTime() <= now.getTime()) {
          const expired = await purchases.close(this.db, row.id, 'EXPIRED', 'No payment arrived in time');
          if (expired) result.expired += 1;
        }
      }
    } catch (error) {
      this.log.error({ err: error }, 'payment reconciliation failed');
    }
    if (result.checked) this.log.info(result, 'payments reconciled');
    return result;
  }
}
