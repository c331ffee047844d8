import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerLogos } from './identity.table';

export type LogoRow = typeof customerLogos.$inferSelect;

export const logosRepository = {
  async find(db: Db, customerId: string): Promise<LogoRow | undefined> {
    const [row] = await db.select().from(customerLogos).where(eq(customerLogos.customerId, customerId)).limit(1);
    return row;
  },

  async upsert(db: Db, values: Omit<LogoRow, 'updatedAt'>): Promise<LogoRow> {
    const [row] = await db
      .insert(customerLogos)
      .values({ ...values, updatedAt: new Date() })
      .onConflictDoUpdate({ target: customerLogos.customerId, set: { ...values, updatedAt: new Date() } })
      .returning();
    return row as LogoRow;
  },
};
