import type {
  Category,
  CategoryRow,
  Page,
  ShowcaseCard,
  VideoCard,
  VideoDetail,
  VideoHome,
  VideoSearchRequestSchema,
} from '@ringside/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { TimedCache } from '../../lib/timed-cache';
import { type CategoryWithCounts, categoriesRepository as categories } from './categories.repository';
import { toCategory, toVideoCard, toVideoDetail } from './media.mapper';
import type { MediaContext } from './media-context';
import { showcasesRepository as showcases } from './showcases.repository';
import { toShowcaseCard } from './showcases.service';
import { partsOf } from './video-tags';
import { type PublicVideoFilter, type VideoCardRow, videosRepository as videos } from './videos.repository';
import { offerFor, withProductIds } from '../commerce/offers';

export type VideoSearch = z.output<typeof VideoSearchRequestSchema>;

/** Videos per category row, on the hub and in "video categories". */
const ROW_SIZE = 12;

/** The categories holding videos, in order, each with its cards (`cards` are `latest` with their products). */
function categoryRowsOf(
  list: CategoryWithCounts[],
  latest: VideoCardRow[],
  cards: CategoryRow['videos'],
): CategoryRow[] {
  return list
    .filter((category) => category.videoCount > 0)
    .map((category) => ({
      category: toCategory(category),
      videos: cards.filter((_card, index) => latest[index]?.categoryId === category.id),
    }));
}

/**
 * The public video hub: what fans browse. Only published, processed videos appear. Answers are kept for
 * `cacheSeconds` per instance and forgotten on every change made through this instance.
 */
export class VideoCatalog {
  private readonly cache: TimedCache<unknown>;
  /** Bumped by every change: an answer built from rows read before a change is not kept. */
  private generation = 0;

  constructor(
    private readonly context: MediaContext,
    cacheSeconds: number,
  ) {
    this.cache = new TimedCache({ ttlMs: cacheSeconds * 1000, maxEntries: 2000 });
  }

  forget(): void {
    this.generation += 1;
    this.cache.clear();
  }

  /**
   * The hub's landing: featured videos, the latest, showcases and a row per category, in two round trips (the
   * videos, showcases and categories at once, then the products that sell them).
   */
  home(): Promise<VideoHome> {
    return this.cached('home', async () => {
      const db = this.context.db;
      const [{ featured, latest, perCategory }, showcaseRows, list] = await Promise.all([
        videos.hubCards(db, { featured: 6, latest: ROW_SIZE, perCategory: ROW_SIZE }),
        showcases.publicLatest(db, ROW_SIZE),
        categories.list(db),
      ]);
      const [cards, showcaseCards] = await Promise.all([
        withProductIds(db, 'VIDEO', [...featured, ...latest, ...perCategory].map(toVideoCard)),
        withProductIds(db, 'SHOW_CASE', showcaseRows.map(toShowcaseCard)),
      ]);
      const latestAt = featured.length + latest.length;
      return {
        featured: cards.slice(0, featured.length),
        latest: cards.slice(featured.length, latestAt),
        showcases: showcaseCards,
        rows: categoryRowsOf(list, perCategory, cards.slice(latestAt)),
      };
    });
  }

  /** Categories that hold public videos, in order, each with its latest videos. */
  categoryRows(): Promise<CategoryRow[]> {
    return this.cached('rows', async () => {
      const [list, latest] = await Promise.all([
        categories.list(this.context.db),
        videos.latestPerCategory(this.context.db, ROW_SIZE),
      ]);
      return categoryRowsOf(list, latest, await withProductIds(this.context.db, 'VIDEO', latest.map(toVideoCard)));
    });
  }

  /** Every category in order, with its count of public videos (menus, the category list). */
  categories(query?: string): Promise<Category[]> {
    return this.cached(`categories:${query ?? ''}`, async () =>
      (await categories.list(this.context.db, query)).map(toCategory),
    );
  }

  async category(idOrSlug: string): Promise<Category> {
    const row = await categories.find(this.context.db, idOrSlug);
    if (!row) throw new AppError('HUBCTNF001');
    return toCategory(row);
  }

  /** Public videos, newest first; a category by id or slug (an unknown one is 404). */
  search(request: VideoSearch): Promise<Page<VideoCard>> {
    return this.cached(`search:${JSON.stringify(request)}`, async () => {
      const filter: PublicVideoFilter = {
        eventId: request.eventId?.toLowerCase(),
        fighterId: request.fighterId?.toLowerCase(),
        query: request.query,
        access: request.access,
      };
      if (request.category) filter.categoryId = (await this.category(request.category)).id;
      const { rows, total } = await videos.publicPage(this.context.db, filter, request.page, request.pageSize);
      const items = await withProductIds(this.context.db, 'VIDEO', rows.map(toVideoCard));
      return { items, page: request.page, pageSize: request.pageSize, total };
    });
  }

  /** A video's public page: drafts and unfinished videos are 404. One statement, and the offer of a paid one. */
  detail(idOrSlug: string): Promise<VideoDetail> {
    return this.cached(`detail:${idOrSlug}`, async () => {
      const row = await videos.watchPage(this.context.db, idOrSlug);
      if (!row || row.publication !== 'PUBLISHED' || row.status !== 'READY') throw new AppError('HUBVDNF001');
      const product = row.access === 'PAID' ? await offerFor(this.context.db, 'VIDEO', row.id) : null;
      return toVideoDetail(row, partsOf(row, row, product, true));
    });
  }

  /** The latest featured public videos, with their products (a home row of featured videos). Not cached here. */
  featured(limit: number): Promise<VideoCard[]> {
    return this.latestOf(limit, { featured: true });
  }

  /** The latest public videos, of a category or all, with their products (a home row). Not cached here. */
  latest(limit: number, categoryId?: string): Promise<VideoCard[]> {
    return this.latestOf(limit, { categoryId });
  }

  private async latestOf(
    limit: number,
    of: { categoryId?: string | undefined; featured?: boolean },
  ): Promise<VideoCard[]> {
    const rows = await videos.latestCards(this.context.db, limit, of);
    return withProductIds(this.context.db, 'VIDEO', rows.map(toVideoCard));
  }

  /** The latest published showcases, with their products (a home row nobody picked). Not cached here. */
  async latestShowcases(limit: number): Promise<ShowcaseCard[]> {
    const rows = await showcases.publicLatest(this.context.db, limit);
    return withProductIds(this.context.db, 'SHOW_CASE', rows.map(toShowcaseCard));
  }

  /** Public videos among these ids, in order (home rows of picked videos). */
  async picked(ids: readonly string[]): Promise<VideoCard[]> {
    return withProductIds(this.context.db, 'VIDEO', (await videos.publicByIds(this.context.db, ids)).map(toVideoCard));
  }

  async pickedShowcases(ids: readonly string[]): Promise<ShowcaseCard[]> {
    const rows = await showcases.publicByIds(this.context.db, ids);
    return withProductIds(this.context.db, 'SHOW_CASE', rows.map(toShowcaseCard));
  }

  private async cached<T>(key: string, build: () => Promise<T>): Promise<T> {
    const hit = this.cache.get(key) as T | undefined;
    if (hit !== undefined) return hit;
    const generation = this.generation;
    const value = await build();
    if (generation === this.generation) this.cache.put(key, value);
    return value;
  }
}
