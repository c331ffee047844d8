import type { AdminEvent } from '@ringside/contract';
import { kathmanduInstant, kathmanduWallClock } from '@ringside/contract/display/dates';
import type { EventFields } from './api/admin-save-event';

/** The details form as antd holds it: times as Kathmandu wall clock ('YYYY-MM-DDTHH:mm'), blanks as undefined. */
export interface EventFormValues {
  name: string;
  tagline?: string;
  description?: string;
  startsAt?: string;
  venue: { name: string; city: string; address?: string; mapUrl?: string };
  registrationOpensAt?: string;
  registrationClosesAt?: string;
  weightClassIds: string[];
  capacity?: number | null;
}

/** Every field the form has, as the server names them in its field errors. */
export const EVENT_FORM_FIELDS = [
  'name',
  'tagline',
  'description',
  'startsAt',
  'venue.name',
  'venue.city',
  'venue.address',
  'venue.mapUrl',
  'registrationOpensAt',
  'registrationClosesAt',
  'weightClassIds',
  'capacity',
] as const;

const wallClock = (instant: string | null | undefined) => kathmanduWallClock(instant) || undefined;
const instant = (wall: string | undefined) => (wall ? kathmanduInstant(wall) || null : null);

export function valuesOfEvent(event: AdminEvent | undefined): EventFormValues {
  return {
    name: event?.name ?? '',
    tagline: event?.tagline ?? undefined,
    description: event?.description ?? undefined,
    startsAt: wallClock(event?.startsAt),
    venue: {
      name: event?.venue.name ?? '',
      city: event?.venue.city ?? '',
      address: event?.venue.address ?? undefined,
      mapUrl: event?.venue.mapUrl ?? undefined,
    },
    registrationOpensAt: wallClock(event?.registration.opensAt),
    registrationClosesAt: wallClock(event?.registration.closesAt),
    weightClassIds: event?.registration.weightClasses.map((weightClass) => weightClass.id) ?? [],
    capacity: event?.attendance.capacity ?? null,
  };
}

const text = (value: string | undefined) => value?.trim() || null;

/** The whole set of details the API takes (create and update alike); blanks clear a field. */
export function fieldsOfValues(values: EventFormValues): EventFields {
  return {
    name: values.name.trim(),
    tagline: text(values.tagline),
    description: text(values.description),
    startsAt: instant(values.startsAt) ?? '',
    venue: {
      name: values.venue.name.trim(),
      city: values.venue.city.trim(),
      address: text(values.venue.address),
      mapUrl: text(values.venue.mapUrl),
    },
    registrationOpensAt: instant(values.registrationOpensAt),
    registrationClosesAt: instant(values.registrationClosesAt),
    weightClassIds: values.weightClassIds,
    capacity: typeof values.capacity === 'number' ? values.capacity : null,
  };
}
