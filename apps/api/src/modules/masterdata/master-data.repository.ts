import { and, asc, count, eq, inArray, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { MasterDataKind } from '@ringside/contract';
import type { Db } from '../../db/client';
import { masterData } from './master-data.table';

export type MasterDataRow = typeof masterData.$inferSelect;
export type NewMasterData = typeof masterData.$inferInsert;

const NAME_KEY = 'master_data_name_key';
const CODE_KEY = 'master_data_code_key';

/**
 * The field whose unique index a write broke: one name per kind, one code per kind (titles). The driver's
 * error may be wrapped by Drizzle; one without the index's name is taken as a taken name.
 */
export function duplicateField(error: unknown): 'name' | 'code' | undefined {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: string; constraint?: string };
    if (code !== '23505') continue;
    if (constraint === CODE_KEY) return 'code';
    return constraint === undefined || constraint === NAME_KEY ? 'name' : undefined;
  }
  return undefined;
}

export const masterDataRepository = {
  /** By kind, then the staff's order, then name: the order every list shows. */
  async list(db: Db, filter: { kind?: MasterDataKind; includeRetired: boolean }): Promise<MasterDataRow[]> {
    const conditions: SQL[] = [];
    if (filter.kind) conditions.push(eq(masterData.kind, filter.kind));
    if (!filter.includeRetired) conditions.push(isNull(masterData.retiredAt));
    return db
      .select()
      .from(masterData)
      .where(and(...conditions))
      .orderBy(asc(masterData.kind), asc(masterData.sortOrder), sql`lower(${masterData.name})`, asc(masterData.id));
  },

  async findById(db: Db, id: string): Promise<MasterDataRow | undefined> {
    const [row] = await db.select().from(masterData).where(eq(masterData.id, id)).limit(1);
    return row;
  },

  async countOfKind(db: Db, kind: MasterDataKind): Promise<number> {
    const [row] = await db.select({ total: count() }).from(masterData).where(eq(masterData.kind, kind));
    return row?.total ?? 0;
  },

  /** The place after the last entry of a kind. */
  async nextSortOrder(db: Db, kind: MasterDataKind): Promise<number> {
    const [row] = await db
      .select({ last: max(masterData.sortOrder) })
      .from(masterData)
      .where(eq(masterData.kind, kind));
    return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
  },

  async insert(db: Db, values: NewMasterData): Promise<MasterDataRow> {
    const [row] = await db.insert(masterData).values(values).returning();
    return row as MasterDataRow;
  },

  /** Inserts what is not there yet by name; a concurrent starter inserting the same names is not an error. */
  async insertMissing(db: Db, values: NewMasterData[]): Promise<number> {
    if (values.length === 0) return 0;
    const rows = await db.insert(masterData).values(values).onConflictDoNothing().returning({ id: masterData.id });
    return rows.length;
  },

  async update(db: Db, id: string, values: Partial<NewMasterData>): Promise<MasterDataRow> {
    const [row] = await db
      .update(masterData)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(masterData.id, id))
      .returning();
    return row as MasterDataRow;
  },

  /** Ids of every entry of a kind, retired ones included; locked for the rest of the transaction. */
  async lockIdsOfKind(db: Db, kind: MasterDataKind): Promise<string[]> {
    const rows = await db.select({ id: masterData.id }).from(masterData).where(eq(masterData.kind, kind)).for('update');
    return rows.map((row) => row.id);
  },

  /** Sets each entry's place to its index in `ids`, in one statement. */
  async setOrder(db: Db, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const places = sql.join(
      ids.map((id, index) => sql`when ${id}::uuid then ${index}::integer`),
      sql` `,
    );
    await db
      .update(masterData)
      .set({ sortOrder: sql`case ${masterData.id} ${places} end`, updatedAt: new Date() })
      .where(inArray(masterData.id, ids));
  },
};
