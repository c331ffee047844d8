import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Language, ProductOffer } from '@ringside/contract';
import { localDigits } from '@ringside/contract/display/dates';
import { isoDuration } from '@ringside/contract/display/duration';
import { artworkUrls } from '../../lib/artwork';
import { rowIn } from '../../lib/translations';
import type { PageMeta, PageSource, SitemapEntry } from '../../plugins/web/page-meta';
import { offerFor } from '../commerce/offers';
import { categoriesRepository as categories } from './categories.repository';
import { showcases as showcasesTable, videos as videosTable } from './media.table';
import { showcasesRepository as showcases } from './showcases.repository';
import { type VideoWithCategory, isPublicVideo, videosRepository as videos } from './videos.repository';

const VIDEO_PATH = /^\/videos\/([A-Za-z0-9-]{1,160})$/;
const CATEGORY_PATH = /^\/videos\/category\/([A-Za-z0-9-]{1,160})$/;
const SHOWCASE_PATH = /^\/showcases\/([A-Za-z0-9-]{1,160})$/;

/** The sitemap protocol's limit per file; far more than a promotion publishes. */
const SITEMAP_LIMIT = 40_000;

export interface VideoPagesSite {
  name: string;
  shortName: string;
  publicUrl: string;
}

/** A description for link previews: the text's start on one line, or the fallback (as the web app does). */
export function shareText(description: string | null | undefined, fallback: string): string {
  const text = description?.replace(/\s+/g, ' ').trim();
  if (!text) return fallback;
  return text.length > 200 ? `${text.slice(0, 199).trimEnd()}…` : text;
}

const image = (site: VideoPagesSite, key: string | null) =>
  key ? { image: `${site.publicUrl}${artworkUrls(key).share}` } : {};

/**
 * The video as a schema.org VideoObject: title, description, poster, publication date, length, whether it is
 * free, and the offer that sells it. No content URL: playback URLs are signed per viewer.
 */
export function videoStructuredData(
  video: VideoWithCategory,
  site: VideoPagesSite,
  description: string,
  offer: ProductOffer | null,
): Record<string, unknown> {
  const url = `${site.publicUrl}/videos/${video.slug}`;
  return {
    '@type': 'VideoObject',
    name: video.title,
    description,
    url,
    ...(video.posterKey ? { thumbnailUrl: [`${site.publicUrl}${artworkUrls(video.posterKey).share}`] } : {}),
    ...(video.publishedAt ? { uploadDate: video.publishedAt.toISOString() } : {}),
    ...(video.durationSeconds ? { duration: isoDuration(video.durationSeconds) } : {}),
    ...(video.categoryName ? { genre: video.categoryName } : {}),
    isAccessibleForFree: video.access === 'FREE',
    publisher: { '@type': 'Organization', name: site.name, url: site.publicUrl },
    ...(offer && video.access !== 'FREE'
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: (offer.amount / 100).toFixed(2),
            priceCurrency: offer.currency,
            availability: `https://schema.org/${offer.onSale ? 'InStock' : 'SoldOut'}`,
          },
        }
      : {}),
  };
}

/** The fallback descriptions, in each language. */
const WORDS = {
  en: {
    watch: (title: string, site: string) => `Watch ${title} on ${site}.`,
    category: (name: string, site: string) => `${name} videos from ${site}.`,
    showcase: (title: string, count: number, site: string) =>
      `${title}: a collection of ${count} ${count === 1 ? 'video' : 'videos'} on ${site}.`,
  },
  ne: {
    watch: (title: string, site: string) => `${site} मा ${title} हेर्नुहोस्।`,
    category: (name: string, site: string) => `${site} का ${name} भिडियोहरू।`,
    showcase: (title: string, count: number, site: string) =>
      `${title}: ${site} मा ${localDigits(count, 'ne')} भिडियोको सङ्ग्रह।`,
  },
};

