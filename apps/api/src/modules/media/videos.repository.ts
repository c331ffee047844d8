import { type SQL, and, asc, count, desc, eq, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Publication, VideoAccess, VideoStatus } from '@ringside/contract';
import type { Db } from '../../db/client';
import { preparedByRef, preparedPerDb } from '../../db/prepared';
import { textSearch } from '../../db/queries';
import { type SoldRow, activeProducts, sellingProduct, soldColumns } from '../commerce/published';
import { eventHeadlines } from '../events/published';
import { type NamesRow } from '../fighters/nepali-names';
import { publicFighters } from '../fighters/published';
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

/** What a card shows of a video (public lists read only these columns). */
export type VideoCardRow = Pick<
  VideoWithCategory,
  | 'id'
  | 'slug'
  | 'title'
  | 'titleNe'
  | 'posterKey'
  | 'durationSeconds'
  | 'access'
  | 'categoryId'
  | 'publishedAt'
  | 'createdAt'
  | 'categorySlug'
  | 'categoryName'
  | 'categoryNameNe'
>;

/** A card of a public list: with the product that sells it, read in the same statement. */
export type SoldVideoCardRow = VideoCardRow & SoldRow;

/** What a video page links to, as read: its event (any state), its public fighters and its showcases. */
export interface VideoTags {
  event: { id: string; slug: string; name: string; nameNe: string | null; publishedAt: Date | null } | null;
  fighters: (NamesRow & { id: string; slug: string })[];
  showcases: { id: string; slug: string; title: string; titleNe: string | null }[];
}

/** A public video's page, read in one statement: the video, its category and what it links to. */
export type PublicVideoPage = VideoCardRow &
  Pick<
    VideoRow,
    'description' | 'descriptionNe' | 'renditions' | 'replayOfEventId' | 'publication' | 'status' | 'eventId'
  > &
  VideoTags;

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

const cardColumns = {
  id: videos.id,
  slug: videos.slug,
  title: videos.title,
  titleNe: videos.titleNe,
  posterKey: videos.posterKey,
  durationSeconds: videos.durationSeconds,
  access: videos.access,
  categoryId: videos.categoryId,
  publishedAt: videos.publishedAt,
  createdAt: videos.createdAt,
  categorySlug: categories.slug,
  categoryName: categories.name,
  categoryNameNe: categories.nameNe,
};

/** The product selling each paid video (free ones are never sold), for the public lists' Buy buttons. */
const product = activeProducts('video_product');
const sellsVideo = () => sellingProduct(product, 'VIDEO', videos.id, eq(videos.access, 'PAID'));
const soldCardColumns = { ...cardColumns, ...soldColumns(product) };

/**
 * Public lists' cards, each with its product (one statement, where a second read of products had followed), and
 * any `more` columns a list needs.
 */
const selectCards = <More extends Record<string, SQL.Aliased>>(db: Db, more = {} as More) =>
  db
    .select({ ...soldCardColumns, ...more })
    .from(videos)
    .leftJoin(categories, eq(categories.id, videos.categoryId))
    .leftJoin(product, sellsVideo());

/** Newest first; the id breaks ties (two videos published in the same millisecond). */
const newestFirst = [desc(videos.publishedAt), desc(videos.id)];

// prepared: hot public reads (decision 59), one statement per shape of the request.
const latestCardsOfCategory = preparedPerDb((db) =>
  selectCards(db)
    .where(and(isPublicVideo(), eq(videos.categoryId, sql.placeholder('categoryId'))))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .prepare('media_public_videos_of_category'),
);

/** The latest public videos and, apart, the latest featured ones: both of the home's rows in one statement. */
const latestAndFeaturedCards = preparedPerDb((db) => {
  const listed = (list: 'LATEST' | 'FEATURED') =>
    selectCards(db, { list: sql<'LATEST' | 'FEATURED'>`${sql.raw(`'${list}'`)}`.as('list') });
  return listed('LATEST')
    .where(isPublicVideo())
    .orderBy(...newestFirst)
    .limit(sql.placeholder('latest'))
    .unionAll(
      listed('FEATURED')
        .where(and(isPublicVideo(), eq(videos.featured, true)))
        .orderBy(...newestFirst)
        .limit(sql.placeholder('featured')),
    )
    .prepare('media_public_videos_newest');
});

const cardsByIds = preparedPerDb((db) =>
  selectCards(db)
    .where(and(isPublicVideo(), sql`${videos.id} = any(${sql.placeholder('ids')}::uuid[])`))
    .prepare('media_public_videos_by_ids'),
);

/** Each public video's place among the latest, the latest featured and the latest of its category (1 first). */
function rankedPublicVideos(db: Db) {
  const newest = sql`order by ${videos.publishedAt} desc, ${videos.id} desc`;
  return db
    .select({
      id: videos.id,
      latest: sql<number>`(row_number() over (${newest}))::int`.as('latest_rank'),
      featured: sql<number | null>`case when ${videos.featured}
        then (row_number() over (partition by ${videos.featured} ${newest}))::int end`.as('featured_rank'),
      inCategory: sql<number | null>`case when ${videos.categoryId} is not null
        then (row_number() over (partition by ${videos.categoryId} ${newest}))::int end`.as('category_rank'),
    })
    .from(videos)
    .where(isPublicVideo())
    .as('ranked');
}

/** The hub's three lists of videos (featured, latest, latest per category) in one statement, newest first. */
const hubCards = preparedPerDb((db) => {
  const ranked = rankedPublicVideos(db);
  return selectCards(db, { latestRank: ranked.latest, featuredRank: ranked.featured, categoryRank: ranked.inCategory })
    .innerJoin(ranked, eq(ranked.id, videos.id))
    .where(
      or(
        lte(ranked.latest, sql.placeholder('latest')),
        lte(ranked.featured, sql.placeholder('featured')),
        lte(ranked.inCategory, sql.placeholder('perCategory')),
      ),
    )
    .orderBy(ranked.latest)
    .prepare('media_public_video_hub');
});

