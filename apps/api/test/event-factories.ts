import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { events, ticketTiers } from '../src/modules/events/events.table';
import { products } from '../src/modules/commerce/commerce.table';
import { TestClient } from './client';
import { PASSWORD } from './factories';
import { createFighter } from './fighter-factories';

export type EventRow = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;

const DAY = 24 * 60 * 60 * 1000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

/**
 * An event straight in the database: by default published yesterday and starting in 30 days, with
 * registration open until the start for the given weight classes and no seats. `capacity` adds a free tier of
 * that many seats ("General admission"), as free attendance was before tiers; `taken` of them already taken.
 */
export async function createEvent(
  db: Db,
  { capacity, taken = 0, ...overrides }: Partial<NewEvent> & { capacity?: number | null; taken?: number } = {},
): Promise<EventRow> {
  const tag = randomUUID().slice(0, 8);
  const [row] = await db
    .insert(events)
    .values({
      slug: `fight-night-${tag}`,
      name: `Fight Night ${tag}`,
      startsAt: daysFromNow(30),
      venueName: 'Dasharath Stadium Covered Hall',
      venueCity: 'Kathmandu',
      venueAddress: 'Tripureshwor',
      status: 'PUBLISHED',
      publishedAt: daysFromNow(-1),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('event not created');
  if (capacity) await createTier(db, row.id, { name: 'General admission', amount: 0, capacity, taken });
  return row;
}

/** A ticket tier of an event straight in the database, with its product (price 0 is free). */
export async function createTier(
  db: Db,
  eventId: string,
  tier: { name?: string; amount?: number; capacity?: number; perOrderLimit?: number; taken?: number } = {},
) {
  const id = randomUUID();
  const [product] = await db
    .insert(products)
    .values({ productType: 'TICKET', contentId: id, name: tier.name ?? 'VIP', amount: tier.amount ?? 250_000 })
    .returning();
  if (!product) throw new Error('product not created');
  const [row] = await db
    .insert(ticketTiers)
    .values({
      id,
      eventId,
      productId: product.id,
      capacity: tier.capacity ?? 100,
      perOrderLimit: tier.perOrderLimit ?? 4,
      taken: tier.taken ?? 0,
    })
    .returning();
  if (!row) throw new Error('tier not created');
  return { tier: row, product };
}

/** An approved (public) fighter, unless told otherwise, signed in on a browser of their own. */
export async function signedInFighter(app: FastifyInstance, db: Db, options: Parameters<typeof createFighter>[1] = {}) {
  const fighter = await createFighter(db, options);
  const { customer } = fighter;
  const client = new TestClient(app);
  await client.signIn({
    ...(customer.email
      ? { email: customer.email }
      : { countryCode: customer.countryCode ?? '', mobileNumber: customer.mobileNumber ?? '' }),
    password: PASSWORD,
  });
  return { ...fighter, client };
}

export interface OutboxItem {
  channel: 'EMAIL' | 'SMS';
  to: string;
  subject: string | null;
  text: string;
}

/** The dev outbox's messages to an address, newest first. */
export async function outboxFor(app: FastifyInstance, to: string): Promise<OutboxItem[]> {
  const reply = await app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}&limit=20` });
  return reply.json().data.items as OutboxItem[];
}
