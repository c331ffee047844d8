import { z } from 'zod';
import { PageRequestSchema } from '../common/envelope';
import { optional } from '../identity/fields';
import { FighterPhotoSchema, WeightClassRefSchema } from '../fighters/schemas';
import { BoutMethodSchema, BoutOutcomeSchema, EventPeriodSchema, EventStatusSchema } from './enums';
import { ProductOfferSchema } from '../commerce/offer';
import { TicketTierSchema } from '../commerce/tiers';

/** Where the event happens; `mapUrl` opens the venue in a map app. */
export const VenueSchema = z.object({
  name: z.string(),
  city: z.string(),
  address: z.string().nullable(),
  mapUrl: z.string().nullable(),
});
export type Venue = z.infer<typeof VenueSchema>;

/** The poster in the sizes the pages use (WebP, except `share`: a 1200 x 630 JPEG for link previews). */
export const EventPosterSchema = z.object({
  /** 640 px wide, for list cards. */
  card: z.string(),
  /** 1280 px wide, for the event page. */
  large: z.string(),
  share: z.string(),
  /**
   * The poster's shape: the `card` file's pixel size (`large` is the same shape, twice as wide when the upload
   * was). Posters come in any shape (4:5 prints, 16:9 banners); pages frame each at its own. Null for posters
   * stored before the size was kept: pages then use a 16:9 frame.
   */
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
});
export type EventPoster = z.infer<typeof EventPosterSchema>;

const WinLossSchema = z.object({ wins: z.number().int(), losses: z.number().int(), draws: z.number().int() });

/** A fighter in a bout: an approved public profile. */
export const BoutFighterSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  nickname: z.string().nullable(),
  countryCode: z.string(),
  /** The country's name in the caller's language ('' without a country): the server names it, so every browser agrees. */
  countryName: z.string(),
  photo: FighterPhotoSchema.nullable(),
  /** The fighter's professional record now (prior record plus this promotion's results). */
  record: WinLossSchema,
});
export type BoutFighter = z.infer<typeof BoutFighterSchema>;

/** How a fought bout ended. `winnerId` is one of the two fighters for a WIN, null otherwise. */
export const BoutResultSchema = z.object({
  outcome: BoutOutcomeSchema,
  winnerId: z.uuid().nullable(),
  method: BoutMethodSchema.nullable(),
  round: z.number().int().nullable(),
  /** Time into the final round, "m:ss". */
  time: z.string().nullable(),
});
export type BoutResult = z.infer<typeof BoutResultSchema>;

/** A published video or showcase a page links to: its page address and its title. */
export const WatchLinkSchema = z.object({ slug: z.string(), title: z.string() });
export type WatchLink = z.infer<typeof WatchLinkSchema>;

/** An entry of the fight card. `order` 1 is the top of the card (the main event). */
export const BoutSchema = z.object({
  id: z.uuid(),
  order: z.number().int(),
  weightClassId: z.uuid(),
  weightClass: WeightClassRefSchema.nullable(),
  red: BoutFighterSchema,
  blue: BoutFighterSchema,
  scheduledRounds: z.number().int(),
  isMainEvent: z.boolean(),
  isTitleFight: z.boolean(),
  result: BoutResultSchema.nullable(),
  /** A public video of the bout (tagged with the event and both fighters; the latest when several), or null. */
  video: WatchLinkSchema.nullable(),
});
export type Bout = z.infer<typeof BoutSchema>;

/** Fighter registration for the event: the window and the weight classes it takes. */
export const EventRegistrationWindowSchema = z.object({
  opensAt: z.iso.datetime().nullable(),
  closesAt: z.iso.datetime().nullable(),
  weightClasses: z.array(WeightClassRefSchema),
  /** True while fighters may register (published, inside the window, with open weight classes). */
  isOpen: z.boolean(),
});

/**
 * Free attendance, the event's free ticket tiers taken together: `capacity` null means the event has no free tier
 * (it takes no sign-ups without payment).
 */
export const EventAttendanceSchema = z.object({
  capacity: z.number().int().nullable(),
  taken: z.number().int(),
  /** True while a fan may register to attend (published, not started, a free tier on sale with seats left). */
  isOpen: z.boolean(),
});

/** An event in a list. */
export const EventSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  tagline: z.string().nullable(),
  /** UTC; pages show it in Asia/Kathmandu. */
  startsAt: z.iso.datetime(),
  /** Postponed: the date it was first to be held (tickets and passes stay valid for the new one). */
  postponedFrom: z.iso.datetime().nullable(),
  venue: VenueSchema,
  poster: EventPosterSchema.nullable(),
  status: EventStatusSchema,
  /** "Red vs Blue" of the main event, when the card has one. */
  headline: z.string().nullable(),
  boutCount: z.number().int(),
  /** In public lists: the product that sells the live pass (the stream and its replay), for a Buy button. */
  productId: z.uuid().nullable().optional(),
});
export type EventSummary = z.infer<typeof EventSummarySchema>;

/** `GET /events/search/detail/{id}`: the event with its card, main event first. */
export const EventDetailSchema = EventSummarySchema.extend({
  description: z.string().nullable(),
  registration: EventRegistrationWindowSchema,
  attendance: EventAttendanceSchema,
  fightCard: z.array(BoutSchema),
  cancelReason: z.string().nullable(),
  updatedAt: z.iso.datetime(),
  /** What watching it live (and the replay) costs, when the live pass is sold. */
  liveProduct: ProductOfferSchema.nullable(),
  /** Seats at the venue: the tiers switched on, cheapest first (free ones too). */
  ticketTiers: z.array(TicketTierSchema),
  /** True when the event has a live stream set up (pushed here or from a provider): "Watch live" has a stream. */
  isStreamed: z.boolean(),
  /** The published showcase of the event's card (the latest when several), or null. */
  showcase: WatchLinkSchema.nullable(),
});
export type EventDetail = z.infer<typeof EventDetailSchema>;

/** `POST /events/search/all`: upcoming (soonest first) or past (latest first). */
export const EventSearchRequestSchema = PageRequestSchema.extend({
  period: EventPeriodSchema.default('UPCOMING'),
  query: optional(z.string().trim().max(60)),
  pageSize: z.coerce.number().int().min(1).max(50).default(12),
});
export type EventSearchRequest = z.input<typeof EventSearchRequestSchema>;

/** An event is addressed by its id or by its page slug. */
export const EventRefParamsSchema = z.object({
  id: z.string().trim().min(1, 'HUBEVNF001').max(160, 'HUBEVNF001'),
});
export const EventIdParamsSchema = z.object({ eventId: z.uuid({ error: 'HUBEVNF001' }) });
