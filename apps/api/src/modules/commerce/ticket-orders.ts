import { pick } from '../../lib/translations';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type TierSale, takeTierSeats, tierSales } from '../events/tier-seats';
import type { ProductRow } from './products.repository';
import { type NewPurchase, type PurchaseRow, purchasesRepository as purchases } from './purchases.repository';

/** Seats are held this long for a buyer at the gateway; a payment after it still gets them if any are left. */
export const SEAT_HOLD_MINUTES = 15;

/** What one order buys: its quantity, and for tickets the tier it takes seats of. */
export interface Order {
  quantity: number;
  tier: TierSale | null;
}

class SoldOut extends Error {}

/** A tier's seats named with their event, as a checkout and a receipt say them ("Dashain Fight Night: VIP"). */
export function seatNames(
  product: Pick<ProductRow, 'name' | 'nameNe'>,
  tier: Pick<TierSale, 'eventName' | 'eventNameNe'>,
): { name: string; nameNe: string | null } {
  const { eventName, eventNameNe } = tier;
  return {
    name: `${eventName}: ${product.name}`,
    nameNe:
      eventNameNe || product.nameNe
        ? `${pick('ne', eventName, eventNameNe)}: ${pick('ne', product.name, product.nameNe)}`
        : null,
  };
}

/**
 * The ticket side of buying (decision 53): an order's quantity against the tier's limit, the purchase and its seats
 * taken in one transaction (a tier with too few left refuses, and the purchase is not kept), and the names a ticket
 * purchase carries ("Event: VIP").
 */
export class TicketOrders {
  constructor(private readonly db: Db) {}

  /** A ticket order's tier and quantity (1 to the tier's limit); anything else is bought one at a time. */
  async orderOf(product: ProductRow, quantity: number): Promise<Order> {
    if (product.productType !== 'TICKET') {
      if (quantity !== 1) throw AppError.field('quantity', 'HUBPRQT001', { max: 1 });
      return { quantity, tier: null };
    }
    const tier = (await tierSales(this.db, [product.contentId])).get(product.contentId);
    if (!tier) throw new AppError('HUBPRNF001');
    // A free seat is taken from the event page (attendance), never through a gateway.
    if (product.amount === 0) throw new AppError('HUBTTFR001');
    if (quantity > tier.perOrderLimit) throw AppError.field('quantity', 'HUBPRQT001', { max: tier.perOrderLimit });
    return { quantity, tier };
  }

  /** The purchase's names: a ticket's tier with its event ("Dashain Fight Night: VIP"), in both languages. */
  names(product: ProductRow, order: Order): Pick<NewPurchase, 'productName' | 'productNameNe'> {
    const names = order.tier ? seatNames(product, order.tier) : product;
    return { productName: names.name, productNameNe: names.nameNe };
  }

  /** How long the purchase waits for its payment: a ticket's seats are held for less than the gateway's hour. */
  expiresAt(order: Order, unpaidMinutes: number, now = Date.now()): Date {
    const minutes = order.tier ? Math.min(unpaidMinutes, SEAT_HOLD_MINUTES) : unpaidMinutes;
    return new Date(now + minutes * 60_000);
  }

  /**
   * A new UNPAID purchase (undefined when one of the customer's by this method is open already). For tickets the
   * seats are taken in the same transaction: with too few left, holds that have lapsed are let go once and the seats
   * asked again; then "Sold out" (HUBTKSO001) or "Only N seats are left" (HUBTKSO002).
   */
  async open(values: NewPurchase, order: Order): Promise<PurchaseRow | undefined> {
    const { tier } = order;
    if (!tier) return purchases.insertOpen(this.db, values);
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.db.transaction(async (tx) => {
          const row = await purchases.insertOpen(tx, { ...values, quantity: order.quantity, seatsHeld: true });
          if (row && !(await takeTierSeats(tx, tier.tierId, order.quantity))) throw new SoldOut();
          return row;
        });
      } catch (error) {
        if (!(error instanceof SoldOut)) throw error;
      }
      if (attempt === 0 && (await purchases.expireLapsedHolds(this.db, values.productId, new Date())) > 0) continue;
      const left = (await tierSales(this.db, [tier.tierId])).get(tier.tierId);
      const remaining = left ? Math.max(0, left.capacity - left.taken) : 0;
      if (remaining === 0) throw new AppError('HUBTKSO001');
      throw AppError.field('quantity', 'HUBTKSO002', { remaining });
    }
  }
}
