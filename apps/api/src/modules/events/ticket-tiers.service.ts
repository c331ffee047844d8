import { randomUUID } from 'node:crypto';
import type { AdminTicketTier, TicketTierFieldsSchema } from '@ringside/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type TicketProductValues, insertTicketProduct, updateTicketProduct } from '../commerce/ticket-products';
import type { EventRow } from './event-summaries';
import { assertEditable } from './event-transitions';
import { eventsRepository as events } from './events.repository';
import { type Tier, toAdminTicketTier, withProducts } from './ticket-tier-views';
import { ticketTiersRepository as tiers } from './ticket-tiers.repository';

export type TicketTierInput = z.output<typeof TicketTierFieldsSchema>;

const instant = (value: string | null | undefined) => (value ? new Date(value) : null);

function productValues(input: TicketTierInput): TicketProductValues {
  const saleStartsAt = instant(input.salesStartAt);
  const saleEndsAt = instant(input.salesEndAt);
  if (saleStartsAt && saleEndsAt && saleEndsAt.getTime() <= saleStartsAt.getTime())
    throw AppError.field('salesEndAt', 'HUBTTSW002');
  return {
    name: input.name,
    nameNe: input.nameNe ?? null,
    amount: input.amount,
    saleStartsAt,
    saleEndsAt,
    active: input.active,
  };
}

/**
 * Staff (BOOKINGANDTICKETING) set up an event's ticket tiers: each is a row of seats and the product (TICKET) that
 * names, prices and sells it, written together. Capacity never drops below the seats sold and held.
 */
export class TicketTiers {
  constructor(
    private readonly db: Db,
    /** The event's cached page shows its tiers. */
    private readonly eventChanged: (eventId: string) => void,
  ) {}

  async list(eventId: string): Promise<AdminTicketTier[]> {
    const event = await this.event(eventId);
    return this.views(event, await withProducts(this.db, await tiers.ofEvent(this.db, event.id)));
  }

  async create(eventId: string, input: TicketTierInput): Promise<AdminTicketTier> {
    const values = productValues(input);
    const created = await this.db.transaction(async (tx) => {
      const event = await this.event(eventId, tx);
      assertEditable(event.status);
      const id = randomUUID();
      const product = await insertTicketProduct(tx, id, values);
      const tier = await tiers.insert(tx, {
        id,
        eventId: event.id,
        productId: product.id,
        capacity: input.capacity,
        perOrderLimit: input.perOrderLimit,
      });
      return { event, tier: { tier, product } };
    });
    this.eventChanged(created.event.id);
    return (await this.views(created.event, [created.tier]))[0] as AdminTicketTier;
  }

  async update(eventId: string, tierId: string, input: TicketTierInput): Promise<AdminTicketTier> {
    const values = productValues(input);
    const updated = await this.db.transaction(async (tx) => {
      const event = await this.event(eventId, tx);
      assertEditable(event.status);
      const current = await tiers.find(tx, tierId);
      if (current?.eventId !== event.id) throw new AppError('HUBTTNF001');
      const tier = await tiers.update(tx, current.id, { capacity: input.capacity, perOrderLimit: input.perOrderLimit });
      if (!tier) {
        const taken = (await tiers.find(tx, current.id))?.taken ?? current.taken;
        throw AppError.field('capacity', 'HUBTTCP002', { taken });
      }
      const product = await updateTicketProduct(tx, tier.productId, values);
      if (!product) throw new AppError('HUBTTNF001');
      return { event, tier: { tier, product } };
    });
    this.eventChanged(updated.event.id);
    return (await this.views(updated.event, [updated.tier]))[0] as AdminTicketTier;
  }

  private async event(eventId: string, db: Db = this.db): Promise<EventRow> {
    const event = await events.findById(db, eventId);
    if (!event) throw new AppError('HUBEVNF001');
    return event;
  }

  private async views(event: EventRow, rows: Tier[]): Promise<AdminTicketTier[]> {
    const sold = await tiers.issued(
      this.db,
      rows.map(({ tier }) => tier.id),
    );
    const now = new Date();
    return rows.map((tier) => toAdminTicketTier(tier, event, sold.get(tier.tier.id) ?? 0, now));
  }
}
