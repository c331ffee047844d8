import { z } from 'zod';
import { LANGUAGES } from '../common/language';

const LanguageSchema = z.enum(LANGUAGES, { error: 'HUBALLG001' });

/** What a signed-in fan follows: the follow buttons read their state from this one list. */
export const FollowsSchema = z.object({
  fighterIds: z.array(z.string()),
  eventIds: z.array(z.string()),
});
export type Follows = z.infer<typeof FollowsSchema>;

/** An hour of the day in Nepal time. */
const HourSchema = z.number({ error: 'HUBALQH001' }).int('HUBALQH001').min(0, 'HUBALQH001').max(23, 'HUBALQH001');

/** How a fan wants alerts, with what the account and the server can carry. */
export const AlertPreferencesSchema = z.object({
  language: LanguageSchema,
  email: z.boolean(),
  sms: z.boolean(),
  push: z.boolean(),
  /** SMS and push wait from `quietFrom` to `quietUntil` (Nepal time); equal hours: no quiet hours. */
  quietFrom: z.number().int(),
  quietUntil: z.number().int(),
  /** The channels this account can receive: an email address, a mobile number, push on this server. */
  available: z.object({ email: z.boolean(), sms: z.boolean(), push: z.boolean() }),
  /** At most this many alert SMS a day (they cost money). */
  smsPerDay: z.number().int(),
  /** The server's VAPID public key, for the browser's push subscription; null when push is off. */
  pushKey: z.string().nullable(),
  /** How many browsers of this account receive push. */
  pushDevices: z.number().int(),
});
export type AlertPreferences = z.infer<typeof AlertPreferencesSchema>;

export const UpdateAlertPreferencesRequestSchema = z
  .object({
    language: LanguageSchema,
    email: z.boolean(),
    sms: z.boolean(),
    push: z.boolean(),
    quietFrom: HourSchema,
    quietUntil: HourSchema,
  })
  .partial();
export type UpdateAlertPreferencesRequest = z.infer<typeof UpdateAlertPreferencesRequestSchema>;

/** A browser's push subscription, as `PushSubscription.toJSON()` gives it. */
export const PushSubscriptionRequestSchema = z.object({
  endpoint: z.url({ error: 'HUBALPS001' }).max(1000, 'HUBALPS001'),
  keys: z.object(
    {
      p256dh: z.string({ error: 'HUBALPS001' }).regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'HUBALPS001'),
      auth: z.string({ error: 'HUBALPS001' }).regex(/^[A-Za-z0-9_-]{16,30}={0,2}$/, 'HUBALPS001'),
    },
    { error: 'HUBALPS001' },
  ),
});
export type PushSubscriptionRequest = z.infer<typeof PushSubscriptionRequestSchema>;

export const RemovePushSubscriptionRequestSchema = z.object({
  endpoint: z.string({ error: 'HUBALPS001' }).max(1000, 'HUBALPS001'),
});

/** The one-click unsubscribe link's token (from an alert email). */
export const UnsubscribeRequestSchema = z.object({ token: z.string({ error: 'HUBALUN001' }).max(200, 'HUBALUN001') });

/** What a push notification carries to the service worker. */
export const PushAlertSchema = z.object({ title: z.string(), body: z.string(), url: z.string(), tag: z.string() });
export type PushAlert = z.infer<typeof PushAlertSchema>;

/** The back office's audience figures: the most followed fighters and events. */
export const FollowerCountSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  followers: z.number().int(),
});
export const FollowerCountsSchema = z.object({
  fighters: z.array(FollowerCountSchema),
  events: z.array(FollowerCountSchema),
  /** Fans following anything at all. */
  fans: z.number().int(),
});
export type FollowerCounts = z.infer<typeof FollowerCountsSchema>;