const latestCardsPerCategory = preparedPerDb((db) => {
  const ranked = rankedPublicVideos(db);
  return selectCards(db)
    .innerJoin(ranked, eq(ranked.id, videos.id))
    .where(lte(ranked.inCategory, sql.placeholder('perCategory')))
    .orderBy(ranked.latest)
    .prepare('media_public_videos_per_category');
});

/** By id or by slug: the admin's and the page metadata's read. */
const withCategoryByRef = preparedByRef(videos, 'media_video', (db, column, name) =>
  selectWithCategory(db)
    .where(eq(column, sql.placeholder('ref')))
    .limit(1)
    .prepare(name),
);

/**
 * A video's public page in one statement: the video, its category, its event, its public fighters and its
 * published showcases (by title), the last two as JSON arrays.
 */
const publicPageByRef = preparedByRef(videos, 'media_public_video_page', (db, column, name) => {
  const event = eventHeadlines('event');
  const fighter = publicFighters('fighter');
  return db
    .select({
      ...cardColumns,
      description: videos.description,
      descriptionNe: videos.descriptionNe,
      renditions: videos.renditions,
      replayOfEventId: videos.replayOfEventId,
      publication: videos.publication,
      status: videos.status,
      eventId: videos.eventId,
      event: {
        id: event.id,
        slug: event.slug,
        name: event.name,
        nameNe: event.nameNe,
        publishedAt: event.publishedAt,
      },
      fighters: sql<VideoTags['fighters']>`coalesce((
        select json_agg(json_build_object(
          'id', ${fighter.fighterId}, 'slug', ${fighter.slug},
          'firstName', ${fighter.firstName}, 'lastName', ${fighter.lastName}, 'nickname', ${fighter.nickname},
          'firstNameNe', ${fighter.firstNameNe}, 'lastNameNe', ${fighter.lastNameNe}, 'nicknameNe', ${fighter.nicknameNe}
        ))
        from ${videoFighters} join ${fighter} on ${fighter.fighterId} = ${videoFighters.fighterId}
        where ${videoFighters.videoId} = ${videos.id}
      ), '[]')`,
      showcases: sql<VideoTags['showcases']>`coalesce((
        select json_agg(json_build_object(
          'id', ${showcases.id}, 'slug', ${showcases.slug}, 'title', ${showcases.title}, 'titleNe', ${showcases.titleNe}
        ) order by ${showcases.title})
        from ${showcaseVideos} join ${showcases} on ${showcases.id} = ${showcaseVideos.showcaseId}
        where ${showcaseVideos.videoId} = ${videos.id} and ${showcases.publication} = 'PUBLISHED'
      ), '[]')`,
    })
    .from(videos)
    .leftJoin(categories, eq(categories.id, videos.categoryId))
    .leftJoin(event, eq(event.id, videos.eventId))
    .where(eq(column, sql.placeholder('ref')))
    .limit(1)
    .prepare(name);
});

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
    const read = withCategoryByRef(db, idOrSlug);
    const rows = await read.statement.execute({ ref: read.ref });
    return flatten(rows)[0];
  },

  /** A video's page by id or slug, whatever its state (the caller shows only public ones). */
  async watchPage(db: Db, idOrSlug: string): Promise<PublicVideoPage | undefined> {
    const read = publicPageByRef(db, idOrSlug);
    const [row] = await read.statement.execute({ ref: read.ref });
    return row;
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

  /** Public videos, newest first, by any filter, without counting them all (the search's page). */
  async publicRows(db: Db, filter: PublicVideoFilter, limit: number, offset = 0): Promise<SoldVideoCardRow[]> {
    return selectCards(db)
      .where(and(...publicConditions(filter)))
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset);
  },

  /** The latest public videos of a category (a home row). */
  async latestOfCategory(db: Db, limit: number, categoryId: string): Promise<SoldVideoCardRow[]> {
    return latestCardsOfCategory(db).execute({ categoryId, limit });
  },

  /** The latest public videos and the latest featured ones (the home's rows), each newest first. */
  async latestAndFeatured(db: Db, sizes: { latest: number; featured: number }) {
    const rows = await latestAndFeaturedCards(db).execute(sizes);
    // Each list comes out of the union in its own order (one branch after the other, as home_events' do).
    return {
      latest: rows.filter((row) => row.list === 'LATEST'),
      featured: rows.filter((row) => row.list === 'FEATURED'),
    };
  },

  /** The hub's videos: the latest featured, the latest, and the latest of each category (each newest first). */
  async hubCards(db: Db, sizes: { featured: number; latest: number; perCategory: number }) {
    const rows = await hubCards(db).execute(sizes);
    const within = (rank: number | null, size: number) => rank !== null && rank <= size;
    return {
      featured: rows.filter((row) => within(row.featuredRank, sizes.featured)),
      latest: rows.filter((row) => within(row.latestRank, sizes.latest)),
      perCategory: rows.filter((row) => within(row.categoryRank, sizes.perCategory)),
    };
  },

  /** Public videos among these ids, in the given order. */
  async publicByIds(db: Db, ids: readonly string[]): Promise<SoldVideoCardRow[]> {
    if (ids.length === 0) return [];
    const rows = await cardsByIds(db).execute({ ids });
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

  /** Up to `perCategory` latest public videos of each category, newest first, in one query. */
  async latestPerCategory(db: Db, perCategory: number): Promise<SoldVideoCardRow[]> {
    return latestCardsPerCategory(db).execute({ perCategory });
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
