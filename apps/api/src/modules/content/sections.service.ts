import { type AdminHomeSection, type HomeSectionFieldsSchema, NO_ACTION } from '@ringside/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { storeBanner } from './banner-images';
import { savedOrRemoved } from '../../lib/storage';
import type { ContentContext } from './content-context';
import { type NewSection, type SectionRow, sectionsRepository as sections } from './content.repository';
import { toAdminSection } from './content.mapper';
import type { ResolvedSection } from './home-resolver';
import { type PickedKind, homeSourcesRepository as sources } from './home-sources.repository';

export type SectionInput = z.output<typeof HomeSectionFieldsSchema>;

/** What a section of each kind may pick (a video row only when its source is PICKED). */
function pickedKind(input: Pick<SectionInput, 'kind' | 'source'>): PickedKind | null {
  switch (input.kind) {
    case 'HERO_EVENT':
    case 'EVENT_ROW':
      return 'EVENT';
    case 'SHOWCASE_ROW':
      return 'SHOWCASE';
    case 'FIGHTER_ROW':
      return 'FIGHTER';
    case 'VIDEO_ROW':
      return input.source === 'PICKED' ? 'VIDEO' : null;
    default:
      return null;
  }
}

/**
 * The stored values of a section: only the fields its kind uses are kept (a video row's source and category,
 * the picks of rows that pick, a banner's line and action), so that what staff see is what fans get.
 */
function valuesOf(input: SectionInput): Omit<NewSection, 'position'> {
  const isVideoRow = input.kind === 'VIDEO_ROW';
  const isBanner = input.kind === 'BANNER';
  return {
    kind: input.kind,
    title: input.title ?? null,
    titleNe: input.titleNe ?? null,
    active: input.active,
    source: isVideoRow ? input.source : 'LATEST',
    categoryId: isVideoRow && input.source === 'CATEGORY' ? (input.categoryId?.toLowerCase() ?? null) : null,
    itemIds: pickedKind(input) ? input.itemIds.map((id) => id.toLowerCase()) : [],
    itemLimit: input.kind === 'HERO_EVENT' || isBanner ? 1 : input.limit,
    subtitle: isBanner ? (input.subtitle ?? null) : null,
    subtitleNe: isBanner ? (input.subtitleNe ?? null) : null,
    action: isBanner ? (input.action ?? NO_ACTION) : NO_ACTION,
  };
}

/** The checks the request schema cannot make: the picks and the category exist, each pick once. */
async function checkReferences(db: Db, input: SectionInput, values: ReturnType<typeof valuesOf>): Promise<void> {
  const kind = pickedKind(input);
  const ids = values.itemIds ?? [];
  if (kind) {
    const tooMany = input.kind === 'HERO_EVENT' && ids.length > 1;
    const missingPicks = input.kind === 'VIDEO_ROW' && ids.length === 0;
    if (tooMany || missingPicks || new Set(ids).size !== ids.length) throw AppError.field('itemIds', 'HUBHMIT001');
    const found = await sources.existing(db, kind, ids);
    if (ids.some((id) => !found.has(id))) throw AppError.field('itemIds', 'HUBHMIT001');
  }
  if (input.kind === 'VIDEO_ROW' && input.source === 'CATEGORY') {
    if (!values.categoryId || !(await sources.categoryExists(db, values.categoryId)))
      throw AppError.field('categoryId', 'HUBHMCT001');
  }
}

/** The home page's sections as staff arrange them (DASHBOARD). */
export class HomeSectionsAdmin {
  constructor(private readonly context: ContentContext) {}

  private get db(): Db {
    return this.context.db;
  }

  /** Every section in order (inactive ones too), each with what fans see of it now. */
  async list(): Promise<AdminHomeSection[]> {
    const rows = await sections.list(this.db);
    return Promise.all(rows.map((row) => this.view(row)));
  }

  async get(sectionId: string): Promise<AdminHomeSection> {
    return this.view(await this.find(sectionId));
  }

