import {
  type AdminCategory,
  type AdminVideo,
  type Category,
  type Language,
  type VideoCard,
  type VideoDetail,
  errorMessage,
} from '@ringside/contract';
import { artworkUrls } from '../../lib/artwork';
import { withNepali } from '../../lib/translations';
import type { CategoryWithCounts } from './categories.repository';
import type { SoldVideoCardRow, VideoCardRow, VideoWithCategory } from './videos.repository';
import { soldFrom } from '../commerce/published';

export function toCategory(row: CategoryWithCounts): Category {
  const category = {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    image: row.imageKey ? artworkUrls(row.imageKey) : null,
    order: row.position,
    videoCount: row.videoCount,
  };
  return withNepali(category, { name: row.nameNe, description: row.descriptionNe });
}

export const toAdminCategory = (row: CategoryWithCounts): AdminCategory => ({
  ...toCategory(row),
  nameNe: row.nameNe,
  descriptionNe: row.descriptionNe,
  totalVideos: row.totalVideos,
});

export function toVideoCard(row: VideoCardRow): VideoCard {
  const card = {
    id: row.id,
    slug: row.slug,
    title: row.title,
    poster: row.posterKey ? artworkUrls(row.posterKey) : null,
    durationSeconds: row.durationSeconds,
    access: row.access,
    category:
      row.categoryId && row.categorySlug && row.categoryName
        ? withNepali(
            { id: row.categoryId, slug: row.categorySlug, name: row.categoryName },
            { name: row.categoryNameNe },
          )
        : null,
    // Drafts have no publication date yet; the back office shows when they were made.
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
  };
  return withNepali(card, { title: row.titleNe });
}

/** A card of a public list, with the product that sells it (read with it). */
export const toSoldVideoCard = (row: SoldVideoCardRow): VideoCard => ({ ...toVideoCard(row), ...soldFrom(row) });

export interface DetailParts {
  event: VideoDetail['event'];
  fighters: VideoDetail['fighters'];
  showcases: VideoDetail['showcases'];
  product: VideoDetail['product'];
}

export function toVideoDetail(
  row: VideoCardRow & Pick<VideoWithCategory, 'description' | 'descriptionNe' | 'renditions' | 'replayOfEventId'>,
  parts: DetailParts,
): VideoDetail {
  const detail = {
    ...toVideoCard(row),
    description: row.description,
    event: parts.event,
    fighters: parts.fighters,
    showcases: parts.showcases,
    qualities: [...row.renditions].sort((a, b) => a - b),
    replayOfEventId: row.replayOfEventId,
    product: parts.product,
  };
  return withNepali(detail, { description: row.descriptionNe });
}

export function toAdminVideo(row: VideoWithCategory, parts: DetailParts, language: Language): AdminVideo {
  return {
    ...toVideoDetail(row, parts),
    titleNe: row.titleNe,
    descriptionNe: row.descriptionNe,
    publication: row.publication,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    featured: row.featured,
    processing: {
      status: row.status,
      progress: row.progress,
      error: row.failureCode ? (errorMessage(row.failureCode, language) ?? row.failureCode) : null,
      uploadedBytes: row.uploadedBytes,
      sizeBytes: row.sizeBytes,
      sourceHeight: row.sourceHeight,
    },
    customPoster: row.customPoster,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