async function videoMeta(db: Db, ref: string, site: VideoPagesSite, language: Language): Promise<PageMeta | undefined> {
  const stored = await videos.findWithCategory(db, ref.toLowerCase());
  if (!stored || stored.publication !== 'PUBLISHED' || stored.status !== 'READY') return undefined;
  const video = rowIn(stored, language);
  const description = shareText(video.description, WORDS[language].watch(video.title, site.name));
  const offer = video.access === 'FREE' ? null : await offerFor(db, 'VIDEO', video.id);
  return {
    title: `${video.title} | ${site.shortName}`,
    description,
    type: 'video.other',
    canonicalPath: `/videos/${video.slug}`,
    ...image(site, video.posterKey),
    structuredData: videoStructuredData(video, site, video.description?.trim() || description, offer),
  };
}

async function categoryMeta(
  db: Db,
  ref: string,
  site: VideoPagesSite,
  language: Language,
): Promise<PageMeta | undefined> {
  const stored = await categories.find(db, ref.toLowerCase());
  if (!stored) return undefined;
  const category = rowIn(stored, language);
  return {
    title: `${category.name} | ${site.shortName}`,
    description: shareText(category.description, WORDS[language].category(category.name, site.name)),
    type: 'website',
    canonicalPath: `/videos/category/${category.slug}`,
    ...image(site, category.imageKey),
  };
}

async function showcaseMeta(
  db: Db,
  ref: string,
  site: VideoPagesSite,
  language: Language,
): Promise<PageMeta | undefined> {
  const stored = await showcases.find(db, ref.toLowerCase());
  if (!stored || stored.publication !== 'PUBLISHED') return undefined;
  const showcase = rowIn(stored, language);
  const count = (await videos.publicByIds(db, await showcases.videoIdsOf(db, showcase.id))).length;
  return {
    title: `${showcase.title} | ${site.shortName}`,
    description: shareText(showcase.description, WORDS[language].showcase(showcase.title, count, site.name)),
    type: 'website',
    canonicalPath: `/showcases/${showcase.slug}`,
    ...image(site, showcase.posterKey),
  };
}

/** Every public video, category holding videos and published showcase, for the sitemap. */
async function sitemap(db: Db): Promise<SitemapEntry[]> {
  const [videoRows, categoryRows, showcaseRows] = await Promise.all([
    db
      .select({ slug: videosTable.slug, updatedAt: videosTable.updatedAt })
      .from(videosTable)
      .where(isPublicVideo())
      .orderBy(desc(videosTable.publishedAt), asc(videosTable.id))
      .limit(SITEMAP_LIMIT),
    categories.list(db),
    db
      .select({ slug: showcasesTable.slug, updatedAt: showcasesTable.updatedAt })
      .from(showcasesTable)
      .where(eq(showcasesTable.publication, 'PUBLISHED'))
      .orderBy(desc(showcasesTable.publishedAt), asc(showcasesTable.id))
      .limit(SITEMAP_LIMIT),
  ]);
  return [
    ...categoryRows
      .filter((category) => category.videoCount > 0)
      .map((category) => ({ path: `/videos/category/${category.slug}`, lastModified: category.updatedAt })),
    ...videoRows.map((video) => ({ path: `/videos/${video.slug}`, lastModified: video.updatedAt })),
    ...showcaseRows.map((showcase) => ({ path: `/showcases/${showcase.slug}`, lastModified: showcase.updatedAt })),
  ];
}

/**
 * Metadata of the hub's pages in the server's HTML, for crawlers and link previews (in English): a video's page
 * (`video.other`, its poster as the share image), a category's and a showcase's. Each answers at its id too,
 * with the slug's canonical URL. Drafts, unfinished videos and unknown pages are not known here (the app shows
 * its "not found"). `/videos` itself is one of the site's own pages.
 */
export function videoPages(db: Db, site: VideoPagesSite): PageSource {
  return {
    meta: async (path, language) => {
      const category = CATEGORY_PATH.exec(path)?.[1];
      if (category) return categoryMeta(db, category, site, language);
      const video = VIDEO_PATH.exec(path)?.[1];
      if (video) return videoMeta(db, video, site, language);
      const showcase = SHOWCASE_PATH.exec(path)?.[1];
      if (showcase) return showcaseMeta(db, showcase, site, language);
      return undefined;
    },
    sitemap: () => sitemap(db),
  };
}
