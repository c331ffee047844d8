import type { Db } from '../../db/client';
import type { Entitlements } from '../access/entitlements';
import { activeGrantFor, grantPurchase } from '../access/grants';
import type { Verification } from './gateways/gateway';
import { type PurchaseRow, purchasesRepository as purchases } from './purchases.repository';

/** A purchase refused on its return alone is still put to its gateway this long after it was created. */
export const RECHECK_MS = 24 * 60 * 60 * 1000;

/**
 * Applies the gateway's word to a purchase. PAID (for the amount the purchase asked) marks it PAID and grants the
 * access in one transaction: of racing confirmations only one moves the row, and the grant's unique purchase id
 * keeps it to one grant whatever happens. PAID for another amount keeps it out of PAID, flagged for staff. FAILED
 * and CANCELLED close an UNPAID purchase, except that a return altered or unreadable closes it FAILED only until
 * the gateway says otherwise (decision 33); PENDING leaves it for the reconciler. A payment for content the customer
 * already holds (two purchases paid) grants nothing more: it is flagged DUPLICATE_PAYMENT and handed to the refund
 * (decision 33). Answers the purchase as it is now.
 */
export class Settlement {
  constructor(
    private readonly db: Db,
    private readonly entitlements: Entitlements,
    private readonly on: {
      /** Told once per purchase, by the call that made it PAID and granted it (the receipt). */
      paid?: (row: PurchaseRow) => Promise<void>;
      /** Told once of a purchase PAID for content already held (refunded where the gateway can). */
      duplicate?: (row: PurchaseRow) => Promise<PurchaseRow>;
    } = {},
  ) {}

  async apply(purchase: PurchaseRow, verification: Verification): Promise<PurchaseRow> {
    if (verification.outcome === 'PAID') {
      if (verification.amount !== purchase.amount) {
        const reason = `The gateway reports ${verification.amount} paid, not ${purchase.amount} (in the minor unit)`;
        return (await purchases.flagMismatch(this.db, purchase.id, reason)) ?? this.current(purchase);
      }
      const paid = await this.db.transaction(async (tx) => {
        // Payments of one customer for one piece of content settle one at a time: two paid at once cannot both grant.
        await purchases.lockContentOf(tx, purchase);
        const row = await purchases.markPaid(tx, purchase.id, verification.gatewayTxnId);
        if (!row) return undefined;
        const content = { type: row.productType, id: row.contentId };
        if (await activeGrantFor(tx, row.customerId, content)) {
          const flagged = await purchases.flagDuplicate(tx, row.id);
          return { row: flagged ?? row, duplicate: true };
        }
        await grantPurchase(tx, { purchaseId: row.id, customerId: row.customerId, content, note: row.referenceId });
        return { row, duplicate: false };
      });
      this.entitlements.forgetCustomer(purchase.customerId);
      if (!paid) return this.current(purchase);
      if (paid.duplicate) return this.on.duplicate ? this.on.duplicate(paid.row) : paid.row;
      await this.on.paid?.(paid.row);
      return paid.row;
    }
    if (verification.outcome === 'PENDING') return purchase;
    if (verification.outcome === 'FAILED' && verification.tampered) {
      const until = new Date(purchase.createdAt.getTime() + RECHECK_MS);
      return (
        (await purchases.closeUnverified(this.db, purchase.id, verification.reason, until)) ?? this.current(purchase)
      );
    }
    const { outcome: status, reason } = verification;
    return (
      (await purchases.close(this.db, purchase.id, status, reason)) ??
      (await purchases.closeRechecked(this.db, purchase.id, status, reason)) ??
      (await this.current(purchase))
    );
  }

  private async current(purchase: PurchaseRow): Promise<PurchaseRow> {
    return (await purchases.findByReference(this.db, purchase.referenceId)) ?? purchase;
  }
}
