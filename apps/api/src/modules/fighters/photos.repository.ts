import { and, asc, eq, gte, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fighterPhotos, fighterProfiles, fighterPublicProfiles } from './fighters.table';

export type FighterPhotoRow = typeof fighterPhotos.$inferSelect;

export const photosRepository = {
  async insert(db: Db, ownerId: string): Promise<FighterPhotoRow> {
    const [row] = await db.insert(fighterPhotos).values({ ownerId }).returning();
    return row as FighterPhotoRow;
  },

  async findById(db: Db, id: string): Promise<FighterPhotoRow | undefined> {
    const [row] = await db.select().from(fighterPhotos).where(eq(fighterPhotos.id, id)).limit(1);
    return row;
  },

  async remove(db: Db, id: string): Promise<void> {
    await db.delete(fighterPhotos).where(eq(fighterPhotos.id, id));
  },

  /** Serialises one owner's uploads until the transaction ends (without locking their account's row). */
  async lockOwner(db: Db, ownerId: string): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`fighter-photos:${ownerId}`}, 0))`);
  },

  /** When the owner's photos since `since` were uploaded, oldest first. */
  async uploadedSince(db: Db, ownerId: string, since: Date): Promise<Date[]> {
    const rows = await db
      .select({ createdAt: fighterPhotos.createdAt })
      .from(fighterPhotos)
      .where(and(eq(fighterPhotos.ownerId, ownerId), gte(fighterPhotos.createdAt, since)))
      .orderBy(asc(fighterPhotos.createdAt));
    return rows.map((row) => row.createdAt);
  },

  /**
   * Deletes up to `limit` photos uploaded before `before` that neither an application nor a public profile shows;
   * answers their ids. One statement: a photo attached meanwhile fails it (its reference), never loses its row.
   */
  async removeUnattached(db: Db, before: Date, limit: number): Promise<string[]> {
    const unattached = db
      .select({ id: fighterPhotos.id })
      .from(fighterPhotos)
      .where(
        and(
          lt(fighterPhotos.createdAt, before),
          notExists(
            db
              .select({ one: sql`1` })
              .from(fighterProfiles)
              .where(eq(fighterProfiles.photoId, fighterPhotos.id)),
          ),
          notExists(
            db
              .select({ one: sql`1` })
              .from(fighterPublicProfiles)
              .where(eq(fighterPublicProfiles.photoId, fighterPhotos.id)),
          ),
        ),
      )
      .limit(limit);
    const rows = await db
      .delete(fighterPhotos)
      .where(inArray(fighterPhotos.id, unattached))
      .returning({ id: fighterPhotos.id });
    return rows.map((row) => row.id);
  },
};
