import { and, eq, inArray, or, sql } from 'drizzle-orm';
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

/** A tier's columns, as a nested selection (drizzle leaves the object null when a left join found no tier). */
const tierColumns = (tier: ReturnType<typeof ticketTierSeats>) => ({
  id: tier.id,
  eventId: tier.eventId,
  productId: tier.productId,
  capacity: tier.capacity,
  perOrderLimit: tier.perOrderLimit,
  taken: tier.taken,
  createdAt: tier.createdAt,
  updatedAt: tier.updatedAt,
});

/**
 * What an event page sells, in one statement: the event's live pass and its ticket tiers, each product switched on,
 * the tiers oldest first (both are read where the product's type and content are indexed). Prepared: the event page
 * is a hot read (decision 59).
 */
const eventSalesOf = preparedPerDb((db) => {
  const tier = ticketTierSeats('tier');
  const ofEvent = ticketTierSeats('event_tier');
  const eventId = sql`${sql.placeholder('eventId')}::uuid`;
  return db
    .select({ tier: tierColumns(tier), product: products })
    .from(products)
    .leftJoin(tier, and(eq(products.productType, 'TICKET'), eq(tier.id, products.contentId)))
    .where(
      and(
        eq(products.active, true),
        or(
          and(eq(products.productType, 'LIVE_EVENT'), eq(products.contentId, eventId)),
          and(
            eq(products.productType, 'TICKET'),
            sql`${products.contentId} = any(array(select ${ofEvent.id} from ${ofEvent} where ${ofEvent.eventId} = ${eventId}))`,
          ),
        ),
      ),
    )
    .orderBy(sql`${tier.createdAt} nulls first`)
    .prepare('event_sales');
});

type SalesRow = Awaited<ReturnType<ReturnType<typeof eventSalesOf>['execute']>>[number];

export interface EventSales {
  /** The live pass switched on, if any. */
  livePass: ProductRow | undefined;
  /** The tiers whose product is switched on, each with that product, oldest first. */
  tiers: { tier: NonNullable<SalesRow['tier']>; product: ProductRow }[];
}

/** The event's live pass and ticket tiers, each with its product switched on: one statement. */
export async function eventSales(db: Db, eventId: string): Promise<EventSales> {
  const rows = await eventSalesOf(db).execute({ eventId });
  const sales: EventSales = { livePass: undefined, tiers: [] };
  for (const { tier, product } of rows) {
    if (product.productType === 'LIVE_EVENT') sales.livePass = product;
    else if (tier) sales.tiers.push({ tier, product });
  }
  return sales;
}
