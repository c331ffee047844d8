import type { FastifyPluginAsync } from 'fastify';
import type { CalendarContext } from './calendar-context';
import { cardAdminRoutes } from './card.admin.routes';
import { FightCards } from './card.service';
import { eventPages } from './event-pages';
import { EventViews } from './event-views';
import { eventAdminRoutes } from './events.admin.routes';
import { eventPublicRoutes } from './events.public.routes';
import type { EventsDeps } from './events.module';
import { EventsAdmin } from './events.service';
import { EventPosters } from './posters.service';
import { PublicEvents } from './public-events.service';
import { Results } from './results.service';
import { ticketTierRoutes } from './ticket-tiers.routes';
import { TicketTiers } from './ticket-tiers.service';

/** The staff services on a database; the demo seed builds them too, with nothing cached to forget. */
export function calendarServices(
  context: Omit<CalendarContext, 'views'> & { views?: EventViews },
  posterMaxBytes: number,
) {
  const full: CalendarContext = { ...context, views: context.views ?? new EventViews(context.db, context.masterData) };
  return {
    admin: new EventsAdmin(full),
    cards: new FightCards(full),
    results: new Results(full),
    posters: new EventPosters(full, posterMaxBytes),
    tiers: new TicketTiers(full.db, full.eventChanged),
  };
}

/**
 * Events, fight cards, results and posters, the public calendar and the event pages' metadata (`pages`, for
 * the web plugin). Every instance forgets its cached pages on the bus's events.
 */
export function createCalendar(deps: EventsDeps) {
  const views = new EventViews(deps.db, deps.masterData);
  // Told after a cancellation commits; commerce (refunds) and the notices are wired in once they exist.
  const cancellations: ((eventId: string) => void)[] = [];
  const postponements: ((eventId: string, from: Date, reason: string | null) => void)[] = [];
  const publicEvents = new PublicEvents(deps.db, views, deps.eventCacheSeconds * 1000);
  // Every instance's event pages: an event's own change, a fighter's record (on every card), offers (on the pages).
  deps.bus.on('events.changed', ({ eventId }) => publicEvents.forget(eventId));
  deps.bus.on('fighters.changed', () => publicEvents.forget());
  deps.bus.on('products.changed', () => publicEvents.forget());
  const services = calendarServices(
    {
      db: deps.db,
      masterData: deps.masterData,
      storage: deps.storage,
      views,
      eventChanged: (eventId) => deps.bus.publish({ type: 'events.changed', eventId }),
      // Results change fighters' public records and bout lists.
      fightersChanged: () => deps.bus.publish({ type: 'fighters.changed' }),
      cancelled: (eventId) => {
        for (const listener of cancellations) listener(eventId);
      },
      postponed: (eventId, from, reason) => {
        for (const listener of postponements) listener(eventId, from, reason);
      },
    },
    deps.posterMaxBytes,
  );
  const site = { name: deps.brand.name, shortName: deps.brand.shortName, publicUrl: deps.brand.publicUrl };
  return {
    ...services,
    public: publicEvents,
    pages: eventPages(deps.db, site),
    site,
    whenCancelled: (listener: (eventId: string) => void) => void cancellations.push(listener),
    whenPostponed: (listener: (eventId: string, from: Date, reason: string | null) => void) =>
      void postponements.push(listener),
  };
}

export type Calendar = ReturnType<typeof createCalendar>;

export const calendarRoutes: FastifyPluginAsync<{ calendar: Calendar }> = async (app, { calendar }) => {
  await app.register(eventPublicRoutes, { calendar });
  await app.register(eventAdminRoutes, { calendar });
  await app.register(cardAdminRoutes, { calendar });
  await app.register(ticketTierRoutes, { tiers: calendar.tiers });
};