  /**
   * What a section with these fields would show now, before it is saved (the editor's live preview). Picks that
   * do not exist simply show nothing; a banner takes the picture of `sectionId` when given.
   */
  async preview(input: SectionInput, sectionId?: string): Promise<ResolvedSection> {
    const current = sectionId ? await sections.find(this.db, sectionId.toLowerCase()) : undefined;
    const now = new Date();
    const row: SectionRow = {
      id: current?.id ?? '00000000-0000-0000-0000-000000000000',
      position: current?.position ?? 0,
      imageKey: current?.imageKey ?? null,
      createdAt: current?.createdAt ?? now,
      updatedAt: current?.updatedAt ?? now,
      ...valuesOf(input),
    } as SectionRow;
    return this.context.resolver.resolve(row, now);
  }

  /** Adds a section at the end of the page. */
  async create(input: SectionInput): Promise<AdminHomeSection> {
    const values = valuesOf(input);
    await checkReferences(this.db, input, values);
    const row = await this.db.transaction(async (tx) =>
      sections.insert(tx, { ...values, position: await sections.nextPosition(tx) }),
    );
    this.context.changed();
    return this.view(row);
  }

  /** Replaces a section's fields; its place and banner picture stay. */
  async update(sectionId: string, input: SectionInput): Promise<AdminHomeSection> {
    const current = await this.find(sectionId);
    const values = valuesOf(input);
    await checkReferences(this.db, input, values);
    const row = await sections.update(this.db, current.id, values);
    if (!row) throw new AppError('HUBHMNF001');
    this.context.changed();
    return this.view(row);
  }

  /** Removes a section and its banner files. */
  async remove(sectionId: string): Promise<void> {
    const current = await this.find(sectionId);
    await sections.remove(this.db, current.id);
    this.context.changed();
    await this.context.storage.removePrefix(`home/${current.id}/`);
  }

  /** The whole order at once: every section exactly once. */
  async reorder(sectionIds: readonly string[]): Promise<AdminHomeSection[]> {
    const ids = sectionIds.map((id) => id.toLowerCase());
    await this.db.transaction(async (tx) => {
      const existing = new Set(await sections.ids(tx));
      if (ids.length !== existing.size || new Set(ids).size !== ids.length || ids.some((id) => !existing.has(id)))
        throw AppError.field('sectionIds', 'HUBHMOR001');
      for (const [index, id] of ids.entries()) await sections.setPosition(tx, id, index + 1);
    });
    this.context.changed();
    return this.list();
  }

  /** The banner's picture: checked by content, stored in both sizes under a new key. */
  async setImage(sectionId: string, upload: Buffer | undefined): Promise<AdminHomeSection> {
    const current = await this.find(sectionId);
    if (!upload?.length || upload.length > this.context.imageMaxBytes) throw this.invalidImage();
    const imageKey = await storeBanner(this.context.storage, `home/${current.id}`, upload);
    if (!imageKey) throw this.invalidImage();
    const row = await savedOrRemoved(this.context.storage, imageKey, async () => {
      const updated = await sections.update(this.db, current.id, { imageKey });
      if (!updated) throw new AppError('HUBHMNF001');
      return updated;
    });
    this.context.changed();
    return this.view(row);
  }

  /** The banner shows no picture (its files stay: a page cached elsewhere may still show them). */
  async removeImage(sectionId: string): Promise<AdminHomeSection> {
    const current = await this.find(sectionId);
    const row = await sections.update(this.db, current.id, { imageKey: null });
    if (!row) throw new AppError('HUBHMNF001');
    this.context.changed();
    return this.view(row);
  }

  invalidImage(): AppError {
    return AppError.field('image', 'HUBHMIM001', { maxMb: this.context.maxMb });
  }

  private async find(sectionId: string): Promise<SectionRow> {
    const row = await sections.find(this.db, sectionId.toLowerCase());
    if (!row) throw new AppError('HUBHMNF001');
    return row;
  }

  private async view(row: SectionRow): Promise<AdminHomeSection> {
    const { items } = await this.context.resolver.resolve(row, new Date());
    return toAdminSection(row, items);
  }
}
