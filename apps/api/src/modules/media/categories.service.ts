import type { AdminCategory, CategoryFieldsSchema } from '@ringside/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { storeArtwork } from '../../lib/artwork';
import { savedOrRemoved } from '../../lib/storage';
import { firstFreeSlug, slugWords } from '../../lib/slugs';
import { type CategoryWithCounts, categoriesRepository as categories } from './categories.repository';
import { toAdminCategory } from './media.mapper';
import type { MediaContext } from './media-context';

export type CategoryInput = z.output<typeof CategoryFieldsSchema>;

/** The stored texts of a category, both languages (a missing Nepali value is null). */
const valuesOf = (input: CategoryInput) => ({
  name: input.name,
  nameNe: input.nameNe ?? null,
  description: input.description ?? null,
  descriptionNe: input.descriptionNe ?? null,
});

/** Video categories as staff keep them (DASHBOARD): names unique, order chosen, never removed while they hold videos. */
export class Categories {
  constructor(private readonly context: MediaContext) {}

  async list(): Promise<AdminCategory[]> {
    return (await categories.list(this.context.db)).map(toAdminCategory);
  }

  async create(input: CategoryInput): Promise<AdminCategory> {
    const { db } = this.context;
    if (await categories.nameTaken(db, input.name)) throw AppError.field('name', 'HUBCTNM003');
    const slug = await firstFreeSlug(slugWords(input.name) || 'category', (candidate) =>
      categories.slugTaken(db, candidate),
    );
    const row = await categories.insert(db, { ...valuesOf(input), slug });
    this.context.changed();
    return this.view(row.id);
  }

  /** A rename keeps the address: links to the category page keep working. */
  async update(categoryId: string, input: CategoryInput): Promise<AdminCategory> {
    const { db } = this.context;
    const current = await this.find(categoryId);
    if (await categories.nameTaken(db, input.name, current.id)) throw AppError.field('name', 'HUBCTNM003');
    await categories.update(db, current.id, valuesOf(input));
    this.context.changed();
    return this.view(current.id);
  }

  async remove(categoryId: string): Promise<void> {
    const current = await this.find(categoryId);
    if (current.totalVideos > 0) throw new AppError('HUBCTDL001');
    await categories.remove(this.context.db, current.id);
    this.context.changed();
  }

  /** The whole order at once: every category exactly once. */
  async reorder(categoryIds: readonly string[]): Promise<AdminCategory[]> {
    const ids = categoryIds.map((id) => id.toLowerCase());
    await this.context.db.transaction(async (tx) => {
      const existing = new Set(await categories.ids(tx));
      if (ids.length !== existing.size || new Set(ids).size !== ids.length || ids.some((id) => !existing.has(id)))
        throw AppError.field('categoryIds', 'HUBCTOR001');
      for (const [index, id] of ids.entries()) await categories.setPosition(tx, id, index + 1);
    });
    this.context.changed();
    return this.list();
  }

  async setImage(categoryId: string, upload: Buffer | undefined): Promise<AdminCategory> {
    const current = await this.find(categoryId);
    const invalid = AppError.field('image', 'HUBCTIM001', {
      maxMb: Math.round((this.context.posterMaxBytes / 1024 / 1024) * 10) / 10,
    });
    if (!upload?.length || upload.length > this.context.posterMaxBytes) throw invalid;
    const imageKey = await storeArtwork(this.context.storage, `categories/${current.id}`, upload);
    if (!imageKey) throw invalid;
    await savedOrRemoved(this.context.storage, imageKey, () =>
      categories.update(this.context.db, current.id, { imageKey }),
    );
    this.context.changed();
    return this.view(current.id);
  }

  private async find(categoryId: string): Promise<CategoryWithCounts> {
    const row = await categories.find(this.context.db, categoryId);
    if (!row) throw new AppError('HUBCTNF001');
    return row;
  }

  private async view(categoryId: string): Promise<AdminCategory> {
    return toAdminCategory(await this.find(categoryId));
  }
}
