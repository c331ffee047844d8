import type {
  AlertPreferences,
  FollowerCounts,
  Follows,
  Language,
  PushSubscriptionRequest,
  UpdateAlertPreferencesRequest,
} from '@ringside/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { customerById } from '../identity/customers';
import { alertSettingsRepository as settings, defaultPreferences } from './alert-settings.repository';
import { type FollowTarget, followsRepository as follows } from './follows.repository';
import type { UnsubscribeTokens } from './unsubscribe-tokens';
import { type WebPushSender, allowedPushService } from './web-push';

export interface FollowingOptions {
  db: Db;
  tokens: UnsubscribeTokens;
  push: WebPushSender | undefined;
  /** The push services a subscription may name (hosts; `*.` for any subdomain). */
  pushHosts: readonly string[];
  smsPerDay: number;
}

const NOT_FOUND = { FIGHTER: 'HUBFPNF001', EVENT: 'HUBEVNF001' } as const;

/** What a fan follows and how they want to hear of it (decision 70). */
export class FollowingService {
  constructor(private readonly options: FollowingOptions) {}

  mine(customerId: string): Promise<Follows> {
    return follows.mine(this.options.db, customerId);
  }

  /** Follows an approved fighter or a public event; the site's language becomes the alerts' until the fan chooses. */
  async follow(customerId: string, target: FollowTarget, id: string, language: Language): Promise<Follows> {
    const { db } = this.options;
    const targetId = id.toLowerCase();
    if (!/^[0-9a-f-]{36}$/.test(targetId) || !(await follows.exists(db, target, targetId)))
      throw new AppError(NOT_FOUND[target]);
    await follows.follow(db, customerId, target, targetId);
    await settings.keepLanguage(db, customerId, language);
    return this.mine(customerId);
  }

  async unfollow(customerId: string, target: FollowTarget, id: string): Promise<Follows> {
    if (/^[0-9a-f-]{36}$/i.test(id)) await follows.unfollow(this.options.db, customerId, target, id.toLowerCase());
    return this.mine(customerId);
  }

  async preferences(customerId: string, language: Language): Promise<AlertPreferences> {
    const { db, push, smsPerDay } = this.options;
    const [customer, stored, devices] = await Promise.all([
      customerById(db, customerId),
      settings.preferences(db, [customerId]),
      settings.pushOf(db, [customerId]),
    ]);
    if (!customer) throw new AppError('HUBCSNF001');
    const row = stored.get(customerId) ?? defaultPreferences(customerId, language);
    return {
      language: row.language === 'ne' ? 'ne' : 'en',
      email: row.email,
      sms: row.sms,
      push: row.push,
      quietFrom: row.quietFrom,
      quietUntil: row.quietUntil,
      available: {
        email: Boolean(customer.email && customer.emailVerified),
        sms: Boolean(customer.mobileNumber && customer.mobileNumberVerified),
        push: push !== undefined,
      },
      smsPerDay,
      pushKey: push?.publicKey ?? null,
      pushDevices: devices.length,
    };
  }

  async updatePreferences(
    customerId: string,
    changes: UpdateAlertPreferencesRequest,
    language: Language,
  ): Promise<AlertPreferences> {
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    await settings.update(this.options.db, customerId, defined, language);
    return this.preferences(customerId, language);
  }

  /** Keeps this browser's push subscription, for push services the server may call only. */
  async subscribe(customerId: string, subscription: PushSubscriptionRequest, language: Language) {
    const { db, push, pushHosts } = this.options;
    if (!push) throw new AppError('HUBALPS002');
    if (!allowedPushService(subscription.endpoint, pushHosts)) throw AppError.field('endpoint', 'HUBALPS001');
    await settings.addPush(db, customerId, { endpoint: subscription.endpoint, ...subscription.keys });
    await settings.keepLanguage(db, customerId, language);
    return this.preferences(customerId, language);
  }

  async unsubscribePush(customerId: string, endpoint: string, language: Language) {
    await settings.removePush(this.options.db, customerId, endpoint);
    return this.preferences(customerId, language);
  }

  /** The one-click unsubscribe of an alert email: alert emails off, nothing else. */
  async unsubscribe(token: string): Promise<void> {
    const customerId = this.options.tokens.verify(token);
    if (!customerId || !(await customerById(this.options.db, customerId))) throw new AppError('HUBALUN001');
    await settings.update(this.options.db, customerId, { email: false });
  }

  async counts(limit = 20): Promise<FollowerCounts> {
    const { fighters, events, fans } = await follows.counts(this.options.db, limit);
    return {
      fighters: fighters.map((row) => ({
        id: row.id,
        slug: row.slug,
        name: [row.firstName, row.lastName].filter(Boolean).join(' '),
        followers: row.followers,
      })),
      events: events.map((row) => ({ id: row.id, slug: row.slug, name: row.name, followers: row.followers })),
      fans,
    };
  }
}
