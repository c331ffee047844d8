import { randomUUID } from 'node:crypto';
import type { AdminEvent, EventStatus } from '@ringside/contract';
import type { Db } from '../src/db/client';
import type { EventRow } from '../src/modules/events/event-summaries';
import { cardRepository } from '../src/modules/events/card.repository';
import { eventsRepository, type NewEvent } from '../src/modules/events/events.repository';
import type { TestClient } from './client';
import { createFighter } from './fighter-factories';
import { createTier } from './event-factories';

export const DAY = 86_400_000;
export const fromNow = (ms: number) => new Date(Date.now() + ms);

/** A unique name ("Fight Night ab12cd"), so that files sharing a database never meet on a slug. */
export const eventName = (base = 'Fight Night') => `${base} ${randomUUID().slice(0, 6)}`;

/** A complete, valid event body starting in 30 days. */
export function eventBody(overrides: Record<string, unknown> = {}) {
  return {
    name: eventName(),
    tagline: 'Ten bouts under the lights',
    description: 'The biggest night of the season.',
    startsAt: fromNow(30 * DAY).toISOString(),
    venue: {
      name: 'Dasarath Rangasala',
      city: 'Kathmandu',
      address: 'Tripureshwor',
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=Dasarath+Rangasala',
    },
    registrationOpensAt: null,
    registrationClosesAt: fromNow(20 * DAY).toISOString(),
    weightClassIds: [],
    ...overrides,
  };
}

/** An event created through the API by staff, published unless asked otherwise. */
export async function createEvent(
  staff: TestClient,
  overrides: Record<string, unknown> = {},
  publish = true,
): Promise<AdminEvent> {
  const created = await staff.post('/events', eventBody(overrides));
  if (created.status !== 200) throw new Error(`event not created: ${JSON.stringify(created.body)}`);
  if (!publish) return created.body.data;
  const published = await staff.post(`/events/${created.body.data.id}/publish`);
  return published.body.data;
}

/**
 * An event straight in the database in any state and time (past events cannot be made through the API);
 * published unless it is a draft.
 */
export async function insertEvent(
  db: Db,
  {
    capacity,
    taken,
    ...values
  }: Partial<NewEvent> & { status?: EventStatus; capacity?: number | null; taken?: number } = {},
): Promise<EventRow> {
  const name = values.name ?? eventName();
  const status = values.status ?? 'PUBLISHED';
  const event = await eventsRepository.insert(db, {
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name,
    startsAt: fromNow(10 * DAY),
    venueName: 'Pokhara Rangasala',
    venueCity: 'Pokhara',
    status,
    publishedAt: status === 'DRAFT' ? null : new Date(),
    ...values,
  });
  if (capacity) await createTier(db, event.id, { name: 'General admission', amount: 0, capacity, taken: taken ?? 0 });
  return event;
}

/** Two approved fighters (names unique to the call) for a bout. */
export async function fighterPair(db: Db, weightClass = 'Lightweight') {
  const tag = randomUUID().slice(0, 4);
  const letters = tag.replace(/\d/g, 'x');
  const red = await createFighter(db, {
    weightClass,
    fields: { firstName: 'Bikash', lastName: `Thapa${letters}`, nickname: null },
  });
  const blue = await createFighter(db, {
    weightClass,
    fields: { firstName: 'Sujan', lastName: `Rai${letters}`, nickname: null },
  });
  return { red: red.profile.id, blue: blue.profile.id };
}

/** A bout straight in the database, at the bottom of the card. */
export async function insertBout(
  db: Db,
  eventId: string,
  fighters: { red: string; blue: string },
  weightClassId: string,
  extra: Partial<Parameters<typeof cardRepository.insert>[1]> = {},
) {
  return cardRepository.insert(db, {
    eventId,
    position: await cardRepository.nextPosition(db, eventId),
    weightClassId,
    redFighterId: fighters.red,
    blueFighterId: fighters.blue,
    scheduledRounds: 3,
    ...extra,
  });
}

/** The editable fields of an event as the back office sends them back. */
export function eventFieldsOf(event: {
  name: string;
  tagline: string | null;
  description: string | null;
  nameNe?: string | null;
  taglineNe?: string | null;
  descriptionNe?: string | null;
  startsAt: string;
  venue: { name: string; city: string; address: string | null; mapUrl: string | null };
  registration: { opensAt: string | null; closesAt: string | null; weightClasses: { id: string }[] };
}) {
  return {
    name: event.name,
    nameNe: event.nameNe ?? null,
    tagline: event.tagline,
    taglineNe: event.taglineNe ?? null,
    description: event.description,
    descriptionNe: event.descriptionNe ?? null,
    startsAt: event.startsAt,
    venue: event.venue,
    registrationOpensAt: event.registration.opensAt,
    registrationClosesAt: event.registration.closesAt,
    weightClassIds: event.registration.weightClasses.map((entry) => entry.id),
  };
}
