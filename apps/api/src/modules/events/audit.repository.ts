import { type SQL, and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { RegistrationAuditAction } from '@ringside/contract';
import type { Db } from '../../db/client';
import { fighterAccounts, publicFighters } from '../fighters/published';
import { customerContacts } from '../identity/published';
import { eventRegistrationAudit as audit, events } from './events.table';

export type NewAuditEntry = typeof audit.$inferInsert;

export interface AuditFilter {
  eventId?: string | undefined;
  registrationId?: string | undefined;
  fighterId?: string | undefined;
  action?: RegistrationAuditAction | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** A fighter's own entries only, whatever the other filters say. */
  ownFighterId?: string | undefined;
  page: number;
  pageSize: number;
}

const application = fighterAccounts('application');
const fighter = publicFighters('fighter');
const actor = customerContacts('actor');

const columns = {
  entry: audit,
  eventSlug: events.slug,
  eventName: events.name,
  // The public names when the fighter has them, else the application's.
  fighterFirstName: fighter.firstName,
  fighterLastName: fighter.lastName,
  fighterSlug: fighter.slug,
  applicationFirstName: application.firstName,
  applicationLastName: application.lastName,
  actorFirstName: actor.firstName,
  actorLastName: actor.lastName,
};

/** The event-registration audit log: written beside every change, in its transaction; never changed. */
export const auditRepository = {
  async insert(db: Db, entry: NewAuditEntry): Promise<void> {
    await db.insert(audit).values(entry);
  },

  /** Newest first, with the event, the fighter and the actor named (the actor is null once their account goes). */
  async search(db: Db, filter: AuditFilter) {
    const conditions: (SQL | undefined)[] = [
      filter.ownFighterId ? eq(audit.fighterId, filter.ownFighterId) : undefined,
      filter.eventId ? eq(audit.eventId, filter.eventId) : undefined,
      filter.registrationId ? eq(audit.registrationId, filter.registrationId) : undefined,
      filter.fighterId ? eq(audit.fighterId, filter.fighterId) : undefined,
      filter.action ? eq(audit.action, filter.action) : undefined,
      filter.from ? gte(audit.createdAt, new Date(filter.from)) : undefined,
      // Entries keep microseconds, answers show milliseconds: `to` takes in the whole millisecond it names.
      filter.to ? lt(audit.createdAt, new Date(Date.parse(filter.to) + 1)) : undefined,
    ];
    const where = and(...conditions);
    const rows = await db
      .select(columns)
      .from(audit)
      .innerJoin(events, eq(events.id, audit.eventId))
      .innerJoin(application, eq(application.fighterId, audit.fighterId))
      .leftJoin(fighter, eq(fighter.fighterId, audit.fighterId))
      .leftJoin(actor, eq(actor.id, audit.actorId))
      .where(where)
      .orderBy(desc(audit.createdAt), desc(audit.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize);
    const [counted] = await db.select({ total: count() }).from(audit).where(where);
    return { rows, total: counted?.total ?? 0 };
  },
};

export type AuditRow = Awaited<ReturnType<typeof auditRepository.search>>['rows'][number];
