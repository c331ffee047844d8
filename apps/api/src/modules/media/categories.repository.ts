import { and, asc, count, eq, ilike, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedByRef, preparedPerDb } from '../../db/prepared';
import { likePattern } from '../../db/queries';
import { categories, videos } from './media.table';
import { isPublicVideo } from './videos.repository';

export type CategoryRow = typeof categories.$inferSelect;
export type NewCategory = typeof categories.$inferInsert;
export type CategoryWithCounts = CategoryRow & { videoCount: number; totalVideos: number };

const counted = (db: Db) =>
  db
    .select({
      category: categories,
      videoCount: sql<number>`count(${videos.id}) filter (where ${isPublicVideo()})`.mapWith(Number),
      totalVideos: count(videos.id),
    })
    .from(categories)
    .leftJoin(videos, eq(videos.categoryId, categories.id))
    .groupBy(categories.id);

const flatten = (rows: { category: CategoryRow; videoCount: number; totalVideos: number }[]): CategoryWithCounts[] =>
  rows.map((row) => ({ ...row.category, videoCount: row.videoCount, totalVideos: row.totalVideos }));

const inOrder = [asc(categories.position), asc(categories.name)];

// prepared: hot public reads (decision 59), every category or those matching a name, and one by id or slug.
const everyCategory = preparedPerDb((db) =>
  counted(db)
    .orderBy(...inOrder)
    .prepare('media_categories'),
);

const categoriesNamed = preparedPerDb((db) =>
  counted(db)
    .where(ilike(categories.name, sql.placeholder('pattern')))
    .orderBy(...inOrder)
    .prepare('media_categories_named'),
);

const categoryByRef = preparedByRef(categories, 'media_category', (db, column, name) =>
  counted(db)
    .where(eq(column, sql.placeholder('ref')))
    .prepare(name),
);

export const categoriesRepository = {
  async insert(db: Db, values: Omit<NewCategory, 'position'>): Promise<CategoryRow> {
    const [last] = await db.select({ position: max(categories.position) }).from(categories);
    const [row] = await db
      .insert(categories)
      .values({ ...values, position: (last?.position ?? 0) + 1 })
      .returning();
    return row as CategoryRow;
  },

  async update(db: Db, id: string, values: Partial<NewCategory>): Promise<CategoryRow | undefined> {
    const [row] = await db
      .update(categories)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(categories.id, id))
      .returning();
    return row;
  },

  async remove(db: Db, id: string): Promise<void> {
    await db.delete(categories).where(eq(categories.id, id));
  },

  /** By id or slug, with its counts. */
  async find(db: Db, idOrSlug: string): Promise<CategoryWithCounts | undefined> {
    const read = categoryByRef(db, idOrSlug);
    const rows = await read.statement.execute({ ref: read.ref });
    return flatten(rows)[0];
  },

  /** Every category in order (menus, the hub), optionally by name. */
  async list(db: Db, query?: string): Promise<CategoryWithCounts[]> {
    const rows = query
      ? await categoriesNamed(db).execute({ pattern: likePattern(query.toLowerCase()) })
      : await everyCategory(db).execute();
    return flatten(rows);
  },

  async nameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
    const same = sql`lower(${categories.name}) = ${name.toLowerCase()}`;
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(exceptId ? and(same, ne(categories.id, exceptId)) : same)
      .limit(1);
    return row !== undefined;
  },

  async slugTaken(db: Db, slug: string, exceptId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(exceptId ? and(eq(categories.slug, slug), ne(categories.id, exceptId)) : eq(categories.slug, slug))
      .limit(1);
    return row !== undefined;
  },

  async ids(db: Db): Promise<string[]> {
    return (await db.select({ id: categories.id }).from(categories)).map((row) => row.id);
  },

  async setPosition(db: Db, id: string, position: number): Promise<void> {
    await db.update(categories).set({ position, updatedAt: new Date() }).where(eq(categories.id, id));
  },
};
