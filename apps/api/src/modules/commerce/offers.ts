import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { ProductOffer, ProductType, SaleClosedCode } from '@ringside/contract';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { eventHeadlines } from '../events/published';
import { products } from './commerce.table';
import { closedCode } from './product.mapper';
import type { ProductRow } from './products.repository';
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
  return offerOf(row, closed);
}

const offerOf = (row: ProductRow, closed: SaleClosedCode | null): ProductOffer => ({
  productId: row.id,
  amount: row.amount,
  currency: row.currency,
  usdAmount: row.usdAmount,
  onSale: closed === null,
});

/** An event's live pass (from `eventSales`) as its page offers it; the page has just read the event's status. */
export const livePassOffer = (row: ProductRow | undefined, eventCancelled: boolean): ProductOffer | null =>
  row ? offerOf(row, closedCode(row, eventCancelled)) : null;
