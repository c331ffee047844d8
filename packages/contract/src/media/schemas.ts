import { z } from 'zod';
import { PageRequestSchema } from '../common/envelope';
import { optional } from '../identity/fields';
import { VideoAccessSchema } from './enums';
import { ProductOfferSchema } from '../commerce/offer';

/** A landscape picture (video poster, category image, banner) in the sizes pages use; URLs under /media. */
export const ArtworkSchema = z.object({
  /** 640 x 360, for cards and rows. */
  card: z.string(),
  /** 1280 x 720, for the watch page and heroes. */
  large: z.string(),
  /** 1200 x 630 JPEG, for link previews. */
  share: z.string(),
});
export type Artwork = z.infer<typeof ArtworkSchema>;

export const CategoryRefSchema = z.object({ id: z.uuid(), slug: z.string(), name: z.string() });
export type CategoryRef = z.infer<typeof CategoryRefSchema>;

/** A video category: name, slug, description, image, order, and how many public videos it holds. */
export const CategorySchema = CategoryRefSchema.extend({
  description: z.string().nullable(),
  image: ArtworkSchema.nullable(),
  order: z.number().int(),
  videoCount: z.number().int(),
});
export type Category = z.infer<typeof CategorySchema>;

/** What a card's price badge says: the price of the product that sells the content on its own. */
export const CardPriceSchema = ProductOfferSchema.pick({ amount: true, currency: true });
export type CardPrice = z.infer<typeof CardPriceSchema>;

/** A video in a list or row. Only published, ready videos are ever listed publicly. */
export const VideoCardSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  poster: ArtworkSchema.nullable(),
  durationSeconds: z.number().int().nullable(),
  access: VideoAccessSchema,
  category: CategoryRefSchema.nullable(),
  publishedAt: z.iso.datetime(),
  /** In public lists: the product that sells it on its own (paid videos), for a Buy button on the card. */
  productId: z.uuid().nullable().optional(),
  /** In public lists: that product's price (the card's price badge); null when it is not sold on its own. */
  price: CardPriceSchema.nullable().optional(),
});
export type VideoCard = z.infer<typeof VideoCardSchema>;

const TagRefSchema = z.object({ id: z.uuid(), slug: z.string(), name: z.string() });

/** `GET /videos/search/detail/{id or slug}`: the watch page. Whether the caller may play it is the playback call's answer. */
export const VideoDetailSchema = VideoCardSchema.extend({
  description: z.string().nullable(),
  /** The event the video is from, and the fighters in it. */
  event: TagRefSchema.nullable(),
  fighters: z.array(TagRefSchema),
  /** Showcases (bundles) that include it. */
  showcases: z.array(z.object({ id: z.uuid(), slug: z.string(), title: z.string() })),
  /** Heights of the renditions, lowest first (240, 360, 720, 1080). */
  qualities: z.array(z.number().int()),
  /** The event's live replay, when this video is one. */
  replayOfEventId: z.uuid().nullable(),
  /** What buying it costs, when it is sold on its own. */
  product: ProductOfferSchema.nullable(),
});
export type VideoDetail = z.infer<typeof VideoDetailSchema>;

/** A curated collection of videos (a whole event card, a season): what a SHOW_CASE product sells. */
export const ShowcaseCardSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  poster: ArtworkSchema.nullable(),
  videoCount: z.number().int(),
  /** In public lists: the product that sells the whole showcase. */
  productId: z.uuid().nullable().optional(),
  /** In public lists: that product's price (the card's price badge). */
  price: CardPriceSchema.nullable().optional(),
});
export type ShowcaseCard = z.infer<typeof ShowcaseCardSchema>;

export const ShowcaseDetailSchema = ShowcaseCardSchema.extend({
  description: z.string().nullable(),
  event: TagRefSchema.nullable(),
  videos: z.array(VideoCardSchema),
  /** What buying the whole showcase costs. */
  product: ProductOfferSchema.nullable(),
});
export type ShowcaseDetail = z.infer<typeof ShowcaseDetailSchema>;

/** A category with its latest videos: a row of the hub. */
export const CategoryRowSchema = z.object({ category: CategorySchema, videos: z.array(VideoCardSchema) });
export type CategoryRow = z.infer<typeof CategoryRowSchema>;

/** `GET /videos/home`: the hub's landing: featured videos, the latest, showcases and a row per category. */
export const VideoHomeSchema = z.object({
  featured: z.array(VideoCardSchema),
  latest: z.array(VideoCardSchema),
  showcases: z.array(ShowcaseCardSchema),
  rows: z.array(CategoryRowSchema),
});
export type VideoHome = z.infer<typeof VideoHomeSchema>;

/** `POST /videos/search/all`: public videos, newest first, by category (id or slug), event, fighter or title. */
export const VideoSearchRequestSchema = PageRequestSchema.extend({
  category: optional(z.string().trim().max(160)),
  eventId: optional(z.uuid()),
  fighterId: optional(z.uuid()),
  query: optional(z.string().trim().max(80)),
  access: VideoAccessSchema.optional(),
  pageSize: z.coerce.number().int().min(1).max(48).default(24),
});
export type VideoSearchRequest = z.input<typeof VideoSearchRequestSchema>;

export const CategorySearchRequestSchema = PageRequestSchema.extend({
  query: optional(z.string().trim().max(80)),
});

export const ShowcaseSearchRequestSchema = PageRequestSchema.extend({
  pageSize: z.coerce.number().int().min(1).max(48).default(24),
});

/** A video, a category or a showcase is addressed by its id or its page slug. */
export const MediaRefParamsSchema = z.object({ id: z.string().trim().min(1, 'HUBGNNF001').max(160, 'HUBGNNF001') });
export const VideoIdParamsSchema = z.object({ videoId: z.uuid({ error: 'HUBVDNF001' }) });

/**
 * `POST /videos/{id}/playback`: where the player starts. The URL is signed for this customer (or this
 * anonymous browser, for free videos) and this device, and expires soon: the player asks again before then.
 */
export const PlaybackSchema = z.object({
  manifestUrl: z.string(),
  expiresAt: z.iso.datetime(),
  /** Ask for a fresh URL this many seconds from now. */
  refreshInSeconds: z.number().int(),
});
export type Playback = z.infer<typeof PlaybackSchema>;

/** What the viewer may do now: watch (with the playback), sign in, buy access, or wait for the video or stream. */
export const PLAYBACK_ACCESS = ['ALLOWED', 'SIGN_IN', 'NO_ACCESS', 'NOT_READY'] as const;
/**
 * The player's first call: 200 whatever the answer, so that a locked page asks nothing that fails. Refreshes
 * of a playing stream use the playback call, which refuses with 403.
 */
export const PlaybackAccessSchema = z.object({
  access: z.enum(PLAYBACK_ACCESS),
  playback: PlaybackSchema.nullable(),
});
export type PlaybackAccess = z.infer<typeof PlaybackAccessSchema>;
