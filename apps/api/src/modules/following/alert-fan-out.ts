import type { FastifyBaseLogger } from 'fastify';
import type { Language, PushAlert } from '@ringside/contract';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { CustomerRow } from '../identity/customer.mapper';
import { customersByIds } from '../identity/customers';
import type { Messenger } from '../messaging/messenger';
import type { Brand } from '../messaging/templates';
import { type Alert, alertMessage, alertPush } from './alert-messages';
import {
  type Channel,
  type PreferencesRow,
  type PushSubscriptionRow,
  alertSettingsRepository as settings,
  defaultPreferences,
} from './alert-settings.repository';
import { type DueAlert, dueAlerts } from './due-alerts';
import { eventAlertsRepository as facts } from './event-alerts.repository';
import { followsRepository as follows } from './follows.repository';
import { nepalDayStart, quietEnd } from './quiet-hours';
import type { UnsubscribeTokens } from './unsubscribe-tokens';
import type { WebPushSender } from './web-push';

export const SCAN_EVENT = 'alerts.scan';
export const HELD_ALERT = 'alerts.held';
export const PUSH_ALERT = 'alerts.push';
const BATCH = 200;
const DAY_MS = 86_400_000;

export interface HeldJob {
  eventId: string;
  key: string;
  customerId: string;
  channels: Channel[];
}

export interface PushJob {
  subscriptionId: string;
  alert: PushAlert;
  ttlSeconds: number;
  urgent: boolean;
}

/** A fan to tell, with what is needed to tell them. */
interface Fan {
  customer: CustomerRow;
  preferences: PreferencesRow;
  devices: PushSubscriptionRow[];
}

export interface FanOutOptions {
  db: Db;
  /** Where held alerts and pushes wait: the durable queue (`alertJobs` runs them). */
  queue: Pick<JobQueue, 'send' | 'sendSoon'>;
  messenger: Messenger;
  push: WebPushSender | undefined;
  tokens: UnsubscribeTokens;
  brand: Brand;
  smsPerDay: number;
  log: FastifyBaseLogger;
}

/**
 * Alerts (decision 70). A scan reads an event's state, card, sales and the clock, finds the alerts it holds
 * (`dueAlerts`), and tells each fan in the audience once per channel: a claim in `alert_deliveries` comes first, so
 * scans on every change and every round, on any instance, never send twice. Email goes at once; SMS and push wait
 * out the fan's quiet hours in a job (or are dropped when the alert would be stale by then); SMS stop at the daily
 * cap. Each message is itself a durable job: the messenger's, or a push job here.
 */
export class AlertFanOut {
  constructor(private readonly options: FanOutOptions) {}

  /** Asks for a scan of the event soon: once for a burst of changes, heard on however many instances. */
  changed(eventId: string): void {
    this.options.queue
      .sendSoon(SCAN_EVENT, { eventId }, eventId)
      .catch((error: unknown) =>
        this.options.log.warn({ err: error, eventId }, 'alert scan not queued; the round will do it'),
      );
  }

  async round(now = new Date()): Promise<number> {
    let told = 0;
    for (const eventId of await facts.current(this.options.db, now)) told += await this.scan(eventId, now);
    return told;
  }

  /** Tells every fan the event's due alerts they were not told yet; answers how many messages went or wait. */
  async scan(eventId: string, now = new Date()): Promise<number> {
    let told = 0;
    for (const due of await this.due(eventId, now)) told += await this.tell(eventId, due, now);
    return told;
  }

  private async due(eventId: string, now: Date): Promise<DueAlert[]> {
    const { db } = this.options;
    const event = await facts.event(db, eventId);
    if (!event) return [];
    const [bouts, products] = await Promise.all([facts.bouts(db, eventId), facts.products(db, eventId)]);
    return dueAlerts(event, bouts, products, now);
  }

  private async audience(eventId: string, due: DueAlert): Promise<string[]> {
    const { db } = this.options;
    const { fighters, event, holders } = due.audience;
    const lists = await Promise.all([
      fighters ? follows.fighterFollowers(db, fighters.ids, fighters.since) : [],
      event ? follows.eventFollowers(db, eventId, event.since) : [],
      holders ? facts.holders(db, eventId, holders === 'ALL') : [],
    ]);
    return [...new Set(lists.flat())];
  }

  private async tell(eventId: string, due: DueAlert, now: Date): Promise<number> {
    const ids = await this.audience(eventId, due);
    let told = 0;
    for (let start = 0; start < ids.length; start += BATCH)
      for (const fan of await this.fans(ids.slice(start, start + BATCH)))
        told += await this.deliver(eventId, due.alert, fan, now);
    return told;
  }

  private async fans(ids: readonly string[]): Promise<Fan[]> {
    const { db } = this.options;
    const [customers, preferences, devices] = await Promise.all([
      customersByIds(db, ids),
      settings.preferences(db, ids),
      settings.pushOf(db, ids),
    ]);
    return customers.map((customer) => ({
      customer,
      preferences: preferences.get(customer.id) ?? defaultPreferences(customer.id),
      devices: devices.filter((device) => device.customerId === customer.id),
    }));
  }

  /** The channels the fan chose and can receive: a proven email, a proven mobile, a browser subscribed. */
  private channels({ customer, preferences, devices }: Fan): Channel[] {
    const channels: Channel[] = [];
    if (preferences.email && customer.email && customer.emailVerified) channels.push('EMAIL');
    if (preferences.sms && customer.countryCode && customer.mobileNumber && customer.mobileNumberVerified)
      channels.push('SMS');
    if (preferences.push && devices.length > 0 && this.options.push) channels.push('PUSH');
    return channels;
  }

