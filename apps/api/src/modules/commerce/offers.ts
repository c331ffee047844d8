import { and, eq, inArray } from 'drizzle-orm';
import type { ProductOffer, ProductType } from '@ringside/contract';
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

/** The switched-on products of these pieces of content, by content id. */
async function productIdsFor(db: Db, productType: ProductType, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, contentId: products.contentId })
    .from(products)
    .where(
      and(eq(products.productType, productType), inArray(products.contentId, [...ids]), eq(products.active, true)),
    );
  return new Map(rows.map((row) => [row.contentId, row.id]));
}

/** Cards of a public list with the product that sells each (free videos are never sold). */
export async function withProductIds<T extends { id: string; access?: 'FREE' | 'PAID' }>(
  db: Db,
  productType: ProductType,
  cards: T[],
): Promise<(T & { productId: string | null })[]> {
  const sold = cards.filter((card) => card.access !== 'FREE').map((card) => card.id);
  const ids = await productIdsFor(db, productType, sold);
  return cards.map((card) => ({ ...card, productId: ids.get(card.id) ?? null }));
}
