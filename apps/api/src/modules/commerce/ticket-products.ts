import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { ticketTierSeats } from '../events/published';
import { products, purchases } from './commerce.table';
import { type ProductRow, productsRepository } from './products.repository';

export type { ProductRow as TicketProductRow };
export { inSaleWindow } from './product.mapper';

// What the events module may do with the products that sell its ticket tiers (type TICKET, the tier's id as content):
// write them with the tier, in its transaction, and read them back. Their table stays commerce's own.

export interface TicketProductValues {
  name: string;
  nameNe: string | null;
  amount: number;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
  active: boolean;
}

export const insertTicketProduct = (db: Db, tierId: string, values: TicketProductValues): Promise<ProductRow> =>
  productsRepository.insert(db, { ...values, productType: 'TICKET', contentId: tierId, currency: 'NPR' });

export const updateTicketProduct = (db: Db, productId: string, values: TicketProductValues) =>
  productsRepository.update(db, productId, values);

/** Our reference of each of these purchases, by purchase id (a bought ticket names the order it came with). */
export async function purchaseReferences(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: purchases.id, referenceId: purchases.referenceId })
    .from(purchases)
    .where(inArray(purchases.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.referenceId]));
}

/** The products of these tiers, by product id. */
export async function ticketProducts(db: Db, productIds: readonly string[]): Promise<Map<string, ProductRow>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(products)
    .where(inArray(products.id, [...productIds]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** An event's tiers with their switched-on product, oldest first; prepared: the event page is a hot read (decision 59). */
const activeTiersOf = preparedPerDb((db) => {
  const tier = ticketTierSeats('tier');
  return db
    .select({
      tier: {
        id: tier.id,
        eventId: tier.eventId,
        productId: tier.productId,
        capacity: tier.capacity,
        perOrderLimit: tier.perOrderLimit,
        taken: tier.taken,
        createdAt: tier.createdAt,
        updatedAt: tier.updatedAt,
      },
      product: products,
    })
    .from(tier)
    .innerJoin(products, eq(products.id, tier.productId))
    .where(and(eq(tier.eventId, sql.placeholder('eventId')), eq(products.active, true)))
    .orderBy(asc(tier.createdAt))
    .prepare('event_active_ticket_tiers');
});

/** The event's tiers whose product is switched on, each with that product, oldest first: one statement. */
export const activeTicketTiers = (db: Db, eventId: string) => activeTiersOf(db).execute({ eventId });
