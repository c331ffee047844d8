import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { EventBus } from '../../lib/event-bus';
import type { FileStorage } from '../../lib/storage';
import type { MasterDataReads } from '../masterdata/master-data.service';
import type { Messenger } from '../messaging/messenger';
import type { Brand } from '../messaging/templates';
import { calendarRoutes, createCalendar } from './calendar.module';
import { createEntries, entriesRoutes } from './entries.module';
import { EventNotices } from './event-notices';

export interface EventsDeps {
  db: Db;
  storage: FileStorage;
  masterData: MasterDataReads;
  messenger: Messenger;
  brand: Brand & { shortName: string };
  /** Signs ticket codes (the QR); the session secret, with a purpose label of its own. */
  secret: string;
  posterMaxBytes: number;
  /** Lifetime of cached event pages; 0 turns the cache off. */
  eventCacheSeconds: number;
  log: FastifyBaseLogger;
  bus: EventBus;
}

/**
 * The promotion's calendar in two parts: `calendar` (events, fight cards, results, posters, public pages) and
 * `entries` (fighter registrations with their audit log, attendance tickets and check-in).
 */
export function createEvents(deps: EventsDeps) {
  const calendar = createCalendar(deps);
  // A ticket taken or given back changes the seats left that the calendar's cached event detail shows.
  const entries = createEntries(deps, (eventId) => deps.bus.publish({ type: 'events.changed', eventId }));
  const notices = new EventNotices(deps.db, deps.messenger, deps.brand, deps.log);
  calendar.whenCancelled((eventId) => void notices.cancelled(eventId));
  calendar.whenPostponed((eventId, from, reason) => void notices.postponed(eventId, from, reason));
  return { calendar, entries, notices };
}

export type Events = ReturnType<typeof createEvents>;

export const eventsModule: FastifyPluginAsync<{ events: Events }> = async (app, { events }) => {
  await app.register(calendarRoutes, { calendar: events.calendar });
  await app.register(entriesRoutes, { entries: events.entries });
};
