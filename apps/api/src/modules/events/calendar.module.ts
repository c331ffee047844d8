import type { FastifyPluginAsync } from 'fastify';
import type { EventsDeps } from './events.module';

/** Events, fight cards, results and posters, and the event pages' metadata (to be built). */
export function createCalendar(deps: EventsDeps) {
  return { deps };
}

export type Calendar = ReturnType<typeof createCalendar>;

export const calendarRoutes: FastifyPluginAsync<{ calendar: Calendar }> = async () => {};