  private async deliver(eventId: string, alert: Alert, fan: Fan, now: Date): Promise<number> {
    const { db, queue } = this.options;
    const customerId = fan.customer.id;
    const quietUntil = quietEnd(now, fan.preferences.quietFrom, fan.preferences.quietUntil);
    const held: Channel[] = [];
    let told = 0;
    for (const channel of this.channels(fan)) {
      // Email never wakes anybody: it goes at once. SMS and push wait for the morning, unless stale by then.
      const sendAt = channel !== 'EMAIL' && quietUntil ? quietUntil : now;
      if (sendAt >= alert.expiresAt) continue;
      if (channel === 'SMS' && (await this.capped(customerId, alert.key, sendAt))) continue;
      if (!(await settings.claim(db, customerId, alert.key, channel, sendAt))) continue;
      told += 1;
      if (sendAt > now) held.push(channel);
      else await this.send(alert, fan, channel);
    }
    if (held.length > 0) {
      const job: HeldJob = { eventId, key: alert.key, customerId, channels: held };
      await queue.send(HELD_ALERT, job, undefined, quietUntil ?? now);
    }
    return told;
  }

  /** The fan had their SMS for that day: this alert goes by their other channels only, and never by SMS later. */
  private async capped(customerId: string, key: string, sendAt: Date): Promise<boolean> {
    const { db, smsPerDay } = this.options;
    if (await settings.marked(db, customerId, key, 'SMS_CAPPED')) return true;
    const day = nepalDayStart(sendAt);
    const sent = await settings.smsBetween(db, customerId, day, new Date(day.getTime() + DAY_MS));
    if (sent < smsPerDay) return false;
    await settings.claim(db, customerId, key, 'SMS_CAPPED', sendAt);
    return true;
  }

  private async send(alert: Alert, fan: Fan, channel: Channel): Promise<void> {
    const { messenger, brand, tokens } = this.options;
    const { customer } = fan;
    const language: Language = fan.preferences.language === 'ne' ? 'ne' : 'en';
    if (channel === 'PUSH') {
      const payload = alertPush(brand, alert, language);
      const ttlSeconds = Math.max(60, Math.floor((alert.expiresAt.getTime() - Date.now()) / 1000));
      for (const device of fan.devices) {
        const job: PushJob = { subscriptionId: device.id, alert: payload, ttlSeconds, urgent: alert.kind === 'LIVE' };
        await this.options.queue.send(PUSH_ALERT, job);
      }
      return;
    }
    const token = tokens.tokenOf(customer.id);
    const message = alertMessage(brand, alert, language, {
      page: `${brand.publicUrl}/alerts/unsubscribe?token=${token}`,
      oneClick: `${brand.publicUrl}/api/v1/alerts/unsubscribe?token=${token}`,
    });
    const recipient =
      channel === 'EMAIL'
        ? ({ channel: 'EMAIL', email: customer.email! } as const)
        : ({ channel: 'MOBILE', dialCode: customer.countryCode!, number: customer.mobileNumber! } as const);
    messenger.notify(recipient, message, { customerId: customer.id, alert: alert.key }, 'alert not delivered');
  }

  /** Quiet hours are over: the held channels go, if the alert still holds and the fan still wants them. */
  async release(job: HeldJob, now = new Date()): Promise<void> {
    const due = (await this.due(job.eventId, now)).find((candidate) => candidate.alert.key === job.key);
    const [fan] = await this.fans([job.customerId]);
    if (!due || !fan || due.alert.expiresAt <= now) return;
    const wanted = this.channels(fan);
    for (const channel of job.channels) if (wanted.includes(channel)) await this.send(due.alert, fan, channel);
  }

  /** One notification to one browser; a subscription its push service says is gone is forgotten. */
  async pushNow(job: PushJob): Promise<void> {
    const { db, push } = this.options;
    const device = await settings.pushById(db, job.subscriptionId);
    if (!device || !push) return;
    const outcome = await push.send(device, job.alert, { ttlSeconds: job.ttlSeconds, urgent: job.urgent });
    if (outcome === 'GONE') await settings.dropPush(db, device.id);
  }
}

/** The alerts' jobs on the durable queue: scans asked for by changes, held alerts, pushes, and the minute's round. */
export function alertJobs(queue: JobQueue, fanOut: AlertFanOut): void {
  queue.define({ name: SCAN_EVENT, retryLimit: 3, retryDelaySeconds: 5, expireInSeconds: 300 });
  queue.define({ name: HELD_ALERT, retryLimit: 3, retryDelaySeconds: 30, expireInSeconds: 120 });
  queue.define({ name: PUSH_ALERT, retryLimit: 4, retryDelaySeconds: 30, expireInSeconds: 60 });
  queue.work<{ eventId: string }>(SCAN_EVENT, async ({ eventId }) => void (await fanOut.scan(eventId)));
  queue.work<HeldJob>(HELD_ALERT, (job) => fanOut.release(job));
  queue.work<PushJob>(PUSH_ALERT, (job) => fanOut.pushNow(job));
  // The clock's alerts (reminders, sales opening at a set time) and any change a scan missed.
  queue.every('alerts.round', 60, () => fanOut.round());
}
