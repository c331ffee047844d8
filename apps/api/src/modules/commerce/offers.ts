import { and, eq } from 'drizzle-orm';
import type { ProductOffer, ProductType } from '@ringside/contract';
import type { Db } from '../../db/client';
import { products } from './commerce.table';
import { isOnSale } from './product.mapper';

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
    onSale: isOnSale(row),
  };
}
