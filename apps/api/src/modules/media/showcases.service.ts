import type { AdminShowcase, Page, ShowcaseCard, ShowcaseDetail, ShowcaseFieldsSchema } from '@ringside/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { artworkUrls, storeArtwork } from '../../lib/artwork';
import { withNepali } from '../../lib/translations';
import { savedOrRemoved } from '../../lib/storage';
import { firstFreeSlug, slugWords } from '../../lib/slugs';
import { eventHeadlines } from '../events/published';
import { toSoldVideoCard, toVideoCard } from './media.mapper';
import type { MediaContext } from './media-context';
import {
  type ShowcaseCardRow,
  type ShowcaseRow,
  type SoldShowcaseCardRow,
  showcasesRepository as showcases,
} from './showcases.repository';
import { videosRepository as videos } from './videos.repository';
import { offerFor } from '../commerce/offers';
import { soldFrom } from '../commerce/published';

export type ShowcaseInput = z.output<typeof ShowcaseFieldsSchema>;

/** A card of a public list, with the product that sells the showcase (read with it). */
export const toSoldShowcaseCard = (row: SoldShowcaseCardRow): ShowcaseCard => ({
  ...toShowcaseCard(row),
  ...soldFrom(row),
});

export function toShowcaseCard(row: ShowcaseCardRow): ShowcaseCard {
  const card = {
    id: row.id,
    slug: row.slug,
    title: row.title,
    poster: row.posterKey ? artworkUrls(row.posterKey) : null,
    videoCount: row.videoCount,
  };
  return withNepali(card, { title: row.titleNe });
}

