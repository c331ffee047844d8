import type { SaleClosedCode } from '@ringside/contract';
import type { Db } from '../../db/client';
import { cancelledEvents } from '../events/event-status';
import { type TierSale, tierSales } from '../events/tier-seats';
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
  const tierIds = rows.filter((row) => row.productType === 'TICKET').map((row) => row.contentId);
  const [cancelled, tiers] = await Promise.all([cancelledEvents(db, eventIds), tierSales(db, tierIds)]);
  return new Map(
    rows.map((row) => {
      if (row.productType === 'TICKET') return [row.id, ticketClosure(row, tiers.get(row.contentId), now)];
      return [row.id, closedCode(row, row.productType === 'LIVE_EVENT' && cancelled.has(row.contentId), now)];
    }),
  );
}

/**
 * A ticket tier sells while its product does and its event does: published or live, not started (decision 53). A
 * cancelled event's tiers stop at once, like its live pass.
 */
function ticketClosure(row: ProductRow, tier: TierSale | undefined, now: Date): SaleClosedCode | null {
  if (!tier) return 'HUBPRNF001';
  const closed = closedCode(row, tier.eventStatus === 'CANCELLED', now);
  if (closed) return closed;
  const selling = tier.eventStatus === 'PUBLISHED' || tier.eventStatus === 'LIVE';
  return selling && now.getTime() < tier.startsAt.getTime() ? null : 'HUBPRNS001';
}

export async function saleClosure(db: Db, row: ProductRow, now = new Date()): Promise<SaleClosedCode | null> {
  return (await saleClosures(db, [row], now)).get(row.id) ?? null;
}
