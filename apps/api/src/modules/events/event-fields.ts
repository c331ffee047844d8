import type { EventFieldsSchema, MasterData } from '@ringside/contract';
import { formatDate } from '@ringside/contract/display/dates';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { firstFreeSlug, slugWords } from '../../lib/slugs';
import type { EventRow } from './event-summaries';
import { type NewEvent, eventsRepository as events } from './events.repository';

export type EventInput = z.output<typeof EventFieldsSchema>;

const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);

/** The stored columns of what staff typed, both languages (the slug and status are decided elsewhere). */
export function eventValues(input: EventInput) {
  return {
    name: input.name,
    nameNe: input.nameNe ?? null,
    tagline: input.tagline ?? null,
    taglineNe: input.taglineNe ?? null,
    description: input.description ?? null,
    descriptionNe: input.descriptionNe ?? null,
    startsAt: new Date(input.startsAt),
    venueName: input.venue.name,
    venueNameNe: input.venue.nameNe ?? null,
    venueCity: input.venue.city,
    venueCityNe: input.venue.cityNe ?? null,
    venueAddress: input.venue.address ?? null,
    venueAddressNe: input.venue.addressNe ?? null,
    venueMapUrl: input.venue.mapUrl ?? null,
    registrationOpensAt: dateOrNull(input.registrationOpensAt),
    registrationClosesAt: dateOrNull(input.registrationClosesAt),
    openWeightClassIds: [...new Set(input.weightClassIds.map((id) => id.toLowerCase()))],
  } satisfies Partial<NewEvent>;
}
export type EventValues = ReturnType<typeof eventValues>;

/**
 * A new start must lie ahead (an unchanged one may have passed: a live event can still be corrected), and
 * fighter registration opens before it closes, and closes no later than the start.
 */
export function checkSchedule(values: EventValues, current: EventRow | undefined, now: Date): void {
  const { startsAt, registrationOpensAt: opens, registrationClosesAt: closes } = values;
  const startChanged = current?.startsAt.getTime() !== startsAt.getTime();
  if (startChanged && startsAt.getTime() <= now.getTime()) throw AppError.field('startsAt', 'HUBEVST002');
  if (opens && opens.getTime() >= (closes ?? startsAt).getTime())
    throw AppError.field('registrationOpensAt', 'HUBEVRW001');
  if (closes && closes.getTime() > startsAt.getTime()) throw AppError.field('registrationClosesAt', 'HUBEVRW001');
}

/** Weight classes offered now; one the event already takes may stay after it is retired. */
export function checkWeightClasses(
  ids: readonly string[],
  entries: Map<string, MasterData>,
  kept: readonly string[] = [],
): void {
  for (const id of ids) {
    const entry = entries.get(id);
    if (entry?.kind !== 'WEIGHT_CLASS' || (entry.retired && !kept.includes(id)))
      throw AppError.field('weightClassIds', 'HUBEVWC001');
  }
}

/**
 * "SFC 12: Kathmandu Rumble" in 2026 -> "sfc-12-kathmandu-rumble-2026" (ASCII letters and digits only). Kept
 * short: the router refuses path parameters over 100 characters.
 */
export function baseSlug(name: string, startsAt: Date): string {
  const year = formatDate(startsAt).slice(0, 4);
  const words = slugWords(name);
  if (!words) return `event-${year}`;
  return words.endsWith(year) ? words : `${words}-${year}`;
}

/** The base slug, or the base with the first free suffix ("-2", "-3"...) when another event holds it. */
export function freeSlug(db: Db, base: string, eventId?: string): Promise<string> {
  return firstFreeSlug(base, (candidate) => events.slugTaken(db, candidate, eventId));
}

/** True when `slug` is `base` or `base` with a number suffix: a draft's slug that still fits its name. */
export function slugFits(slug: string, base: string): boolean {
  return slug === base || new RegExp(`^${base}-\\d+$`).test(slug);
}
