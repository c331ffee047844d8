import type { SaleClosedCode } from '@ringside/contract';
import type { Db } from '../../db/client';
import { cancelledEvents } from '../events/event-status';
import { closedCode } from './product.mapper';
import type { ProductRow } from './products.repository';

/**
 * Why each of these products cannot be bought now (by product id; null when it can). A live pass stops selling the
 * moment its event is cancelled: the event's status is read afresh here, never from a page cache (decision 32).
 */
export async function saleClosures(
  db: Db,
  rows: readonly ProductRow[],
  now = new Date(),
): Promise<Map<string, SaleClosedCode | null>> {
  const eventIds = rows.filter((row) => row.productType === 'LIVE_EVENT').map((row) => row.contentId);
  const cancelled = await cancelledEvents(db, eventIds);
  return new Map(
    rows.map((row) => [row.id, closedCode(row, row.productType === 'LIVE_EVENT' && cancelled.has(row.contentId), now)]),
  );
}

export async function saleClosure(db: Db, row: ProductRow, now = new Date()): Promise<SaleClosedCode | null> {
  return (await saleClosures(db, [row], now)).get(row.id) ?? null;
}
