import { type SQL, and, asc, count, desc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Publication, VideoAccess, VideoStatus } from '@ringside/contract';
import type { Db } from '../../db/client';
import { textSearch } from '../../db/queries';
import { categories, showcaseVideos, showcases, videoFighters, videos } from './media.table';
import { videoSearchColumns } from './video-search';

export type VideoRow = typeof videos.$inferSelect;
export type NewVideo = typeof videos.$inferInsert;

/** A video row with its category's reference, as every list shows it. */
export type VideoWithCategory = VideoRow & {
  categorySlug: string | null;
  categoryName: string | null;
  categoryNameNe: string | null;
};

export interface PublicVideoFilter {
  categoryId?: string | undefined;
  eventId?: string | undefined;
  fighterId?: string | undefined;
  query?: string | undefined;
  access?: VideoAccess | undefined;
  featured?: boolean | undefined;
  ids?: readonly string[] | undefined;
}

export interface AdminVideoFilter {
  status?: VideoStatus | undefined;
  publication?: Publication | undefined;
  categoryId?: string | undefined;
  query?: string | undefined;
}

/** What fans may see: published and processed. Drafts and unfinished videos never appear. */
export const isPublicVideo = () => and(eq(videos.publication, 'PUBLISHED'), eq(videos.status, 'READY'));

function selectWithCategory(db: Db) {
  return db
    .select({
      video: videos,
      categorySlug: categories.slug,
      categoryName: categories.name,
      categoryNameNe: categories.nameNe,
    })
    .from(videos)
    .leftJoin(categories, eq(categories.id, videos.categoryId));
}

const flatten = (rows: ({ video: VideoRow } & Omit<VideoWithCategory, keyof VideoRow>)[]) =>
  rows.map(({ video, ...category }) => ({ ...video, ...category }));

function publicConditions(filter: PublicVideoFilter): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [isPublicVideo()];
  if (filter.categoryId) conditions.push(eq(videos.categoryId, filter.categoryId));
  if (filter.eventId) conditions.push(eq(videos.eventId, filter.eventId));
  if (filter.access) conditions.push(eq(videos.access, filter.access));
  if (filter.featured) conditions.push(eq(videos.featured, true));
  if (filter.ids) conditions.push(filter.ids.length ? inArray(videos.id, [...filter.ids]) : sql`false`);
  conditions.push(textSearch(videos.searchText, filter.query));
  if (filter.fighterId)
    conditions.push(
      inArray(
        videos.id,
        sql`(select ${videoFighters.videoId} from ${videoFighters} where ${videoFighters.fighterId} = ${filter.fighterId})`,
      ),
    );
  return conditions;
}

/** The fighters a video shows, as an array (empty when none), in a query grouped by video. */
const fighterIdsOfVideo = sql<string[]>`coalesce(
  array_agg(${videoFighters.fighterId}::text) filter (where ${videoFighters.fighterId} is not null), '{}'::text[]
)`;

