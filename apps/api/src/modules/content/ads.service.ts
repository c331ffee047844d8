import type { AdFieldsSchema, AdminAd, AdminAdSearchRequestSchema, Page } from '@ringside/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { storeBanner } from './banner-images';
import { savedOrRemoved } from '../../lib/storage';
import type { ContentContext } from './content-context';
import { type AdRow, type NewAd, adsRepository as ads } from './content.repository';
import { toAdminAd } from './content.mapper';

export type AdInput = z.output<typeof AdFieldsSchema>;
export type AdSearch = z.output<typeof AdminAdSearchRequestSchema>;

const instant = (value: string | null | undefined) => (value ? new Date(value) : null);

function valuesOf(input: AdInput): Omit<NewAd, 'imageKey'> {
  const startsAt = instant(input.startsAt);
  const endsAt = instant(input.endsAt);
  if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime()) throw AppError.field('endsAt', 'HUBADDT002');
  return {
    title: input.title,
    titleNe: input.titleNe ?? null,
    placement: input.placement,
    action: input.action,
    startsAt,
    endsAt,
    active: input.active,
  };
}

/** Ads as staff run them (DASHBOARD): each shows in its placement while active, with a picture, within its dates. */
export class AdsAdmin {
  constructor(private readonly context: ContentContext) {}

  private get db(): Db {
    return this.context.db;
  }

  async search(request: AdSearch, now = new Date()): Promise<Page<AdminAd>> {
    const { page, pageSize } = request;
    const { rows, total } = await ads.search(
      this.db,
      { placement: request.placement, running: request.running, now },
      page,
      pageSize,
    );
    return { items: rows.map((row) => toAdminAd(row, now)), page, pageSize, total };
  }

  async get(adId: string): Promise<AdminAd> {
    return toAdminAd(await this.find(adId), new Date());
  }

  /** A new ad; it runs once it has a picture. */
  async create(input: AdInput): Promise<AdminAd> {
    const row = await ads.insert(this.db, valuesOf(input));
    this.context.changed();
    return toAdminAd(row, new Date());
  }

  async update(adId: string, input: AdInput): Promise<AdminAd> {
    const current = await this.find(adId);
    const row = await ads.update(this.db, current.id, valuesOf(input));
    if (!row) throw new AppError('HUBADNF001');
    this.context.changed();
    return toAdminAd(row, new Date());
  }

  async remove(adId: string): Promise<void> {
    const current = await this.find(adId);
    await ads.remove(this.db, current.id);
    this.context.changed();
    await this.context.storage.removePrefix(`ads/${current.id}/`);
  }

  /** The ad's picture: checked by content, stored in both sizes under a new key. */
  async setImage(adId: string, upload: Buffer | undefined): Promise<AdminAd> {
    const current = await this.find(adId);
    if (!upload?.length || upload.length > this.context.imageMaxBytes) throw this.invalidImage();
    const imageKey = await storeBanner(this.context.storage, `ads/${current.id}`, upload);
    if (!imageKey) throw this.invalidImage();
    const row = await savedOrRemoved(this.context.storage, imageKey, async () => {
      const updated = await ads.update(this.db, current.id, { imageKey });
      if (!updated) throw new AppError('HUBADNF001');
      return updated;
    });
    this.context.changed();
    return toAdminAd(row, new Date());
  }

  invalidImage(): AppError {
    return AppError.field('image', 'HUBADIM001', { maxMb: this.context.maxMb });
  }

  private async find(adId: string): Promise<AdRow> {
    const row = await ads.find(this.db, adId.toLowerCase());
    if (!row) throw new AppError('HUBADNF001');
    return row;
  }
}
