import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../identity/identity.table';
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
    const rows = await db
      .select({ entry: fighterProfileHistory, firstName: customers.firstName, lastName: customers.lastName })
      .from(fighterProfileHistory)
      .leftJoin(customers, eq(customers.id, fighterProfileHistory.actorId))
      .where(eq(fighterProfileHistory.fighterId, fighterId))
      .orderBy(asc(fighterProfileHistory.createdAt), asc(fighterProfileHistory.id));
    return rows.map((row) => ({ ...row.entry, actorFirstName: row.firstName, actorLastName: row.lastName }));
  },
};
