import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fighterPhotos } from './fighters.table';

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
};
