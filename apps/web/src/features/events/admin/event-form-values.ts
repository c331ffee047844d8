import type { AdminEvent } from '@ringside/contract';
import { kathmanduInstant, kathmanduWallClock } from '@ringside/contract/display/dates';
import type { EventFields } from './api/admin-save-event';

/** The details form as antd holds it: times as Kathmandu wall clock ('YYYY-MM-DDTHH:mm'), blanks as undefined. */
export interface EventFormValues {
  name: string;
  nameNe?: string;
  tagline?: string;
  taglineNe?: string;
  description?: string;
  descriptionNe?: string;
  startsAt?: string;
  venue: {
    name: string;
    nameNe?: string;
    city: string;
    cityNe?: string;
    address?: string;
    addressNe?: string;
    mapUrl?: string;
  };
  registrationOpensAt?: string;
  registrationClosesAt?: string;
  weightClassIds: string[];
}

/** Every field the form has, as the server names them in its field errors. */
export const EVENT_FORM_FIELDS = [
  'name',
  'nameNe',
  'tagline',
  'taglineNe',
  'description',
  'descriptionNe',
  'startsAt',
  'venue.name',
  'venue.nameNe',
  'venue.city',
  'venue.cityNe',
  'venue.address',
  'venue.addressNe',
  'venue.mapUrl',
  'registrationOpensAt',
  'registrationClosesAt',
  'weightClassIds',
] as const;

const wallClock = (instant: string | null | undefined) => kathmanduWallClock(instant) || undefined;
const instant = (wall: string | undefined) => (wall ? kathmanduInstant(wall) || null : null);

export function valuesOfEvent(event: AdminEvent | undefined): EventFormValues {
  return {
    name: event?.name ?? '',
    nameNe: event?.nameNe ?? undefined,
    tagline: event?.tagline ?? undefined,
    taglineNe: event?.taglineNe ?? undefined,
    description: event?.description ?? undefined,
    descriptionNe: event?.descriptionNe ?? undefined,
    startsAt: wallClock(event?.startsAt),
    venue: {
      name: event?.venue.name ?? '',
      nameNe: event?.venue.nameNe ?? undefined,
      city: event?.venue.city ?? '',
      cityNe: event?.venue.cityNe ?? undefined,
      address: event?.venue.address ?? undefined,
      addressNe: event?.venue.addressNe ?? undefined,
      mapUrl: event?.venue.mapUrl ?? undefined,
    },
    registrationOpensAt: wallClock(event?.registration.opensAt),
    registrationClosesAt: wallClock(event?.registration.closesAt),
    weightClassIds: event?.registration.weightClasses.map((weightClass) => weightClass.id) ?? [],
  };
}

const text = (value: string | undefined) => value?.trim() || null;

/** The whole set of details the API takes (create and update alike); blanks clear a field. */
export function fieldsOfValues(values: EventFormValues): EventFields {
  return {
    name: values.name.trim(),
    nameNe: text(values.nameNe),
    tagline: text(values.tagline),
    taglineNe: text(values.taglineNe),
    description: text(values.description),
    descriptionNe: text(values.descriptionNe),
    startsAt: instant(values.startsAt) ?? '',
    venue: {
      name: values.venue.name.trim(),
      nameNe: text(values.venue.nameNe),
      city: values.venue.city.trim(),
      cityNe: text(values.venue.cityNe),
      address: text(values.venue.address),
      addressNe: text(values.venue.addressNe),
      mapUrl: text(values.venue.mapUrl),
    },
    registrationOpensAt: instant(values.registrationOpensAt),
    registrationClosesAt: instant(values.registrationClosesAt),
    weightClassIds: values.weightClassIds,
  };
}