export const videosRepository = {
  async insert(db: Db, values: NewVideo): Promise<VideoRow> {
    const [row] = await db
      .insert(videos)
      .values({ ...values, ...videoSearchColumns(values) })
      .returning();
    return row as VideoRow;
  },

  /** A change of title (in either language) makes search_text again, from the titles as saved. */
  async update(db: Db, id: string, values: Partial<NewVideo>): Promise<VideoRow | undefined> {
    const [row] = await db
      .update(videos)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(videos.id, id))
      .returning();
    if (!row || !('title' in values || 'titleNe' in values)) return row;
    const search = videoSearchColumns(row);
    if (search.searchText === row.searchText && search.searchVersion === row.searchVersion) return row;
    const [searched] = await db.update(videos).set(search).where(eq(videos.id, id)).returning();
    return searched;
  },

  async remove(db: Db, id: string): Promise<void> {
    await db.delete(videos).where(eq(videos.id, id));
  },

  async find(db: Db, id: string, lock = false): Promise<VideoRow | undefined> {
    const query = db.select().from(videos).where(eq(videos.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  /** By id or slug, with the category's reference. */
  async findWithCategory(db: Db, idOrSlug: string): Promise<VideoWithCategory | undefined> {
    const isId = /^[0-9a-f-]{36}$/i.test(idOrSlug);
    const rows = await selectWithCategory(db)
      .where(isId ? eq(videos.id, idOrSlug.toLowerCase()) : eq(videos.slug, idOrSlug))
      .limit(1);
    return flatten(rows)[0];
  },

  async findByUpload(db: Db, uploadId: string): Promise<VideoRow | undefined> {
    const [row] = await db.select().from(videos).where(eq(videos.uploadId, uploadId)).limit(1);
    return row;
  },

  async slugTaken(db: Db, slug: string, exceptId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: videos.id })
      .from(videos)
      .where(exceptId ? and(eq(videos.slug, slug), ne(videos.id, exceptId)) : eq(videos.slug, slug))
      .limit(1);
    return row !== undefined;
  },

  /** Public videos, newest first, with their total. */
  async publicPage(db: Db, filter: PublicVideoFilter, page: number, pageSize: number) {
    const [rows, [total]] = await Promise.all([
      videosRepository.publicRows(db, filter, pageSize, (page - 1) * pageSize),
      db
        .select({ total: count() })
        .from(videos)
        .where(and(...publicConditions(filter))),
    ]);
    return { rows, total: total?.total ?? 0 };
  },

  /** Public videos, newest first, without counting them all (rows of the hub and the home). */
  async publicRows(db: Db, filter: PublicVideoFilter, limit: number, offset = 0): Promise<VideoWithCategory[]> {
    const rows = await selectWithCategory(db)
      .where(and(...publicConditions(filter)))
      .orderBy(desc(videos.publishedAt), desc(videos.id))
      .limit(limit)
      .offset(offset);
    return flatten(rows);
  },

  /** Public videos among these ids, in the given order. */
  async publicByIds(db: Db, ids: readonly string[]): Promise<VideoWithCategory[]> {
    if (ids.length === 0) return [];
    const rows = flatten(await selectWithCategory(db).where(and(...publicConditions({ ids }))));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  },

  /** These videos, whatever their state, in the given order (the back office's showcase editor). */
  async byIds(db: Db, ids: readonly string[]): Promise<VideoWithCategory[]> {
    if (ids.length === 0) return [];
    const rows = flatten(await selectWithCategory(db).where(inArray(videos.id, [...ids])));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  },

  /** Up to `perCategory` latest public videos of each category, in one query. */
  async latestPerCategory(db: Db, perCategory: number): Promise<VideoWithCategory[]> {
    const ranked = db
      .select({
        id: videos.id,
        rank: sql<number>`row_number() over (partition by ${videos.categoryId} order by ${videos.publishedAt} desc)`.as(
          'rank',
        ),
      })
      .from(videos)
      .where(and(isPublicVideo(), sql`${videos.categoryId} is not null`))
      .as('ranked');
    const rows = await selectWithCategory(db)
      .innerJoin(ranked, eq(ranked.id, videos.id))
      .where(sql`${ranked.rank} <= ${perCategory}`)
      .orderBy(desc(videos.publishedAt));
    return flatten(rows);
  },

  async adminPage(db: Db, filter: AdminVideoFilter, page: number, pageSize: number) {
    const conditions: (SQL | undefined)[] = [];
    if (filter.status) conditions.push(eq(videos.status, filter.status));
    if (filter.publication) conditions.push(eq(videos.publication, filter.publication));
    if (filter.categoryId) conditions.push(eq(videos.categoryId, filter.categoryId));
    conditions.push(textSearch(videos.searchText, filter.query));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      selectWithCategory(db)
        .where(where)
        .orderBy(desc(videos.createdAt), desc(videos.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ total: count() }).from(videos).where(where),
    ]);
    return { rows: flatten(rows), total: total?.total ?? 0 };
  },

  async fighterIdsOf(db: Db, videoId: string): Promise<string[]> {
    const rows = await db
      .select({ id: videoFighters.fighterId })
      .from(videoFighters)
      .where(eq(videoFighters.videoId, videoId));
    return rows.map((row) => row.id);
  },

  async setFighters(db: Db, videoId: string, fighterIds: readonly string[]): Promise<void> {
    await db.delete(videoFighters).where(eq(videoFighters.videoId, videoId));
    if (fighterIds.length)
      await db.insert(videoFighters).values(fighterIds.map((fighterId) => ({ videoId, fighterId })));
  },

  /** The showcases a video is in (any publication: a draft showcase's grant still covers nothing public). */
  async showcasesOf(db: Db, videoId: string, publishedOnly: boolean) {
    return db
      .select({ id: showcases.id, slug: showcases.slug, title: showcases.title, titleNe: showcases.titleNe })
      .from(showcaseVideos)
      .innerJoin(showcases, eq(showcases.id, showcaseVideos.showcaseId))
      .where(
        and(eq(showcaseVideos.videoId, videoId), publishedOnly ? eq(showcases.publication, 'PUBLISHED') : undefined),
      )
      .orderBy(asc(showcases.title));
  },

  /** An event's public videos with the fighters each shows, latest first: what its page links bouts to. */
  async publicOfEvent(
    db: Db,
    eventId: string,
  ): Promise<{ id: string; slug: string; title: string; titleNe: string | null; fighterIds: string[] }[]> {
    const rows = await db
      .select({
        id: videos.id,
        slug: videos.slug,
        title: videos.title,
        titleNe: videos.titleNe,
        fighterIds: fighterIdsOfVideo,
      })
      .from(videos)
      .leftJoin(videoFighters, eq(videoFighters.videoId, videos.id))
      .where(and(isPublicVideo(), eq(videos.eventId, eventId)))
      .groupBy(videos.id)
      .orderBy(desc(videos.publishedAt), desc(videos.id));
    return rows;
  },

  /** Videos processing with a heartbeat older than `before`: their worker died. */
  async stalled(db: Db, before: Date): Promise<VideoRow[]> {
    return db
      .select()
      .from(videos)
      .where(
        and(
          eq(videos.status, 'PROCESSING'),
          or(lt(videos.heartbeatAt, before), and(sql`${videos.heartbeatAt} is null`, lt(videos.updatedAt, before))),
        ),
      );
  },
};
