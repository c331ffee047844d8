import { type SQL, and, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { CardPrice, ProductType } from '@ringside/contract';
import { products } from './commerce.table';

// What other modules may read of products, as a subquery to join (the planner inlines it). The table stays this
// module's own.
const qb = new QueryBuilder();

/** The switched-on product of a piece of content (at most one per type and content): a list's Buy button. */
export const activeProducts = (alias = 'active_product') =>
  qb
    .select({
      id: products.id,
      productType: products.productType,
      contentId: products.contentId,
      amount: products.amount,
      currency: products.currency,
      saleStartsAt: products.saleStartsAt,
      saleEndsAt: products.saleEndsAt,
      createdAt: products.createdAt,
    })
    .from(products)
    .where(eq(products.active, true))
    .as(alias);

export type ActiveProducts = ReturnType<typeof activeProducts>;

/** The join of a list's rows to the product of `type` that sells each, when `sold` (free videos never are). */
export const sellingProduct = (product: ActiveProducts, type: ProductType, contentId: PgColumn, sold?: SQL) =>
  and(eq(product.productType, type), eq(product.contentId, contentId), sold);

/** A card's columns for what sells it, read with the list in the same statement. */
export const soldColumns = (product: ActiveProducts) => ({
  productId: product.id,
  productAmount: product.amount,
  productCurrency: product.currency,
});

export interface SoldRow {
  productId: string | null;
  productAmount: number | null;
  productCurrency: CardPrice['currency'] | null;
}

/** A card's product and price from its sold columns: a Buy button and the price badge. */
export const soldFrom = (row: SoldRow): { productId: string | null; price: CardPrice | null } =>
  row.productId !== null && row.productAmount !== null && row.productCurrency !== null
    ? { productId: row.productId, price: { amount: row.productAmount, currency: row.productCurrency } }
    : { productId: null, price: null };
