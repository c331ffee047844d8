import { and, count, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Language } from '@ringside/contract';
import type { Db } from '../../db/client';
import { alertDeliveries, alertPreferences, pushSubscriptions } from './following.table';

export type PreferencesRow = typeof alertPreferences.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type Channel = 'EMAIL' | 'SMS' | 'PUSH';
/** How a delivery is recorded: a channel, or an SMS left out by the daily cap (never sent later). */
export type DeliveryMark = Channel | 'SMS_CAPPED';
export type PreferenceChanges = Partial<
  Pick<PreferencesRow, 'language' | 'email' | 'sms' | 'push' | 'quietFrom' | 'quietUntil'>
>;

/** A fan who never chose: the table's defaults (email and push on, SMS off until they opt in, quiet 22 to 7). */
export const defaultPreferences = (customerId: string, language: Language = 'en'): PreferencesRow => ({
  customerId,
  language,
  email: true,
  sms: false,
  push: true,
  quietFrom: 22,
  quietUntil: 7,
  updatedAt: new Date(0),
});

export const alertSettingsRepository = {
  async preferences(db: Db, customerIds: readonly string[]): Promise<Map<string, PreferencesRow>> {
    if (customerIds.length === 0) return new Map();
    const rows = await db
      .select()
      .from(alertPreferences)
      .where(inArray(alertPreferences.customerId, [...customerIds]));
    return new Map(rows.map((row) => [row.customerId, row]));
  },

  /** The language a fan reads alerts in is the site's when they first follow; kept once they chose. */
  async keepLanguage(db: Db, customerId: string, language: Language): Promise<void> {
    await db.insert(alertPreferences).values({ customerId, language }).onConflictDoNothing();
  },

  /** Changes the fan's choices; a fan choosing for the first time gets `language` unless they chose one. */
  async update(db: Db, customerId: string, changes: PreferenceChanges, language?: Language): Promise<PreferencesRow> {
    const [row] = await db
      .insert(alertPreferences)
      .values({ customerId, ...(language ? { language } : {}), ...changes })
      .onConflictDoUpdate({ target: alertPreferences.customerId, set: { ...changes, updatedAt: new Date() } })
      .returning();
    return row as PreferencesRow;
  },

  /** A browser subscribes once; subscribing again (new keys, another account on it) replaces its row. */
  async addPush(db: Db, customerId: string, subscription: { endpoint: string; p256dh: string; auth: string }) {
    await db
      .insert(pushSubscriptions)
      .values({ customerId, ...subscription })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { customerId, p256dh: subscription.p256dh, auth: subscription.auth, createdAt: new Date() },
      });
  },

  async removePush(db: Db, customerId: string, endpoint: string): Promise<void> {
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.customerId, customerId), eq(pushSubscriptions.endpoint, endpoint)));
  },

  /** A subscription its push service says is gone (404, 410). */
  async dropPush(db: Db, id: string): Promise<void> {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  },

  async pushOf(db: Db, customerIds: readonly string[]): Promise<PushSubscriptionRow[]> {
    if (customerIds.length === 0) return [];
    return db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.customerId, [...customerIds]));
  },

  async pushById(db: Db, id: string): Promise<PushSubscriptionRow | undefined> {
    const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)).limit(1);
    return row;
  },

  /** Claims the alert for the fan on the channel: false when it went already (another round, a retry). */
  async claim(db: Db, customerId: string, alertKey: string, channel: DeliveryMark, at: Date): Promise<boolean> {
    const rows = await db
      .insert(alertDeliveries)
      .values({ customerId, alertKey, channel, sentAt: at })
      .onConflictDoNothing()
      .returning({ key: alertDeliveries.alertKey });
    return rows.length > 0;
  },

  /** Whether the alert was recorded for the fan with this mark (an SMS left out by the cap). */
  async marked(db: Db, customerId: string, alertKey: string, mark: DeliveryMark): Promise<boolean> {
    const rows = await db
      .select({ key: alertDeliveries.alertKey })
      .from(alertDeliveries)
      .where(
        and(
          eq(alertDeliveries.customerId, customerId),
          eq(alertDeliveries.alertKey, alertKey),
          eq(alertDeliveries.channel, mark),
        ),
      )
      .limit(1);
    return rows.length > 0;
  },

  /** The alert SMS the fan was sent, or has waiting, from `from` to `to` (a day in Nepal). */
  async smsBetween(db: Db, customerId: string, from: Date, to: Date): Promise<number> {
    const [row] = await db
      .select({ sent: count() })
      .from(alertDeliveries)
      .where(
        and(
          eq(alertDeliveries.customerId, customerId),
          eq(alertDeliveries.channel, 'SMS'),
          gte(alertDeliveries.sentAt, from),
          lt(alertDeliveries.sentAt, to),
        ),
      );
    return row?.sent ?? 0;
  },
};
