import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { events } from '../src/modules/events/events.table';
import { TestClient } from './client';
import { PASSWORD } from './factories';
import { createFighter } from './fighter-factories';

export type EventRow = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;

const DAY = 24 * 60 * 60 * 1000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

/**
 * An event straight in the database: by default published yesterday and starting in 30 days, with
 * registration open until the start for the given weight classes and no attendance sign-ups.
 */
export async function createEvent(db: Db, overrides: Partial<NewEvent> = {}): Promise<EventRow> {
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
  return row;
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
