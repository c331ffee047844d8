import type { PaymentLog, Purchase } from '@ringside/contract';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Entitlements } from '../access/entitlements';
import { revokePurchaseGrants } from '../access/grants';
import { voidPurchaseTickets } from '../events/tier-seats';
import { purchases as purchasesTable } from './commerce.table';
import { GatewayUnreachable } from './gateways/gateway';
import { toPurchase } from './purchase.mapper';
import { type PurchaseRow, purchasesRepository as purchases } from './purchases.repository';
import type { Purchases } from './purchases.service';

const UNFULFILLED = {
  DUPLICATE_PAYMENT: {
    step: 'duplicate',
    note: 'Paid for content the customer already held: nothing granted',
    refundNote: 'Paid twice: refunded automatically',
  },
  SOLD_OUT: {
    step: 'sold-out',
    note: 'Paid after its seats were let go, and the tier had sold out: no tickets issued',
    refundNote: 'Sold out before the payment arrived: refunded automatically',
  },
} as const;

/**
 * Staff (TRANSACTION) refund a paid purchase: through the gateway's refund call where it has one, otherwise recorded
 * as a refund made by hand (the money goes back outside the platform). Either way the purchase is REFUNDED and the
 * access or tickets it bought are withdrawn in the same transaction, so playback stops within a minute (decision 23)
 * and the seats go back on sale (the release trigger, decision 53).
 */
export class Refunds {
  constructor(
    private readonly db: Db,
    private readonly service: Purchases,
    private readonly entitlements: Entitlements,
    private readonly logger: FastifyBaseLogger,
  ) {}

  async refund(staffId: string, referenceId: string, note: string | undefined): Promise<Purchase> {
    const row = await this.find(referenceId);
    if (row.status !== 'PAID') throw new AppError('HUBPURD001');
    const outcome = await this.throughGateway(row);
    if (!outcome.refunded) throw new AppError('HUBPURD002', { params: { reason: outcome.reason } });
    return toPurchase(await this.record(row, staffId, note ?? null, outcome));
  }

  /**
   * A payment that delivered nothing: content the customer already held (decision 33), or seats sold out after the
   * order's hold lapsed (decision 53). Given back at once through the gateway where it has a refund call, by nobody in
   * particular. Otherwise, or when the gateway refuses, it stays PAID and flagged, for staff to refund by hand; the
   * payment log says which.
   */
  async refundUnfulfilled(row: PurchaseRow): Promise<PurchaseRow> {
    const canRefund = this.service.refundable(row);
    const why = UNFULFILLED[row.flag === 'SOLD_OUT' ? 'SOLD_OUT' : 'DUPLICATE_PAYMENT'];
    await this.log(row, { step: why.step, note: why.note }, { refund: canRefund ? 'GATEWAY' : 'BY_HAND' });
    if (!canRefund) return row;
    try {
      const outcome = await this.throughGateway(row);
      if (outcome.refunded) return await this.record(row, null, why.refundNote, outcome);
      await this.log(row, { step: 'refund', staffId: null }, { how: 'GATEWAY', refused: outcome.reason });
    } catch (error) {
      this.logger.warn({ err: error, referenceId: row.referenceId }, 'a duplicate payment could not be refunded');
      await this.log(row, { step: 'refund', staffId: null }, { how: 'GATEWAY', error: String(error) });
    }
    return row;
  }

