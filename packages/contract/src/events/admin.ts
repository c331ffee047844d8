import { z } from 'zod';
import { PageRequestSchema } from '../common/envelope';
import { NepaliValueSchema, nepaliText } from '../common/nepali';
import { optional } from '../identity/fields';
import { WeightClassRefSchema } from '../fighters/schemas';
import {
  BoutMethodSchema,
  BoutOutcomeSchema,
  EventPeriodSchema,
  EventRegistrationStatusSchema,
  EventStatusSchema,
} from './enums';
import { BoutFighterSchema, EventDetailSchema, EventSummarySchema, VenueSchema } from './schemas';

const instant = (code: string) => z.iso.datetime({ offset: true, error: code });
const optionalText = (max: number, code: string) => optional(z.string().trim().max(max, code)).nullable();

/**
 * What staff edit on an event (create and update take the whole set). Each text fans read has its Nepali value
 * beside it (`nameNe`, `venue.cityNe`...: optional, decision 50); an update without one clears it.
 */
export const EventFieldsSchema = z.object({
  name: z.string({ error: 'HUBEVNM001' }).trim().min(3, 'HUBEVNM001').max(120, 'HUBEVNM002'),
  nameNe: nepaliText(120, 'HUBEVNM002'),
  tagline: optionalText(160, 'HUBEVTG001'),
  taglineNe: nepaliText(160, 'HUBEVTG001'),
  description: optionalText(5000, 'HUBEVDS001'),
  descriptionNe: nepaliText(5000, 'HUBEVDS001'),
  /** An instant; the back office enters it in Asia/Kathmandu time. */
  startsAt: instant('HUBEVST001'),
  venue: z.object(
    {
      name: z.string({ error: 'HUBEVVN001' }).trim().min(2, 'HUBEVVN001').max(120, 'HUBEVVN001'),
      nameNe: nepaliText(120, 'HUBEVVN001'),
      city: z.string({ error: 'HUBEVVN002' }).trim().min(2, 'HUBEVVN002').max(80, 'HUBEVVN002'),
      cityNe: nepaliText(80, 'HUBEVVN002'),
      address: optionalText(200, 'HUBEVVN003'),
      addressNe: nepaliText(200, 'HUBEVVN003'),
      mapUrl: optional(z.url({ protocol: /^https$/, error: 'HUBEVMP001' }).max(500, 'HUBEVMP001')).nullable(),
    },
    { error: 'HUBEVVN001' },
  ),
  registrationOpensAt: optional(instant('HUBEVRW001')).nullable(),
  registrationClosesAt: optional(instant('HUBEVRW001')).nullable(),
  /** Weight classes fighters may register in; empty takes no fighter registrations. */
  weightClassIds: z
    .array(z.uuid({ error: 'HUBEVWC001' }), { error: 'HUBEVWC001' })
    .max(30, 'HUBEVWC001')
    .default([]),
});
export type EventFields = z.input<typeof EventFieldsSchema>;

export const CancelEventRequestSchema = z.object({
  reason: z.string({ error: 'HUBEVCN001' }).trim().min(3, 'HUBEVCN001').max(500, 'HUBEVCN002'),
});

/** `POST /events/{eventId}/postpone`: the new start, and why (told to everyone with the news, not stored). */
export const PostponeEventRequestSchema = z.object({
  startsAt: instant('HUBEVST001'),
  reason: optional(z.string().trim().max(500, 'HUBEVCN002')),
});

/** The back-office list: every status, filterable. */
export const AdminEventSearchRequestSchema = PageRequestSchema.extend({
  status: EventStatusSchema.optional(),
  period: EventPeriodSchema.optional(),
  query: optional(z.string().trim().max(60)),
});
export type AdminEventSearchRequest = z.input<typeof AdminEventSearchRequestSchema>;

/** Counts staff see beside an event. */
export const EventCountsSchema = z.object({
  pendingRegistrations: z.number().int(),
  acceptedRegistrations: z.number().int(),
  attendees: z.number().int(),
  checkedIn: z.number().int(),
});

export const AdminEventItemSchema = EventSummarySchema.extend({ counts: EventCountsSchema });
export type AdminEventItem = z.infer<typeof AdminEventItemSchema>;

/** The venue as staff edit it: the public one with its Nepali values. */
export const AdminVenueSchema = VenueSchema.extend({
  nameNe: NepaliValueSchema,
  cityNe: NepaliValueSchema,
  addressNe: NepaliValueSchema,
});

/**
 * The event as staff edit it: every field, including drafts, with counts. The texts are the English ones, each
 * with its Nepali value beside it (null when none was given).
 */
export const AdminEventSchema = EventDetailSchema.extend({
  nameNe: NepaliValueSchema,
  taglineNe: NepaliValueSchema,
  descriptionNe: NepaliValueSchema,
  venue: AdminVenueSchema,
  counts: EventCountsSchema,
  publishedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminEvent = z.infer<typeof AdminEventSchema>;

/** Add or edit a bout. Both fighters must be approved and not already on the card. */
export const BoutFieldsSchema = z.object({
  weightClassId: z.uuid({ error: 'HUBEVBT008' }),
  redFighterId: z.uuid({ error: 'HUBEVBT003' }),
  blueFighterId: z.uuid({ error: 'HUBEVBT003' }),
  scheduledRounds: z.coerce.number({ error: 'HUBEVBT005' }).int('HUBEVBT005').min(1, 'HUBEVBT005').max(5, 'HUBEVBT005'),
  isMainEvent: z.boolean().default(false),
  isTitleFight: z.boolean().default(false),
});
export type BoutFields = z.input<typeof BoutFieldsSchema>;

export const BoutParamsSchema = z.object({
  eventId: z.uuid({ error: 'HUBEVNF001' }),
  boutId: z.uuid({ error: 'HUBEVBT001' }),
});

/** The whole card's new order, top (main event) first. */
export const BoutOrderRequestSchema = z.object({
  boutIds: z
    .array(z.uuid({ error: 'HUBEVBT006' }), { error: 'HUBEVBT006' })
    .min(1, 'HUBEVBT006')
    .max(40, 'HUBEVBT006'),
});

/** Record or correct a result. A WIN names the winner and the method; a draw may name a decision method. */
export const BoutResultRequestSchema = z.object({
  outcome: BoutOutcomeSchema,
  winnerId: optional(z.uuid({ error: 'HUBEVRS003' })).nullable(),
  method: optional(BoutMethodSchema).nullable(),
  round: z.coerce.number({ error: 'HUBEVRS004' }).int('HUBEVRS004').min(1, 'HUBEVRS004').max(5, 'HUBEVRS004'),
  time: z
    .string({ error: 'HUBEVRS005' })
    .trim()
    .regex(/^[0-4]:[0-5]\d$|^5:00$/, 'HUBEVRS005'),
});
export type BoutResultRequest = z.input<typeof BoutResultRequestSchema>;

/** `GET /events/admin/{eventId}/fighter-pool`: approved fighters to put on the card. */
export const FighterPoolRequestSchema = z.object({
  query: optional(z.string().trim().max(60)),
  weightClassId: optional(z.uuid({ error: 'HUBEVWC001' })),
});
export const FighterPoolItemSchema = z.object({
  fighter: BoutFighterSchema,
  weightClass: WeightClassRefSchema.nullable(),
  /** The fighter's registration for this event, if any; accepted ones are listed first. */
  registrationStatus: EventRegistrationStatusSchema.nullable(),
  /** True when the fighter already has a bout on this card. */
  onCard: z.boolean(),
});
export type FighterPoolItem = z.infer<typeof FighterPoolItemSchema>;
