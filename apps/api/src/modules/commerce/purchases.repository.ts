import { type SQL, and, asc, count, desc, eq, inArray, lt } from 'drizzle-orm';
import type { PaymentMethod, PurchaseStatus } from '@ringside/contract';
import type { Db } from '../../db/client';
import { paymentLogs, purchases } from './commerce.table';

export type PurchaseRow = typeof purchases.$inferSelect;
export type NewPurchase = typeof purchases.$inferInsert;
export type PaymentLogRow = typeof paymentLogs.$inferSelect;

export interface PurchaseFilter {
  customerId?: string | undefined;
  status?: PurchaseStatus | undefined;
  method?: PaymentMethod | undefined;
  referenceId?: string | undefined;
}

/** A purchase may become PAID from these: EXPIRED is only our own giving up, never the gateway's word. */
const PAYABLE: PurchaseStatus[] = ['UNPAID', 'EXPIRED'];

export const purchasesRepository = {
  async insert(db: Db, values: NewPurchase): Promise<PurchaseRow> {
    const [row] = await db.insert(purchases).values(values).returning();
    return row as PurchaseRow;
  },

  async findByReference(db: Db, referenceId: string): Promise<PurchaseRow | undefined> {
    const [row] = await db.select().from(purchases).where(eq(purchases.referenceId, referenceId)).limit(1);
    return row;
  },

  async setGatewayRef(db: Db, id: string, gatewayRef: string): Promise<void> {
    await db.update(purchases).set({ gatewayRef, updatedAt: new Date() }).where(eq(purchases.id, id));
  },

  /** UNPAID (or EXPIRED) -> PAID; only one of racing confirmations gets the row back. */
  async markPaid(db: Db, id: string, gatewayTxnId: string): Promise<PurchaseRow | undefined> {
    const now = new Date();
    const [row] = await db
      .update(purchases)
      .set({ status: 'PAID', gatewayTxnId, paidAt: now, failureReason: null, updatedAt: now })
      .where(and(eq(purchases.id, id), inArray(purchases.status, PAYABLE)))
      .returning();
    return row;
  },

  /** UNPAID -> FAILED, CANCELLED or EXPIRED, with why. */
  async close(db: Db, id: string, status: PurchaseStatus, reason: string): Promise<PurchaseRow | undefined> {
    const [row] = await db
      .update(purchases)
      .set({ status, failureReason: reason.slice(0, 300), updatedAt: new Date() })
      .where(and(eq(purchases.id, id), eq(purchases.status, 'UNPAID')))
      .returning();
    return row;
  },

  /** UNPAID purchases older than `before`, oldest first: what the reconciler asks the gateways about. */
  async unpaidBefore(db: Db, before: Date, limit: number): Promise<PurchaseRow[]> {
    return db
      .select()
      .from(purchases)
      .where(and(eq(purchases.status, 'UNPAID'), lt(purchases.createdAt, before)))
      .orderBy(asc(purchases.createdAt))
      .limit(limit);
  },

  async search(db: Db, filter: PurchaseFilter, page: number, pageSize: number) {
    const conditions: SQL[] = [];
    if (filter.customerId) conditions.push(eq(purchases.customerId, filter.customerId));
    if (filter.status) conditions.push(eq(purchases.status, filter.status));
    if (filter.method) conditions.push(eq(purchases.method, filter.method));
    if (filter.referenceId) conditions.push(eq(purchases.referenceId, filter.referenceId));
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(purchases)
        .where(where)
        .orderBy(desc(purchases.createdAt), desc(purchases.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ total: count() }).from(purchases).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  },

  async log(db: Db, values: typeof paymentLogs.$inferInsert): Promise<void> {
    await db.insert(paymentLogs).values(values);
  },

  async logsOf(db: Db, referenceId: string): Promise<PaymentLogRow[]> {
    return db
      .select()
      .from(paymentLogs)
      .where(eq(paymentLogs.referenceId, referenceId))
      .orderBy(asc(paymentLogs.createdAt));
  },
};
