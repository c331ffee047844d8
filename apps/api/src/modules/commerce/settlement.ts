import type { Db } from '../../db/client';
import type { Entitlements } from '../access/entitlements';
import type { PurchaseFlag } from '@ringside/contract';
import { activeGrantFor, grantPurchase, passEndsAt } from '../access/grants';
import { issuePurchasedTickets, takeTierSeats, tierSales } from '../events/tier-seats';
import { productsRepository } from './products.repository';
import type { Invoices } from './invoices/invoices';
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
 * (decision 33); so is a ticket order paid after its hold lapsed whose tier sold out meanwhile (SOLD_OUT, decision
 * 53). Answers the purchase as it is now.
 */
export class Settlement {
  constructor(
    private readonly db: Db,
    private readonly entitlements: Entitlements,
    private readonly on: {
      /** Told once per purchase, by the call that made it PAID and granted it (the receipt). */
      paid?: (row: PurchaseRow) => Promise<void>;
      /**
       * Told once of a purchase PAID that delivered nothing: content already held, or seats sold out after its hold
       * lapsed (refunded where the gateway can).
       */
      unfulfilled?: (row: PurchaseRow) => Promise<PurchaseRow>;
    } = {},
    /** Tax invoices, when the business's PAN is configured (decision 56). */
    private readonly invoices?: Invoices,
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
        // Money received is invoiced, delivered or not (a refund is a record of its own); last, so that the year's
        // invoice counter stays locked only until the commit (decision 56).
        const invoiced = (settled: PurchaseRow) => (this.invoices ? this.invoices.assign(tx, settled) : settled);
        const fulfilled = await this.fulfil(tx, row);
        if (fulfilled === 'DELIVERED') return { row: await invoiced(row), unfulfilled: false };
        const flagged =
          fulfilled === 'DUPLICATE_PAYMENT'
            ? await purchases.flagDuplicate(tx, row.id)
            : await purchases.flagSoldOut(tx, row.id);
        return { row: await invoiced(flagged ?? row), unfulfilled: true };
      });
      this.entitlements.grantsChanged(purchase.customerId);
      if (!paid) return this.current(purchase);
      if (paid.unfulfilled) return this.on.unfulfilled ? this.on.unfulfilled(paid.row) : paid.row;
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

  /**
   * What a paid purchase delivers, in its transaction: a ticket order's tickets (its seats taken again first if its
   * hold had lapsed, SOLD_OUT when they are gone), a Fight Pass from the end of the one running, or the content's
   * grant (DUPLICATE_PAYMENT when the customer holds it already).
   */
  private async fulfil(tx: Db, row: PurchaseRow): Promise<'DELIVERED' | PurchaseFlag> {
    const { productType, contentId } = row;
    if (productType === 'TICKET') {
      const tier = (await tierSales(tx, [contentId])).get(contentId);
      if (!tier) return 'SOLD_OUT';
      if (!row.seatsHeld) {
        if (!(await takeTierSeats(tx, tier.tierId, row.quantity))) return 'SOLD_OUT';
        await purchases.markSeatsHeld(tx, row.id);
      }
      await issuePurchasedTickets(tx, { ...row, purchaseId: row.id, tierId: tier.tierId, eventId: tier.eventId });
      return 'DELIVERED';
    }
    const grant = { purchaseId: row.id, customerId: row.customerId, note: row.referenceId };
    if (productType === 'PASS') {
      const days = (await productsRepository.find(tx, row.productId))?.validDays ?? 30;
      const expiresAt = await passEndsAt(tx, row.customerId, days);
      await grantPurchase(tx, { ...grant, content: { type: 'PASS', id: contentId }, expiresAt });
      return 'DELIVERED';
    }
    const content = { type: productType, id: contentId };
    if (await activeGrantFor(tx, row.customerId, content)) return 'DUPLICATE_PAYMENT';
    await grantPurchase(tx, { ...grant, content });
    return 'DELIVERED';
  }

  private async current(purchase: PurchaseRow): Promise<PurchaseRow> {
    return (await purchases.findByReference(this.db, purchase.referenceId)) ?? purchase;
  }
}
