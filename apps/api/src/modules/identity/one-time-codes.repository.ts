import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeCodes, type OneTimeCodeRow, type OtpPurpose } from './identity.table';

export const oneTimeCodesRepository = {
  async latest(db: Db, customerId: string, purpose: OtpPurpose): Promise<OneTimeCodeRow | undefined> {
    const [row] = await db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.customerId, customerId), eq(oneTimeCodes.purpose, purpose)))
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1);
    return row;
  },

  async insert(db: Db, values: typeof oneTimeCodes.$inferInsert): Promise<OneTimeCodeRow> {
    const [row] = await db.insert(oneTimeCodes).values(values).returning();
    return row as OneTimeCodeRow;
  },

  async remove(db: Db, id: string): Promise<void> {
    await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id));
  },

  /** Counts a wrong guess; answers the attempts made so far, counted in the database so that parallel
   * guesses cannot exceed the limit. */
  async addAttempt(db: Db, id: string): Promise<number> {
    const [row] = await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(eq(oneTimeCodes.id, id))
      .returning({ attempts: oneTimeCodes.attempts });
    return row?.attempts ?? Number.MAX_SAFE_INTEGER;
  },

  /** Marks the code used; false when another request used it first (single use under concurrency). */
  async consume(db: Db, id: string): Promise<boolean> {
    const rows = await db
      .update(oneTimeCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
      .returning({ id: oneTimeCodes.id });
    return rows.length === 1;
  },
};
