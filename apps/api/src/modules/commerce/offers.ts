import { and, eq, inArray } from 'drizzle-orm';
import type { CardPrice, ProductOffer, ProductType } from '@ringside/contract';
import type { Db } from '../../db/client';
import { products } from './commerce.table';
import { saleClosure } from './sale-state';

/** The offer of a piece of content for the pages that sell it: its switched-on product, if any. */
export async function offerFor(db: Db, productType: ProductType, contentId: string): Promise<ProductOffer | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.productType, productType), eq(products.contentId, contentId), eq(products.active, true)))
    .limit(1);
  if (!row) return null;
  return {
    productId: row.id,
    amount: row.amount,
    currency: row.currency,
    usdAmount: row.usdAmount,
    onSale: (await saleClosure(db, row)) === null,
  };
}

/** The switched-on products of these pieces of content (their id and price), by content id. */
async function productsFor(db: Db, productType: ProductType, ids: readonly string[]): Promise<Map<string, SoldAs>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, contentId: products.contentId, amount: products.amount, currency: products.currency })
    .from(products)
    .where(
      and(eq(products.productType, productType), inArray(products.contentId, [...ids]), eq(products.active, true)),
    );
  return new Map(
    rows.map((row) => [row.contentId, { id: row.id, price: { amount: row.amount, currency: row.currency } }]),
  );
}

interface SoldAs {
  id: string;
  price: CardPrice;
}

/**
 * Cards of a public list with the product that sells each and its price, for a Buy button and the card's price
 * badge (free videos are never sold).
 */
export async function withProductIds<T extends { id: string; access?: 'FREE' | 'PAID' }>(
  db: Db,
  productType: ProductType,
  cards: T[],
): Promise<(T & { productId: string | null; price: CardPrice | null })[]> {
  const sold = cards.filter((card) => card.access !== 'FREE').map((card) => card.id);
  const found = await productsFor(db, productType, sold);
  return cards.map((card) => {
    const product = found.get(card.id);
    return { ...card, productId: product?.id ?? null, price: product?.price ?? null };
  });
}
