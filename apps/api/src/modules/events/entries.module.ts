import type { FastifyPluginAsync } from 'fastify';
import { Attendance } from './attendance.service';
import { attendanceRoutes } from './attendance.routes';
import { RegistrationAudit } from './audit.service';
import { auditRoutes } from './audit.routes';
import { CheckIns } from './check-in.service';
import { checkInRoutes } from './check-in.routes';
import type { EventsDeps } from './events.module';
import { RegistrationNotices } from './registration-notices';
import { RegistrationViews } from './registration-views';
import { registrationRoutes } from './registrations.routes';
import { Registrations } from './registrations.service';
import { TicketCodes } from './ticket-codes';
import { TicketNotices } from './ticket-notices';
import { TicketViews } from './ticket-views';

/**
 * Fighter registrations with their audit log, attendance tickets and check-in at the door. `eventChanged`
 * drops the calendar's cached detail of an event whose seats taken changed.
 */
export function createEntries(deps: EventsDeps, eventChanged: (eventId: string) => void) {
  const { db } = deps;
  const codes = new TicketCodes(deps.secret);
  return {
    registrations: new Registrations({
      db,
      masterData: deps.masterData,
      views: new RegistrationViews(db, deps.masterData),
      notices: new RegistrationNotices(db, deps.messenger, deps.brand, deps.log),
    }),
    audit: new RegistrationAudit(db, deps.brand.name),
    attendance: new Attendance({
      db,
      codes,
      views: new TicketViews(db, codes),
      notices: new TicketNotices(deps.messenger, deps.brand, deps.log),
      eventChanged,
    }),
    checkIns: new CheckIns(db, codes),
  };
}

export type Entries = ReturnType<typeof createEntries>;

export const entriesRoutes: FastifyPluginAsync<{ entries: Entries }> = async (app, { entries }) => {
  await app.register(registrationRoutes, { registrations: entries.registrations });
  await app.register(auditRoutes, { audit: entries.audit });
  await app.register(attendanceRoutes, { attendance: entries.attendance });
  await app.register(checkInRoutes, { checkIns: entries.checkIns });
};
