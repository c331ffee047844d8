import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { CardPrice, ProductOffer, ProductType } from '@ringside/contract';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { eventHeadlines } from '../events/published';
import { products } from './commerce.table';
import { closedCode } from './product.mapper';
import { saleClosure } from './sale-state';

/**
 * A piece of content's switched-on product and, for a live pass, whether its event is cancelled (read afresh, as
 * saleClosures does: decision 32), in one statement; prepared: event and video pages are hot reads (decision 59).
 */
const activeProduct = preparedPerDb((db) => {
  const event = eventHeadlines('offer_event');
  return db
    .select({ ...getTableColumns(products), eventStatus: event.status })
    .from(products)
    .leftJoin(event, and(eq(products.productType, 'LIVE_EVENT'), eq(event.id, products.contentId)))
    .where(
      and(
        eq(products.productType, sql.placeholder('productType')),
        eq(products.contentId, sql.placeholder('contentId')),
        eq(products.active, true),
      ),
    )
    .limit(1)
    .prepare('active_product_of_content');
});

/** The offer of a piece of content for the pages that sell it: its switched-on product, if any. */
export async function offerFor(db: Db, productType: ProductType, contentId: string): Promise<ProductOffer | null> {
  const [found] = await activeProduct(db).execute({ productType, contentId });
  if (!found) return null;
  const { eventStatus, ...row } = found;
  // A ticket's closure needs its tier's seats and event: read apart (no page offers a ticket this way).
  const closed =
    row.productType === 'TICKET' ? await saleClosure(db, row) : closedCode(row, eventStatus === 'CANCELLED');
  return {
    productId: row.id,
    amount: row.amount,
    currency: row.currency,
    usdAmount: row.usdAmount,
    onSale: closed === null,
  };
}

/** The switched-on products of content ids, their id and price; prepared: lists are hot reads (decision 59). */
const activeProductsOf = preparedPerDb((db) =>
  db
    .select({ id: products.id, contentId: products.contentId, amount: products.amount, currency: products.currency })
    .from(products)
    .where(
      and(
        eq(products.productType, sql.placeholder('productType')),
        sql`${products.contentId} = any(${sql.placeholder('ids')}::uuid[])`,
        eq(products.active, true),
      ),
    )
    .prepare('active_products_of_contents'),
);

/** The switched-on products of these pieces of content (their id and price), by content id. */
export async function productsFor(
  db: Db,
  productType: ProductType,
  ids: readonly string[],
): Promise<Map<string, SoldAs>> {
  if (ids.length === 0) return new Map();
  const rows = await activeProductsOf(db).execute({ productType, ids: [...ids] });
  return new Map(
    rows.map((row) => [row.contentId, { id: row.id, price: { amount: row.amount, currency: row.currency } }]),
  );
}

export interface SoldAs {
  id: string;
  price: CardPrice;
}

/** The cards of a list that are sold (free videos never are): the content ids `productsFor` looks up. */
export const soldIds = (cards: readonly { id: string; access?: 'FREE' | 'PAID' }[]) =>
  cards.filter((card) => card.access !== 'FREE').map((card) => card.id);

/** Cards with the product that sells each and its price, from what `productsFor` found. */
export const withSold = <T extends { id: string }>(cards: T[], found: ReadonlyMap<string, SoldAs>) =>
  cards.map((card) => {
    const product = found.get(card.id);
    return { ...card, productId: product?.id ?? null, price: product?.price ?? null };
  });

/**
 * Cards of a public list with the product that sells each and its price, for a Buy button and the card's price
 * badge (free videos are never sold).
 */
export async function withProductIds<T extends { id: string; access?: 'FREE' | 'PAID' }>(
  db: Db,
  productType: ProductType,
  cards: T[],
): Promise<(T & { productId: string | null; price: CardPrice | null })[]> {
  return withSold(cards, await productsFor(db, productType, soldIds(cards)));
}
