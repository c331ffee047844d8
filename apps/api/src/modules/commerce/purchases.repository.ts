import { type SQL, and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { PaymentMethod, PurchaseFlag, PurchaseStatus } from '@ringside/contract';
import type { Db } from '../../db/client';
import { paymentLogs, purchases } from './commerce.table';
import type { Handoff } from './gateways/gateway';

export type PurchaseRow = typeof purchases.$inferSelect;
export type NewPurchase = typeof purchases.$inferInsert;
export type PaymentLogRow = typeof paymentLogs.$inferSelect;

export interface PurchaseFilter {
  customerId?: string | undefined;
  status?: PurchaseStatus | undefined;
  method?: PaymentMethod | undefined;
  referenceId?: string | undefined;
  flag?: PurchaseFlag | undefined;
}

/**
 * A purchase may become PAID from these: EXPIRED is only our own giving up, never the gateway's word, and a FAILED
 * one still re-checked was refused on its return alone (decision 33).
 */
const payable = () =>
  or(
    inArray(purchases.status, ['UNPAID', 'EXPIRED']),
    and(eq(purchases.status, 'FAILED'), isNotNull(purchases.recheckUntil)),
  );

/** FAILED on its return alone, and so still open to the gateway's word. */
const rechecked = () => and(eq(purchases.status, 'FAILED'), isNotNull(purchases.recheckUntil));

export const purchasesRepository = {
  /** A new UNPAID purchase, unless the customer has one of this product by this method open already (undefined). */
  async insertOpen(db: Db, values: NewPurchase): Promise<PurchaseRow | undefined> {
    const [row] = await db.insert(purchases).values(values).onConflictDoNothing().returning();
    return row;
  },

  /** The customer's UNPAID purchase of this product by this method, if any (at most one: `purchases_open_key`). */
  async openOf(db: Db, customerId: string, productId: string, method: PaymentMethod): Promise<PurchaseRow | undefined> {
    const [row] = await db
      .select()
      .from(purchases)
      .where(
        and(
          eq(purchases.customerId, customerId),
          eq(purchases.productId, productId),
          eq(purchases.method, method),
          eq(purchases.status, 'UNPAID'),
        ),
      )
      .limit(1);
    return row;
  },

  async findById(db: Db, id: string): Promise<PurchaseRow | undefined> {
    const [row] = await db.select().from(purchases).where(eq(purchases.id, id)).limit(1);
    return row;
  },

  async findByReference(db: Db, referenceId: string): Promise<PurchaseRow | undefined> {
    const [row] = await db.select().from(purchases).where(eq(purchases.referenceId, referenceId)).limit(1);
    return row;
  },

  /** What the gateway's start gave: its reference, and what the browser needs to reach it. */
  async setHandoff(db: Db, id: string, gatewayRef: string | null, handoff: Handoff): Promise<void> {
    await db.update(purchases).set({ gatewayRef, handoff, updatedAt: new Date() }).where(eq(purchases.id, id));
  },

  /**
   * Holds, until the transaction ends, every other settlement of this customer's payments for this content (a
   * transaction-scoped advisory lock: nothing to clean up, and it works the same on PGlite).
   */
  async lockContentOf(db: Db, purchase: Pick<PurchaseRow, 'customerId' | 'productType' | 'contentId'>): Promise<void> {
    const key = `purchase:${purchase.customerId}:${purchase.productType}:${purchase.contentId}`;
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  },

  /** A PAID purchase for content the customer already held: flagged for staff, granted nothing (decision 33). */
  async flagDuplicate(db: Db, id: string): Promise<PurchaseRow | undefined> {
    const [row] = await db
      .update(purchases)
      .set({ flag: 'DUPLICATE_PAYMENT', updatedAt: new Date() })
      .where(and(eq(purchases.id, id), eq(purchases.status, 'PAID')))
      .returning();
    return row;
  },

  /** UNPAID (or EXPIRED, or FAILED still re-checked) -> PAID; only one of racing confirmations gets the row back. */
  async markPaid(db: Db, id: string, gatewayTxnId: string): Promise<PurchaseRow | undefined> {
    const now = new Date();
    const [row] = await db
      .update(purchases)
      .set({
        status: 'PAID',
        gatewayTxnId,
        paidAt: now,
        failureReason: null,
        recheckUntil: null,
        nextCheckAt: null,
        updatedAt: now,
      })
      .where(and(eq(purchases.id, id), payable()))
      .returning();
    return row;
  },

  /** UNPAID -> FAILED on a return that was altered or unreadable: the gateway is still asked until `until`. */
  async closeUnverified(db: Db, id: string, reason: string, until: Date): Promise<PurchaseRow | undefined> {
    const [row] = await db
      .update(purchases)
      .set({ status: 'FAILED', failureReason: reason.slice(0, 300), recheckUntil: until, updatedAt: new Date() })
      .where(and(eq(purchases.id, id), eq(purchases.status, 'UNPAID')))
      .returning();
    return row;
  },

  /** A FAILED purchase still re-checked gets the gateway's own "no": final now. */
  async closeRechecked(db: Db, id: string, status: PurchaseStatus, reason: string): Promise<PurchaseRow | undefined> {
    const [row] = await db
      .update(purchases)
      .set({
        status,
        failureReason: reason.slice(0, 300),
        recheckUntil: null,
        nextCheckAt: null,
        updatedAt: new Date(),
      })
      .where(and(eq(purchases.id, id), rechecked()))
      .returning();
    return row;
  },

  /**
   * The gateway says another amount was paid: out of PAID for good (FAILED), flagged for staff, from any state a
   * payment could still settle.
   */
  async flagMismatch(db: Db, id: string, reason: string): Promise<PurchaseRow | undefined> {
    const [row] = await db
      .update(purchases)
      .set({
        status: 'FAILED',
        flag: 'AMOUNT_MISMATCH',
        failureReason: reason.slice(0, 300),
        recheckUntil: null,
        nextCheckAt: null,
        updatedAt: new Date(),
      })
      .where(and(eq(purchases.id, id), payable()))
      .returning();
    return row;
  },

  /** When the reconciler asks about it next (still open ones only). */
  async scheduleCheck(db: Db, id: string, at: Date): Promise<void> {
    await db
      .update(purchases)
      .set({ nextCheckAt: at })
      .where(and(eq(purchases.id, id), or(eq(purchases.status, 'UNPAID'), rechecked())));
  },

  /**
   * Lets go of a tier's holds whose time is up, without waiting for the reconciler to ask their gateway: EXPIRED,
   * their seats back on sale (the release trigger). A payment that still arrives retakes seats or is refunded.
   */
  async expireLapsedHolds(db: Db, productId: string, now: Date): Promise<number> {
    const rows = await db
      .update(purchases)
      .set({ status: 'EXPIRED', failureReason: 'Its seats were held until the time ran out', updatedAt: now })
      .where(
        and(
          eq(purchases.productId, productId),
          eq(purchases.status, 'UNPAID'),
          eq(purchases.seatsHeld, true),
          lte(purchases.expiresAt, now),
        ),
      )
      .returning({ id: purchases.id });
    return rows.length;
  },

  /** A paid ticket purchase whose hold had lapsed took its seats again: they count as held by it once more. */
  async markSeatsHeld(db: Db, id: string): Promise<void> {
    await db.update(purchases).set({ seatsHeld: true }).where(eq(purchases.id, id));
  },

  /** A paid ticket purchase that found its tier sold out: flagged, no tickets, refunded where the gateway can. */
  async flagSoldOut(db: Db, id: string): Promise<PurchaseRow | undefined> {
    const [row] = await db
      .update(purchases)
      .set({ flag: 'SOLD_OUT', updatedAt: new Date() })
      .where(and(eq(purchases.id, id), eq(purchases.status, 'PAID')))
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

  /**
   * What the reconciler asks the gateways about now, oldest first: UNPAID purchases, and FAILED ones still
   * re-checked (until their `recheckUntil`), created before `before` and due (`nextCheckAt`), or UNPAID past their
   * expiry whatever their schedule, so that they expire on time.
   */
  async dueForCheck(db: Db, now: Date, before: Date, limit: number): Promise<PurchaseRow[]> {
    const unpaid = eq(purchases.status, 'UNPAID');
    const open = or(unpaid, and(eq(purchases.status, 'FAILED'), gt(purchases.recheckUntil, now)));
    const due = or(
      isNull(purchases.nextCheckAt),
      lte(purchases.nextCheckAt, now),
      and(unpaid, lte(purchases.expiresAt, now)),
    );
    return db
      .select()
      .from(purchases)
      .where(and(open, lt(purchases.createdAt, before), due))
      .orderBy(asc(purchases.createdAt))
      .limit(limit);
  },

  async search(db: Db, filter: PurchaseFilter, page: number, pageSize: number) {
    const conditions: SQL[] = [];
    if (filter.customerId) conditions.push(eq(purchases.customerId, filter.customerId));
    if (filter.status) conditions.push(eq(purchases.status, filter.status));
    if (filter.method) conditions.push(eq(purchases.method, filter.method));
    if (filter.referenceId) conditions.push(eq(purchases.referenceId, filter.referenceId));
    if (filter.flag) conditions.push(eq(purchases.flag, filter.flag));
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
