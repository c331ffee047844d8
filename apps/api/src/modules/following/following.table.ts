import { boolean, index, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events } from '../events/events.table';
import { fighterProfiles } from '../fighters/fighters.table';
import { customers } from '../identity/identity.table';

/** A fan following a fighter: told when the fighter is booked and when their results are published (decision 70). */
export const fighterFollows = pgTable(
  'fighter_follows',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    fighterId: uuid('fighter_id')
      .notNull()
      .references(() => fighterProfiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.fighterId] }), index('fighter_follows_fighter_idx').on(t.fighterId)],
);

/** A fan following an event: told of its sales, results, the reminders before it and its stream going live. */
export const eventFollows = pgTable(
  'event_follows',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.eventId] }), index('event_follows_event_idx').on(t.eventId)],
);

/**
 * How a fan wants alerts: the language, the channels (SMS only when they opted in, since it costs money) and the quiet
 * hours in Nepal time, during which SMS and push wait. A fan without a row has the defaults.
 */
export const alertPreferences = pgTable('alert_preferences', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  language: text('language').notNull().default('en'),
  email: boolean('email').notNull().default(true),
  sms: boolean('sms').notNull().default(false),
  push: boolean('push').notNull().default(true),
  /** Hours of the day in Nepal time (0-23); equal hours mean no quiet hours. */
  quietFrom: smallint('quiet_from').notNull().default(22),
  quietUntil: smallint('quiet_until').notNull().default(7),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A browser's web push subscription (its push service endpoint and keys), one per browser. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_customer_idx').on(t.customerId),
  ],
);

/**
 * Each alert sent to a fan on a channel, once: the key names what it tells ("booked:<bout>"), so that a retried or
 * repeated fan-out never sends it twice; the SMS sent today count against the daily cap.
 */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    alertKey: text('alert_key').notNull(),
    channel: text('channel').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.alertKey, t.channel] }),
    index('alert_deliveries_sms_idx').on(t.customerId, t.channel, t.sentAt),
  ],
);