  /**
   * A paid purchase of a cancelled event (decision 55): given back through its gateway where it has a refund call,
   * recorded REFUNDED with its access and tickets withdrawn. A gateway without one leaves it to staff (BY_HAND: pay it
   * back outside, then record it with the refund button); a refusal is FAILED with the gateway's reason. A gateway
   * out of reach throws (HUBPYGW001): the job tries again later. One already refunded (by staff, or by a run that
   * died before writing its line) is REFUNDED without a second call.
   */
  async refundCancelled(
    row: PurchaseRow,
  ): Promise<{ status: 'REFUNDED' | 'BY_HAND' | 'FAILED'; reason: string | null }> {
    if (row.status === 'REFUNDED') return { status: 'REFUNDED', reason: null };
    if (row.status !== 'PAID') return { status: 'FAILED', reason: `The purchase is ${row.status}, not paid` };
    if (!this.service.refundable(row))
      return { status: 'BY_HAND', reason: 'This gateway has no refund call: pay it back by hand, then record it' };
    const outcome = await this.throughGateway(row);
    if (!outcome.refunded) return { status: 'FAILED', reason: outcome.reason };
    try {
      await this.record(row, null, 'Event cancelled: refunded automatically', outcome);
    } catch (error) {
      // Refunded by staff meanwhile: the money went back once all the same.
      if (!(error instanceof AppError && error.code === 'HUBPURD001')) throw error;
    }
    return { status: 'REFUNDED', reason: null };
  }

  /** The gateway's refund call where it has one; else a refund made by hand, to record. */
  private async throughGateway(
    row: PurchaseRow,
  ): Promise<
    { refunded: true; how: 'GATEWAY' | 'MANUAL'; gatewayRefundId: string | null } | { refunded: false; reason: string }
  > {
    // A gateway switched off since the payment is refunded by hand too.
    const gateway = this.service.refundable(row) ? this.service.gatewayOf(row.method) : undefined;
    if (!gateway?.refund || !row.gatewayTxnId) return { refunded: true, how: 'MANUAL', gatewayRefundId: null };
    const purchase = await this.service.gatewayPurchase(row);
    const result = await gateway.refund({ ...purchase, gatewayTxnId: row.gatewayTxnId }).catch((error: unknown) => {
      if (error instanceof GatewayUnreachable) throw new AppError('HUBPYGW001');
      throw error;
    });
    if (!result.refunded) return result;
    return { refunded: true, how: 'GATEWAY', gatewayRefundId: result.gatewayRefundId };
  }

  /** PAID -> REFUNDED, and the grants it bought revoked, in one transaction; then the payment log. */
  private async record(
    row: PurchaseRow,
    staffId: string | null,
    note: string | null,
    outcome: { how: 'GATEWAY' | 'MANUAL'; gatewayRefundId: string | null },
  ): Promise<PurchaseRow> {
    const refunded = await this.db.transaction(async (tx) => {
      const now = new Date();
      const [updated] = await tx
        .update(purchasesTable)
        .set({ status: 'REFUNDED', refundedAt: now, refundedById: staffId, updatedAt: now })
        .where(and(eq(purchasesTable.id, row.id), eq(purchasesTable.status, 'PAID')))
        .returning();
      if (!updated) throw new AppError('HUBPURD001');
      await revokePurchaseGrants(tx, row.id, staffId, now);
      await voidPurchaseTickets(tx, row.id, now);
      return updated;
    });
    this.entitlements.grantsChanged(row.customerId);
    await this.log(
      row,
      { step: 'refund', staffId, note },
      { how: outcome.how, gatewayRefundId: outcome.gatewayRefundId },
    );
    return refunded;
  }

  private async log(row: PurchaseRow, request: object, response: object): Promise<void> {
    await purchases.log(this.db, {
      referenceId: row.referenceId,
      method: row.method,
      request,
      response,
      durationMs: 0,
    });
  }

  async logs(referenceId: string): Promise<PaymentLog[]> {
    const rows = await purchases.logsOf(this.db, referenceId);
    if (rows.length === 0) throw new AppError('HUBPLST001');
    return rows.map((log) => ({
      id: log.id,
      referenceId: log.referenceId,
      method: log.method,
      request: log.request,
      response: log.response,
      error: log.error,
      durationMs: log.durationMs,
      createdAt: log.createdAt.toISOString(),
    }));
  }

  private async find(referenceId: string): Promise<PurchaseRow> {
    const row = await purchases.findByReference(this.db, referenceId);
    if (!row) throw new AppError('HUBPUNF001');
    return row;
  }
}
