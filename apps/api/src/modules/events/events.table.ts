import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  BoutMethod,
  BoutOutcome,
  EventRegistrationStatus,
  EventStatus,
  RegistrationAuditAction,
} from '@ringside/contract';
import { customers } from '../identity/identity.table';
import { masterData } from '../masterdata/master-data.table';
import { fighterProfiles } from '../fighters/fighters.table';
import { products, purchases } from '../commerce/commerce.table';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** An event of the promotion. Times are instants (UTC); pages show them in Asia/Kathmandu. */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    tagline: text('tagline'),
    description: text('description'),
    /** Nepali values of the texts fans read (decision 50): empty ones fall back to English. */
    nameNe: text('name_ne'),
    taglineNe: text('tagline_ne'),
    descriptionNe: text('description_ne'),
    venueNameNe: text('venue_name_ne'),
    venueCityNe: text('venue_city_ne'),
    venueAddressNe: text('venue_address_ne'),
    startsAt: at('starts_at').notNull(),
    venueName: text('venue_name').notNull(),
    venueCity: text('venue_city').notNull(),
    venueAddress: text('venue_address'),
    venueMapUrl: text('venue_map_url'),
    /** Storage key prefix of the poster; its versioned sizes live under it. */
    posterKey: text('poster_key'),
    /** The poster's shape: the pixel size of its `card` file (null for posters stored before sizes were kept). */
    posterWidth: integer('poster_width'),
    posterHeight: integer('poster_height'),
    status: text('status').$type<EventStatus>().notNull().default('DRAFT'),
    registrationOpensAt: at('registration_opens_at'),
    registrationClosesAt: at('registration_closes_at'),
    /** Weight classes (master data) fighters may register in. */
    openWeightClassIds: uuid('open_weight_class_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    cancelReason: text('cancel_reason'),
    /** The date it was to be held before staff postponed it (the first one, however many times it moved). */
    postponedFrom: at('postponed_from'),
    publishedAt: at('published_at'),
    createdById: uuid('created_by_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('events_slug_key').on(t.slug), index('events_status_start_idx').on(t.status, t.startsAt)],
);

/** A bout on an event's card. `position` 1 is the top of the card. */
export const bouts = pgTable(
  'bouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    weightClassId: uuid('weight_class_id')
      .notNull()
      .references(() => masterData.id),
    redFighterId: uuid('red_fighter_id')
      .notNull()
      .references(() => fighterProfiles.id),
    blueFighterId: uuid('blue_fighter_id')
      .notNull()
      .references(() => fighterProfiles.id),
    scheduledRounds: integer('scheduled_rounds').notNull(),
    isMainEvent: boolean('is_main_event').notNull().default(false),
    isTitleFight: boolean('is_title_fight').notNull().default(false),
    outcome: text('outcome').$type<BoutOutcome>(),
    winnerId: uuid('winner_id').references(() => fighterProfiles.id),
    method: text('method').$type<BoutMethod>(),
    endRound: integer('end_round'),
    /** "m:ss" into the final round. */
    endTime: text('end_time'),
    resultRecordedAt: at('result_recorded_at'),
    resultRecordedById: uuid('result_recorded_by_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('bouts_event_idx').on(t.eventId, t.position),
    index('bouts_red_fighter_idx').on(t.redFighterId),
    index('bouts_blue_fighter_idx').on(t.blueFighterId),
  ],
);

/** A fighter asking to compete at an event; one per fighter and event, sent again after a rejection. */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    fighterId: uuid('fighter_id')
      .notNull()
      .references(() => fighterProfiles.id, { onDelete: 'cascade' }),
    weightClassId: uuid('weight_class_id')
      .notNull()
      .references(() => masterData.id),
    note: text('note'),
    status: text('status').$type<EventRegistrationStatus>().notNull(),
    reason: text('reason'),
    decidedAt: at('decided_at'),
    decidedById: uuid('decided_by_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_registrations_event_fighter_key').on(t.eventId, t.fighterId),
    index('event_registrations_event_status_idx').on(t.eventId, t.status, t.createdAt),
    index('event_registrations_fighter_idx').on(t.fighterId, t.createdAt),
  ],
);

/** Every change of a registration: who, when, from, to, why. Never updated or deleted. */
export const eventRegistrationAudit = pgTable(
  'event_registration_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => eventRegistrations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    fighterId: uuid('fighter_id')
      .notNull()
      .references(() => fighterProfiles.id, { onDelete: 'cascade' }),
    action: text('action').$type<RegistrationAuditAction>().notNull(),
    fromStatus: text('from_status').$type<EventRegistrationStatus>(),
    toStatus: text('to_status').$type<EventRegistrationStatus>().notNull(),
    actorId: uuid('actor_id').references(() => customers.id, { onDelete: 'set null' }),
    actorIsStaff: boolean('actor_is_staff').notNull(),
    reason: text('reason'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('event_registration_audit_time_idx').on(t.createdAt),
    index('event_registration_audit_event_idx').on(t.eventId, t.createdAt),
    index('event_registration_audit_fighter_idx').on(t.fighterId, t.createdAt),
    index('event_registration_audit_registration_idx').on(t.registrationId, t.createdAt),
  ],
);

/**
 * A tier of seats at an event (General, VIP, Ringside): sold as its product (type TICKET, whose name, price and
 * sale window it uses), or free when the price is 0. `taken` counts the seats sold and those held by orders being
 * paid; it moves only by guarded UPDATEs, so that concurrent buyers never pass `capacity` (decision 53).
 */
export const ticketTiers = pgTable(
  'ticket_tiers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    capacity: integer('capacity').notNull(),
    perOrderLimit: integer('per_order_limit').notNull(),
    taken: integer('taken').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ticket_tiers_product_key').on(t.productId),
    index('ticket_tiers_event_idx').on(t.eventId),
    check('ticket_tiers_taken_within_capacity', sql`${t.taken} >= 0 and ${t.taken} <= ${t.capacity}`),
  ],
);

/**
 * A ticket for one seat: free (one per customer and event) or bought (one per seat of its purchase). `code` is the
 * random part of the signed code the QR carries. A voided ticket (its event cancelled, its purchase refunded) stays
 * as history and no longer opens the door.
 */
export const eventTickets = pgTable(
  'event_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tierId: uuid('tier_id').references(() => ticketTiers.id),
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'cascade' }),
    /** The seat's number within its purchase (1 to its quantity): a purchase's tickets are issued once. */
    seat: integer('seat').notNull().default(1),
    code: text('code').notNull(),
    checkedInAt: at('checked_in_at'),
    checkedInById: uuid('checked_in_by_id').references(() => customers.id, { onDelete: 'set null' }),
    voidedAt: at('voided_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // One free seat per fan and event; bought seats are as many as paid for, each issued once.
    uniqueIndex('event_tickets_free_key')
      .on(t.eventId, t.customerId)
      .where(sql`"purchase_id" is null`),
    uniqueIndex('event_tickets_purchase_seat_key').on(t.purchaseId, t.seat),
    uniqueIndex('event_tickets_code_key').on(t.code),
    index('event_tickets_customer_idx').on(t.customerId, t.createdAt),
    index('event_tickets_event_idx').on(t.eventId, t.tierId),
  ],
);
