import type { PaymentLog, Purchase } from '@ringside/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { grants } from '../access/access.table';
import type { Entitlements } from '../access/entitlements';
import { purchases as purchasesTable } from './commerce.table';
import { GatewayUnreachable } from './gateways/gateway';
import { toPurchase } from './purchase.mapper';
import { type PurchaseRow, purchasesRepository as purchases } from './purchases.repository';
import type { Purchases } from './purchases.service';

/**
 * Staff (TRANSACTION) refund a paid purchase: through the gateway's refund call where it has one, otherwise recorded
 * as a refund made by hand (the money goes back outside the platform). Either way the purchase is REFUNDED and the
 * access it bought is revoked in the same transaction, so playback stops within a minute (decision 23).
 */
export class Refunds {
  constructor(
    private readonly db: Db,
    private readonly service: Purchases,
    private readonly entitlements: Entitlements,
  ) {}

  async refund(staffId: string, referenceId: string, note: string | undefined): Promise<Purchase> {
    const row = await this.find(referenceId);
    if (row.status !== 'PAID') throw new AppError('HUBPURD001');
    const gateway = this.service.gatewayOf(row.method);
    let outcome: { how: 'GATEWAY' | 'MANUAL'; gatewayRefundId: string | null } = {
      how: 'MANUAL',
      gatewayRefundId: null,
    };
    if (gateway.refund && row.gatewayTxnId) {
      const purchase = await this.service.gatewayPurchase(row);
      const result = await gateway.refund({ ...purchase, gatewayTxnId: row.gatewayTxnId }).catch((error: unknown) => {
        if (error instanceof GatewayUnreachable) throw new AppError('HUBPYGW001');
        throw error;
      });
      if (!result.refunded) throw new AppError('HUBPURD002', { params: { reason: result.reason } });
      outcome = { how: 'GATEWAY', gatewayRefundId: result.gatewayRefundId };
    }
    const refunded = await this.db.transaction(async (tx) => {
      const now = new Date();
      const [updated] = await tx
        .update(purchasesTable)
        .set({ status: 'REFUNDED', refundedAt: now, refundedById: staffId, updatedAt: now })
        .where(and(eq(purchasesTable.id, row.id), eq(purchasesTable.status, 'PAID')))
        .returning();
      if (!updated) throw new AppError('HUBPURD001');
      await tx
        .update(grants)
        .set({ revokedAt: now, revokedById: staffId })
        .where(and(eq(grants.purchaseId, row.id), isNull(grants.revokedAt)));
      return updated;
    });
    this.entitlements.forgetCustomer(row.customerId);
    await purchases.log(this.db, {
      referenceId: row.referenceId,
      method: row.method,
      request: { step: 'refund', staffId, note: note ?? null },
      response: outcome,
      durationMs: 0,
    });
    return toPurchase(refunded);
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
