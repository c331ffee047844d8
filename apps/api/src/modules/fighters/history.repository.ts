import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerContacts } from '../identity/published';
import { fighterProfileHistory } from './fighters.table';

export type NewHistoryEntry = typeof fighterProfileHistory.$inferInsert;
export type HistoryRow = typeof fighterProfileHistory.$inferSelect & {
  actorFirstName: string | null;
  actorLastName: string | null;
};

export const historyRepository = {
  async insert(db: Db, entry: NewHistoryEntry): Promise<void> {
    await db.insert(fighterProfileHistory).values(entry);
  },

  /** Oldest first, each with its actor's name (null once the actor's account is gone). */
  async list(db: Db, fighterId: string): Promise<HistoryRow[]> {
    const actor = customerContacts('actor');
    const rows = await db
      .select({ entry: fighterProfileHistory, firstName: actor.firstName, lastName: actor.lastName })
      .from(fighterProfileHistory)
      .leftJoin(actor, eq(actor.id, fighterProfileHistory.actorId))
      .where(eq(fighterProfileHistory.fighterId, fighterId))
      .orderBy(asc(fighterProfileHistory.createdAt), asc(fighterProfileHistory.id));
    return rows.map((row) => ({ ...row.entry, actorFirstName: row.firstName, actorLastName: row.lastName }));
  },
};
