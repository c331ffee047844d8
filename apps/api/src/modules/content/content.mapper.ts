import type { Ad, AdminAd, AdminHomeSection, HomeItem } from '@ringside/contract';
import { bannerUrls } from './banner-images';
import { withNepali } from '../../lib/translations';
import type { AdRow, SectionRow } from './content.repository';

export function toAdminSection(row: SectionRow, preview: HomeItem[]): AdminHomeSection {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    titleNe: row.titleNe,
    active: row.active,
    order: row.position,
    source: row.source,
    categoryId: row.categoryId,
    itemIds: row.itemIds,
    limit: row.itemLimit,
    subtitle: row.subtitle,
    subtitleNe: row.subtitleNe,
    action: row.action,
    image: row.imageKey ? bannerUrls(row.imageKey).wide : null,
    preview,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Shown at `now`: active, with an image, within its dates (a start at `now` has started; an end has ended). */
export function isAdRunning(row: AdRow, now: Date): boolean {
  return (
    row.active &&
    row.imageKey !== null &&
    (row.startsAt === null || row.startsAt.getTime() <= now.getTime()) &&
    (row.endsAt === null || row.endsAt.getTime() > now.getTime())
  );
}

export function toAd(row: AdRow): Ad {
  const ad = {
    id: row.id,
    placement: row.placement,
    title: row.title,
    image: row.imageKey ? bannerUrls(row.imageKey) : null,
    action: row.action,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
  };
  return withNepali(ad, { title: row.titleNe });
}

export function toAdminAd(row: AdRow, now: Date): AdminAd {
  return {
    ...toAd(row),
    titleNe: row.titleNe,
    active: row.active,
    running: isAdRunning(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
