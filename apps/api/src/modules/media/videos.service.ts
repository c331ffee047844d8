import type { AdminVideo, AdminVideoSearchRequestSchema, Language, Page, VideoFieldsSchema } from '@ringside/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { storeArtwork } from '../../lib/artwork';
import { savedOrRemoved } from '../../lib/storage';
import { firstFreeSlug, slugWords } from '../../lib/slugs';
import { categoriesRepository as categories } from './categories.repository';
import { toAdminVideo } from './media.mapper';
import type { MediaContext } from './media-context';
import type { VideoProcessing } from './processing';
import { assertTagsExist, detailParts } from './video-tags';
import { type VideoRow, videosRepository as videos } from './videos.repository';

export type VideoInput = z.output<typeof VideoFieldsSchema>;
export type AdminVideoSearch = z.output<typeof AdminVideoSearchRequestSchema>;

const baseSlug = (title: string) => slugWords(title) || 'video';

/**
 * The back office's video library (DASHBOARD): a video is created with its details, its file comes through the
 * resumable upload, processing makes it READY, and staff publish it. Nothing unpublished or unprocessed is public.
 */
export class VideoLibrary {
  constructor(
    private readonly context: MediaContext,
    private readonly processing: VideoProcessing,
  ) {}

  private get db(): Db {
    return this.context.db;
  }

  async create(staffId: string | null, input: VideoInput, language: Language): Promise<AdminVideo> {
    await this.assertReferences(input);
    const row = await this.db.transaction(async (tx) => {
      const created = await videos.insert(tx, {
        ...this.values(input),
        slug: await firstFreeSlug(baseSlug(input.title), (candidate) => videos.slugTaken(tx, candidate)),
        createdById: staffId,
      });
      await videos.setFighters(tx, created.id, this.fighterIds(input));
      return created;
    });
    return this.view(row.id, language);
  }

  /** Details change at any time; a published video keeps its address. */
  async update(videoId: string, input: VideoInput, language: Language): Promise<AdminVideo> {
    await this.assertReferences(input);
    await this.db.transaction(async (tx) => {
      const current = await this.find(tx, videoId, true);
      const slug =
        current.publication === 'DRAFT'
          ? await firstFreeSlug(baseSlug(input.title), (candidate) => videos.slugTaken(tx, candidate, current.id))
          : current.slug;
      await videos.update(tx, current.id, { ...this.values(input), slug });
      await videos.setFighters(tx, current.id, this.fighterIds(input));
    });
    this.context.changed();
    return this.view(videoId, language);
  }

  async publish(videoId: string, language: Language): Promise<AdminVideo> {
    const current = await this.find(this.db, videoId);
    if (current.status !== 'READY') throw new AppError('HUBVDST001');
    if (current.publication !== 'PUBLISHED')
      await videos.update(this.db, current.id, { publication: 'PUBLISHED', publishedAt: new Date() });
    this.context.changed();
    return this.view(current.id, language);
  }

  async unpublish(videoId: string, language: Language): Promise<AdminVideo> {
    const current = await this.find(this.db, videoId);
    await videos.update(this.db, current.id, { publication: 'DRAFT' });
    this.context.changed();
    return this.view(current.id, language);
  }

  /** Removes the video, its files and any upload in progress. */
  async remove(videoId: string): Promise<void> {
    const current = await this.find(this.db, videoId);
    await videos.remove(this.db, current.id);
    if (current.streamKey) await this.context.streams.removePrefix(`${current.streamKey}/`);
    if (current.uploadId) await this.context.uploads.remove(current.uploadId);
    this.context.changed();
  }

  /** Staff's own poster instead of the frame taken from the video. */
  async setPoster(videoId: string, upload: Buffer | undefined, language: Language): Promise<AdminVideo> {
    const current = await this.find(this.db, videoId);
    if (!upload?.length || upload.length > this.context.posterMaxBytes) throw this.posterInvalid();
    const posterKey = await storeArtwork(this.context.storage, `videos/${current.id}`, upload);
    if (!posterKey) throw this.posterInvalid();
    await savedOrRemoved(this.context.storage, posterKey, () =>
      videos.update(this.db, current.id, { posterKey, customPoster: true }),
    );
    this.context.changed();
    return this.view(current.id, language);
  }

  /** Processing failed: runs it again on the uploaded file (after ffmpeg was installed, say). */
  async retry(videoId: string, language: Language): Promise<AdminVideo> {
    const current = await this.find(this.db, videoId);
    if (current.status !== 'FAILED') throw new AppError('HUBVDRT001');
    if (!this.context.ffmpeg.version) throw new AppError('HUBVDFF001');
    // Without the file (a file that was not a video is kept too) staff upload again.
    if (current.uploadId) await this.processing.enqueue(current.id, current.uploadId);
    else await videos.update(this.db, current.id, { status: 'UPLOADING', failureCode: null, failureDetail: null });
    return this.view(current.id, language);
  }

  async get(videoId: string, language: Language): Promise<AdminVideo> {
    return this.view((await this.find(this.db, videoId)).id, language);
  }

  async search(filter: AdminVideoSearch, language: Language): Promise<Page<AdminVideo>> {
    const { rows, total } = await videos.adminPage(this.db, filter, filter.page, filter.pageSize);
    const items = await Promise.all(
      rows.map(async (row) => toAdminVideo(row, await detailParts(this.db, row, false), language)),
    );
    return { items, page: filter.page, pageSize: filter.pageSize, total };
  }

  async view(videoId: string, language: Language): Promise<AdminVideo> {
    const row = await videos.findWithCategory(this.db, videoId);
    if (!row) throw new AppError('HUBVDNF001');
    return toAdminVideo(row, await detailParts(this.db, row, false), language);
  }

  private async find(db: Db, videoId: string, lock = false): Promise<VideoRow> {
    const row = await videos.find(db, videoId.toLowerCase(), lock);
    if (!row) throw new AppError('HUBVDNF001');
    return row;
  }

  private async assertReferences(input: VideoInput): Promise<void> {
    if (input.categoryId && !(await categories.find(this.db, input.categoryId.toLowerCase())))
      throw AppError.field('categoryId', 'HUBVDCT001');
    await assertTagsExist(this.db, input.eventId?.toLowerCase() ?? null, this.fighterIds(input));
  }

  private fighterIds(input: VideoInput): string[] {
    return input.fighterIds.map((id) => id.toLowerCase());
  }

  private values(input: VideoInput) {
    return {
      title: input.title,
      titleNe: input.titleNe ?? null,
      description: input.description ?? null,
      descriptionNe: input.descriptionNe ?? null,
      categoryId: input.categoryId?.toLowerCase() ?? null,
      access: input.access,
      eventId: input.eventId?.toLowerCase() ?? null,
      featured: input.featured,
    };
  }

  private posterInvalid(): AppError {
    return AppError.field('poster', 'HUBVDPS001', {
      maxMb: Math.round((this.context.posterMaxBytes / 1024 / 1024) * 10) / 10,
    });
  }
}
