import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { EventBus } from '../../lib/event-bus';
import type { Messenger } from '../messaging/messenger';
import type { Brand } from '../messaging/templates';
import { AlertFanOut, alertJobs } from './alert-fan-out';
import { eventAlertsRepository } from './event-alerts.repository';
import { FollowingService } from './following.service';
import { UnsubscribeTokens } from './unsubscribe-tokens';
import { type VapidKeys, WebPushSender, vapidKeys } from './web-push';

export interface FollowingDeps {
  db: Db;
  queue: JobQueue;
  messenger: Messenger;
  bus: EventBus;
  brand: Brand;
  secret: string;
  log: FastifyBaseLogger;
  alerts: { smsPerDay: number; vapid: VapidKeys | undefined; pushHosts: readonly string[] };
  dataDir: string;
  isProduction: boolean;
}

/**
 * Follows and alerts (decision 70). The modules that change events, sales and streams know nothing of alerts: the
 * bus's events make a scan of the event soon, and a round every minute does what the clock brings.
 */
export function createFollowing(deps: FollowingDeps) {
  const keys = vapidKeys(deps.alerts.vapid, { dataDir: deps.dataDir, isProduction: deps.isProduction });
  if (!keys) deps.log.warn('VAPID_* is not set: alerts cannot reach browsers as notifications');
  const push = keys ? new WebPushSender(keys) : undefined;
  const tokens = new UnsubscribeTokens(deps.secret);
  const fanOut = new AlertFanOut({
    db: deps.db,
    queue: deps.queue,
    messenger: deps.messenger,
    push,
    tokens,
    brand: deps.brand,
    smsPerDay: deps.alerts.smsPerDay,
    log: deps.log,
  });
  alertJobs(deps.queue, fanOut);
  deps.bus.on('events.changed', ({ eventId }) => eventId && fanOut.changed(eventId));
  deps.bus.on('live.changed', ({ eventId }) => fanOut.changed(eventId));
  // Offers show no event id: every event that may be on sale is looked at.
  deps.bus.on('products.changed', () => {
    eventAlertsRepository
      .current(deps.db, new Date())
      .then((ids) => ids.forEach((id) => fanOut.changed(id)))
      .catch((error: unknown) => deps.log.warn({ err: error }, 'alert scans not queued; the round will do them'));
  });
  const service = new FollowingService({
    db: deps.db,
    tokens,
    push,
    pushHosts: deps.alerts.pushHosts,
    smsPerDay: deps.alerts.smsPerDay,
  });
  return { service };
}

export type Following = ReturnType<typeof createFollowing>;
