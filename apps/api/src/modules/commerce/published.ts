import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { products } from './commerce.table';

// What other modules may read of products, as a subquery to join (the planner inlines it). The table stays this
// module's own.
const qb = new QueryBuilder();

/** The switched-on product of a piece of content (at most one per type and content): a list's Buy button. */
export const activeProducts = (alias = 'active_product') =>
  qb
    .select({ id: products.id, productType: products.productType, contentId: products.contentId })
    .from(products)
    .where(eq(products.active, true))
    .as(alias);