async function eventRef(db: Db, eventId: string | null, publicOnly: boolean) {
  if (!eventId) return null;
  const events = eventHeadlines('event');
  const [event] = await db
    .select({
      id: events.id,
      slug: events.slug,
      name: events.name,
      nameNe: events.nameNe,
      publishedAt: events.publishedAt,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event || (publicOnly && !event.publishedAt)) return null;
  return withNepali({ id: event.id, slug: event.slug, name: event.name }, { name: event.nameNe });
}

/** Showcases: curated, ordered collections of videos (a whole event card, a season), sold whole. */
export class Showcases {
  constructor(private readonly context: MediaContext) {}

  private get db(): Db {
    return this.context.db;
  }

  /** The public page: only published, and only its public videos. */
  async detail(idOrSlug: string): Promise<ShowcaseDetail> {
    const row = await showcases.find(this.db, idOrSlug);
    if (!row || row.publication !== 'PUBLISHED') throw new AppError('HUBSCNF001');
    const list = await videos.publicByIds(this.db, await showcases.videoIdsOf(this.db, row.id));
    const detail = {
      ...toShowcaseCard({ ...row, videoCount: list.length }),
      description: row.description,
      event: await eventRef(this.db, row.eventId, true),
      videos: list.map(toSoldVideoCard),
      product: await offerFor(this.db, 'SHOW_CASE', row.id),
    };
    return withNepali(detail, { description: row.descriptionNe });
  }

  async list(page: number, pageSize: number): Promise<Page<ShowcaseCard>> {
    const { rows, total } = await showcases.publicList(this.db, page, pageSize);
    return { items: rows.map(toSoldShowcaseCard), page, pageSize, total };
  }

  async create(input: ShowcaseInput): Promise<AdminShowcase> {
    const ids = await this.checked(input);
    const row = await this.db.transaction(async (tx) => {
      const created = await showcases.insert(tx, {
        ...this.values(input),
        slug: await firstFreeSlug(slugWords(input.title) || 'showcase', (slug) => showcases.slugTaken(tx, slug)),
      });
      await showcases.setVideos(tx, created.id, ids);
      return created;
    });
    return this.admin(row);
  }

  async update(showcaseId: string, input: ShowcaseInput): Promise<AdminShowcase> {
    const ids = await this.checked(input);
    const row = await this.db.transaction(async (tx) => {
      const current = await this.find(tx, showcaseId, true);
      const slug =
        current.publication === 'DRAFT'
          ? await firstFreeSlug(slugWords(input.title) || 'showcase', (candidate) =>
              showcases.slugTaken(tx, candidate, current.id),
            )
          : current.slug;
      await showcases.setVideos(tx, current.id, ids);
      return (await showcases.update(tx, current.id, { ...this.values(input), slug })) as ShowcaseRow;
    });
    this.context.changed();
    return this.admin(row);
  }

  async setPublication(showcaseId: string, publish: boolean): Promise<AdminShowcase> {
    const current = await this.find(this.db, showcaseId);
    const row = (await showcases.update(this.db, current.id, {
      publication: publish ? 'PUBLISHED' : 'DRAFT',
      publishedAt: publish ? (current.publishedAt ?? new Date()) : current.publishedAt,
    })) as ShowcaseRow;
    this.context.changed();
    return this.admin(row);
  }

  async setPoster(showcaseId: string, upload: Buffer | undefined): Promise<AdminShowcase> {
    const current = await this.find(this.db, showcaseId);
    const invalid = AppError.field('poster', 'HUBVDPS001', {
      maxMb: Math.round((this.context.posterMaxBytes / 1024 / 1024) * 10) / 10,
    });
    if (!upload?.length || upload.length > this.context.posterMaxBytes) throw invalid;
    const posterKey = await storeArtwork(this.context.storage, `showcases/${current.id}`, upload);
    if (!posterKey) throw invalid;
    const row = (await savedOrRemoved(this.context.storage, posterKey, () =>
      showcases.update(this.db, current.id, { posterKey }),
    )) as ShowcaseRow;
    this.context.changed();
    return this.admin(row);
  }

  async remove(showcaseId: string): Promise<void> {
    const current = await this.find(this.db, showcaseId);
    await showcases.remove(this.db, current.id);
    this.context.changed();
  }

  async get(showcaseId: string): Promise<AdminShowcase> {
    return this.admin(await this.find(this.db, showcaseId));
  }

  async search(query: string | undefined, page: number, pageSize: number) {
    const { rows, total } = await showcases.adminList(this.db, query, page, pageSize);
    return {
      items: rows.map((row) => ({
        ...toShowcaseCard(row),
        publication: row.publication,
        updatedAt: row.updatedAt.toISOString(),
      })),
      page,
      pageSize,
      total,
    };
  }

  private async admin(row: ShowcaseRow): Promise<AdminShowcase> {
    const list = await videos.byIds(this.db, await showcases.videoIdsOf(this.db, row.id));
    return {
      ...toShowcaseCard({ ...row, videoCount: list.length }),
      titleNe: row.titleNe,
      description: row.description,
      descriptionNe: row.descriptionNe,
      event: await eventRef(this.db, row.eventId, false),
      videos: list.map((video) => ({ ...toVideoCard(video), publication: video.publication, status: video.status })),
      product: await offerFor(this.db, 'SHOW_CASE', row.id),
      publication: row.publication,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  private async find(db: Db, showcaseId: string, lock = false): Promise<ShowcaseRow> {
    const row = await showcases.find(db, showcaseId, lock);
    if (!row) throw new AppError('HUBSCNF001');
    return row;
  }

  /** The videos exist and appear once each; the event exists. */
  private async checked(input: ShowcaseInput): Promise<string[]> {
    const ids = input.videoIds.map((id) => id.toLowerCase());
    if (new Set(ids).size !== ids.length || (await videos.byIds(this.db, ids)).length !== ids.length)
      throw AppError.field('videoIds', 'HUBSCVD001');
    if (input.eventId && !(await eventRef(this.db, input.eventId.toLowerCase(), false)))
      throw AppError.field('eventId', 'HUBSCEV001');
    return ids;
  }

  private values(input: ShowcaseInput) {
    return {
      title: input.title,
      titleNe: input.titleNe ?? null,
      description: input.description ?? null,
      descriptionNe: input.descriptionNe ?? null,
      eventId: input.eventId?.toLowerCase() ?? null,
    };
  }
}
