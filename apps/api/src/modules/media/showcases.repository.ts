import { type SQL, and, asc, count, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { likePattern } from '../../db/queries';
import { type SoldRow, activeProducts, sellingProduct, soldColumns } from '../commerce/published';
import { showcaseVideos, showcases, videos } from './media.table';
import { isPublicVideo } from './videos.repository';

export type ShowcaseRow = typeof showcases.$inferSelect;
export type NewShowcase = typeof showcases.$inferInsert;
export type ShowcaseWithCount = ShowcaseRow & { videoCount: number };
/** What a card shows of a showcase (public lists read only these columns). */
export type ShowcaseCardRow = Pick<ShowcaseWithCount, 'id' | 'slug' | 'title' | 'titleNe' | 'posterKey' | 'videoCount'>;
/** A card of a public list: with the product that sells the showcase, read in the same statement. */
export type SoldShowcaseCardRow = ShowcaseCardRow & SoldRow;

/**
 * How many public videos a showcase holds (the count fans see). The showcase's id is written qualified: Drizzle
 * leaves the columns of a one-table select unqualified, and a bare "id" in here would be the video's.
 */
const publicCount = sql<number>`(
  select count(*) from ${showcaseVideos} join ${videos} on ${videos.id} = ${showcaseVideos.videoId}
  where ${showcaseVideos.showcaseId} = "showcases"."id" and ${isPublicVideo()}
)`.mapWith(Number);

const product = activeProducts('showcase_product');

const selectCards = (db: Db) =>
  db
    .select({
      id: showcases.id,
      slug: showcases.slug,
      title: showcases.title,
      titleNe: showcases.titleNe,
      posterKey: showcases.posterKey,
      videoCount: publicCount,
      ...soldColumns(product),
    })
    .from(showcases)
    .leftJoin(product, sellingProduct(product, 'SHOW_CASE', showcases.id));

const isPublished = () => eq(showcases.publication, 'PUBLISHED');

// prepared: hot public reads (decision 59).
const latestCards = preparedPerDb((db) =>
  selectCards(db)
    .where(isPublished())
    .orderBy(desc(showcases.publishedAt), desc(showcases.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('media_public_showcases_latest'),
);

const cardsByIds = preparedPerDb((db) =>
  selectCards(db)
    .where(and(isPublished(), sql`${showcases.id} = any(${sql.placeholder('ids')}::uuid[])`))
    .prepare('media_public_showcases_by_ids'),
);

export const showcasesRepository = {
  async insert(db: Db, values: NewShowcase): Promise<ShowcaseRow> {
    const [row] = await db.insert(showcases).values(values).returning();
    return row as ShowcaseRow;
  },

  async update(db: Db, id: string, values: Partial<NewShowcase>): Promise<ShowcaseRow | undefined> {
    const [row] = await db
      .update(showcases)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(showcases.id, id))
      .returning();
    return row;
  },

  async remove(db: Db, id: string): Promise<void> {
    await db.delete(showcases).where(eq(showcases.id, id));
  },

  async find(db: Db, idOrSlug: string, lock = false): Promise<ShowcaseRow | undefined> {
    const isId = /^[0-9a-f-]{36}$/i.test(idOrSlug);
    const query = db
      .select()
      .from(showcases)
      .where(isId ? eq(showcases.id, idOrSlug.toLowerCase()) : eq(showcases.slug, idOrSlug))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async slugTaken(db: Db, slug: string, exceptId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: showcases.id })
      .from(showcases)
      .where(exceptId ? and(eq(showcases.slug, slug), ne(showcases.id, exceptId)) : eq(showcases.slug, slug))
      .limit(1);
    return row !== undefined;
  },

  /** The video ids of a showcase, in order. */
  async videoIdsOf(db: Db, showcaseId: string): Promise<string[]> {
    const rows = await db
      .select({ id: showcaseVideos.videoId })
      .from(showcaseVideos)
      .where(eq(showcaseVideos.showcaseId, showcaseId))
      .orderBy(asc(showcaseVideos.position));
    return rows.map((row) => row.id);
  },

  async setVideos(db: Db, showcaseId: string, videoIds: readonly string[]): Promise<void> {
    await db.delete(showcaseVideos).where(eq(showcaseVideos.showcaseId, showcaseId));
    if (videoIds.length)
      await db
        .insert(showcaseVideos)
        .values(videoIds.map((videoId, index) => ({ showcaseId, videoId, position: index + 1 })));
  },

  /** Published showcases, newest first, with their public video counts, and their total. */
  async publicList(db: Db, page: number, pageSize: number) {
    const [rows, [total]] = await Promise.all([
      showcasesRepository.publicLatest(db, pageSize, (page - 1) * pageSize),
      db.select({ total: count() }).from(showcases).where(isPublished()),
    ]);
    return { rows, total: total?.total ?? 0 };
  },

  /** Published showcases, newest first, with their public video counts; not counted. */
  async publicLatest(db: Db, limit: number, offset = 0): Promise<SoldShowcaseCardRow[]> {
    return latestCards(db).execute({ limit, offset });
  },

  /** The published showcases among these ids, in the given order. */
  async publicByIds(db: Db, ids: readonly string[]): Promise<SoldShowcaseCardRow[]> {
    if (ids.length === 0) return [];
    const rows = await cardsByIds(db).execute({ ids });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  },

  async adminList(db: Db, query: string | undefined, page: number, pageSize: number) {
    const where = query ? ilike(showcases.title, likePattern(query.toLowerCase())) : undefined;
    const all =
      sql<number>`(select count(*) from ${showcaseVideos} where ${showcaseVideos.showcaseId} = ${showcases.id})`.mapWith(
        Number,
      );
    const [rows, [total]] = await Promise.all([
      db
        .select({ showcase: showcases, videoCount: all })
        .from(showcases)
        .where(where as SQL | undefined)
        .orderBy(desc(showcases.updatedAt))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ total: count() }).from(showcases).where(where),
    ]);
    return { rows: rows.map((row) => ({ ...row.showcase, videoCount: row.videoCount })), total: total?.total ?? 0 };
  },
};
