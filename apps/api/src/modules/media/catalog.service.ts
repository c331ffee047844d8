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
import { toCategory, toSoldVideoCard, toVideoDetail } from './media.mapper';
import type { MediaContext } from './media-context';
import { showcasesRepository as showcases } from './showcases.repository';
import { toSoldShowcaseCard } from './showcases.service';
import { partsOf } from './video-tags';
import { type PublicVideoFilter, type SoldVideoCardRow, videosRepository as videos } from './videos.repository';
import { offerFor } from '../commerce/offers';

export type VideoSearch = z.output<typeof VideoSearchRequestSchema>;

/** Videos per category row, on the hub and in "video categories". */
const ROW_SIZE = 12;

/** The categories holding videos, in order, each with its latest cards. */
function categoryRowsOf(list: CategoryWithCounts[], latest: SoldVideoCardRow[]): CategoryRow[] {
  return list
    .filter((category) => category.videoCount > 0)
    .map((category) => ({
      category: toCategory(category),
      videos: latest.filter((row) => row.categoryId === category.id).map(toSoldVideoCard),
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
   * The hub's landing: featured videos, the latest, showcases and a row per category, in one round trip (the
   * videos, showcases and categories at once, each card with the product that sells it).
   */
  home(): Promise<VideoHome> {
    return this.cached('home', async () => {
      const db = this.context.db;
      const [{ featured, latest, perCategory }, showcaseRows, list] = await Promise.all([
        videos.hubCards(db, { featured: 6, latest: ROW_SIZE, perCategory: ROW_SIZE }),
        showcases.publicLatest(db, ROW_SIZE),
        categories.list(db),
      ]);
      return {
        featured: featured.map(toSoldVideoCard),
        latest: latest.map(toSoldVideoCard),
        showcases: showcaseRows.map(toSoldShowcaseCard),
        rows: categoryRowsOf(list, perCategory),
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
      return categoryRowsOf(list, latest);
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
      return { items: rows.map(toSoldVideoCard), page: request.page, pageSize: request.pageSize, total };
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

  /** The latest public videos and the latest featured ones, with their products (the home's rows). Not cached here. */
  async newest(sizes: { latest: number; featured: number }): Promise<{ latest: VideoCard[]; featured: VideoCard[] }> {
    const { latest, featured } = await videos.latestAndFeatured(this.context.db, sizes);
    return { latest: latest.map(toSoldVideoCard), featured: featured.map(toSoldVideoCard) };
  }

  /** The latest public videos of a category, with their products (a home row). Not cached here. */
  async latest(limit: number, categoryId: string): Promise<VideoCard[]> {
    return (await videos.latestOfCategory(this.context.db, limit, categoryId)).map(toSoldVideoCard);
  }

  /** The latest published showcases, with their products (a home row nobody picked). Not cached here. */
  async latestShowcases(limit: number): Promise<ShowcaseCard[]> {
    return (await showcases.publicLatest(this.context.db, limit)).map(toSoldShowcaseCard);
  }

  /** Public videos among these ids, in order (home rows of picked videos). */
  async picked(ids: readonly string[]): Promise<VideoCard[]> {
    return (await videos.publicByIds(this.context.db, ids)).map(toSoldVideoCard);
  }

  async pickedShowcases(ids: readonly string[]): Promise<ShowcaseCard[]> {
    return (await showcases.publicByIds(this.context.db, ids)).map(toSoldShowcaseCard);
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
