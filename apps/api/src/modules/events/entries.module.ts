import type { FastifyPluginAsync } from 'fastify';
import type { EventsDeps } from './events.module';

/** Fighter registrations with their audit log, attendance tickets and check-in (to be built). */
export function createEntries(deps: EventsDeps) {
  return { deps };
}

export type Entries = ReturnType<typeof createEntries>;

export const entriesRoutes: FastifyPluginAsync<{ entries: Entries }> = async () => {};
