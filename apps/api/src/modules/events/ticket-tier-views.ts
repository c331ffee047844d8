import type { AdminTicketTier, EventDetail, TicketTier } from '@ringside/contract';
import type { Db } from '../../db/client';
import { withNepali } from '../../lib/translations';
import { type TicketProductRow, inSaleWindow, ticketProducts } from '../commerce/ticket-products';
import type { EventRow } from './event-summaries';
import type { TierRow } from './ticket-tiers.repository';

export interface Tier {
  tier: TierRow;
  product: TicketProductRow;
}

type Selling = Pick<EventRow, 'status' | 'startsAt'>;

/** An event sells seats while it is published (or already live) and has not started: the door is not a till. */
export const eventSells = (event: Selling, now: Date) =>
  (event.status === 'PUBLISHED' || event.status === 'LIVE') && now.getTime() < event.startsAt.getTime();

export const isFree = (tier: Tier) => tier.product.amount === 0;
export const remainingOf = ({ tier }: Tier) => Math.max(0, tier.capacity - tier.taken);

/** Switched on, inside its sale window, its event selling, and a seat left. */
export const tierOnSale = (tier: Tier, event: Selling, now: Date) =>
  tier.product.active && inSaleWindow(tier.product, now) && eventSells(event, now) && remainingOf(tier) > 0;

/** Tiers with the product that names and prices them; cheapest first, then oldest. */
export async function withProducts(db: Db, rows: readonly TierRow[]): Promise<Tier[]> {
  const products = await ticketProducts(
    db,
    rows.map((row) => row.productId),
  );
  return rows
    .flatMap((tier) => {
      const product = products.get(tier.productId);
      return product ? [{ tier, product }] : [];
    })
    .sort(cheapestFirst);
}

const cheapestFirst = (a: Tier, b: Tier) =>
  a.product.amount - b.product.amount || a.tier.createdAt.getTime() - b.tier.createdAt.getTime();

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function toTicketTier(tier: Tier, event: Selling, now: Date): TicketTier {
  const { product } = tier;
  const view = {
    id: tier.tier.id,
    productId: product.id,
    name: product.name,
    amount: product.amount,
    currency: product.currency,
    remaining: remainingOf(tier),
    onSale: tierOnSale(tier, event, now),
    perOrderLimit: tier.tier.perOrderLimit,
    salesStartAt: iso(product.saleStartsAt),
    salesEndAt: iso(product.saleEndsAt),
  };
  return withNepali(view, { name: product.nameNe });
}

export function toAdminTicketTier(tier: Tier, event: Selling, sold: number, now: Date): AdminTicketTier {
  return {
    ...toTicketTier(tier, event, now),
    eventId: tier.tier.eventId,
    nameNe: tier.product.nameNe,
    capacity: tier.tier.capacity,
    sold,
    held: Math.max(0, tier.tier.taken - sold),
    active: tier.product.active,
    createdAt: tier.tier.createdAt.toISOString(),
    updatedAt: tier.tier.updatedAt.toISOString(),
  };
}

/**
 * The event page's seats: the tiers switched on (from `eventSales`), and free attendance as the free ones taken
 * together (null capacity when the event has none).
 */
export function seatsOf(
  tiers: readonly Tier[],
  event: EventRow,
  now: Date,
): Pick<EventDetail, 'ticketTiers' | 'attendance'> {
  const shown = [...tiers].sort(cheapestFirst);
  const free = shown.filter(isFree);
  return {
    ticketTiers: shown.map((tier) => toTicketTier(tier, event, now)),
    attendance: {
      capacity: free.length ? free.reduce((sum, { tier }) => sum + tier.capacity, 0) : null,
      taken: free.reduce((sum, { tier }) => sum + tier.taken, 0),
      isOpen: event.status === 'PUBLISHED' && free.some((tier) => tierOnSale(tier, event, now)),
    },
  };
}
