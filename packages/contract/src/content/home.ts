import { z } from 'zod';
import { NepaliValueSchema, nepaliText } from '../common/nepali';
import { optional } from '../identity/fields';
import { LinkActionOutSchema, LinkActionSchema } from './link-action';
import { CardPriceSchema } from '../media/schemas';

/**
 * The home page is a list of sections that staff arrange: a hero for the next event, rows of videos, showcases,
 * events or fighters, and banners.
 */
export const HOME_SECTION_KINDS = [
  'HERO_EVENT',
  'VIDEO_ROW',
  'SHOWCASE_ROW',
  'EVENT_ROW',
  'FIGHTER_ROW',
  'BANNER',
] as const;
export const HomeSectionKindSchema = z.enum(HOME_SECTION_KINDS, { error: 'HUBHMKD001' });
export type HomeSectionKind = z.infer<typeof HomeSectionKindSchema>;

/** Where a video row takes its videos from. */
export const VIDEO_ROW_SOURCES = ['LATEST', 'FEATURED', 'CATEGORY', 'PICKED'] as const;
export const VideoRowSourceSchema = z.enum(VIDEO_ROW_SOURCES, { error: 'HUBHMSR001' });
export type VideoRowSource = z.infer<typeof VideoRowSourceSchema>;

export const HOME_ITEM_KINDS = ['EVENT', 'VIDEO', 'SHOWCASE', 'FIGHTER', 'BANNER'] as const;
export const HomeItemKindSchema = z.enum(HOME_ITEM_KINDS);

/** One tile of a section, with its link action: the web app follows it exactly. */
export const HomeItemSchema = z.object({
  id: z.string(),
  kind: HomeItemKindSchema,
  title: z.string(),
  subtitle: z.string().nullable(),
  /** The picture's URL (a card-sized rendition). */
  image: z.string().nullable(),
  /** A larger rendition, for heroes and banners. */
  imageLarge: z.string().nullable(),
  /**
   * Event posters: the picture's pixel size (its shape; `imageLarge` has the same), so tiles and the hero frame
   * it at its own. Absent or null when unknown, and for other kinds (their frames are fixed: 16:9, fighters 4:5).
   */
  imageWidth: z.number().int().positive().nullable().optional(),
  imageHeight: z.number().int().positive().nullable().optional(),
  /** Short label: FREE, LIVE, a record... */
  badge: z.string().nullable(),
  /** Events: the start, for the countdown. */
  startsAt: z.iso.datetime().nullable(),
  action: LinkActionOutSchema,
  /** Videos and showcases that are sold: their product, for a Buy button on the tile. */
  productId: z.uuid().nullable().optional(),
  /** Videos and showcases sold on their own: the price, for the tile's badge ("Rs. 299"). */
  price: CardPriceSchema.nullable().optional(),
});
export type HomeItem = z.infer<typeof HomeItemSchema>;

export const HomeSectionSchema = z.object({
  id: z.uuid(),
  kind: HomeSectionKindSchema,
  title: z.string().nullable(),
  /** Where "See all" goes, when the row has more. */
  more: LinkActionOutSchema.nullable(),
  items: z.array(HomeItemSchema),
});
export type HomeSection = z.infer<typeof HomeSectionSchema>;

/**
 * What staff set on a section; which fields matter depends on the kind. The title and a banner's line have their
 * Nepali values beside them (`titleNe`, `subtitleNe`: optional, decision 50).
 */
export const HomeSectionFieldsSchema = z.object({
  kind: HomeSectionKindSchema,
  title: optional(z.string().trim().max(80, 'HUBHMTT001')).nullable(),
  titleNe: nepaliText(80, 'HUBHMTT001'),
  active: z.boolean().default(true),
  /** VIDEO_ROW: where its videos come from. */
  source: VideoRowSourceSchema.default('LATEST'),
  /** VIDEO_ROW from CATEGORY. */
  categoryId: optional(z.uuid({ error: 'HUBHMCT001' })).nullable(),
  /** Picked videos, showcases, events or fighters, in order (HERO_EVENT: one event, else the next one). */
  itemIds: z
    .array(z.uuid({ error: 'HUBHMIT001' }), { error: 'HUBHMIT001' })
    .max(24, 'HUBHMIT001')
    .default([]),
  limit: z.coerce
    .number({ error: 'HUBHMLM001' })
    .int('HUBHMLM001')
    .min(1, 'HUBHMLM001')
    .max(24, 'HUBHMLM001')
    .default(12),
  /** BANNER: the line under its title, and what a click does. */
  subtitle: optional(z.string().trim().max(160, 'HUBHMST001')).nullable(),
  subtitleNe: nepaliText(160, 'HUBHMST001'),
  action: LinkActionSchema.optional(),
});
export type HomeSectionFields = z.input<typeof HomeSectionFieldsSchema>;

export const AdminHomeSectionSchema = z.object({
  id: z.uuid(),
  kind: HomeSectionKindSchema,
  title: z.string().nullable(),
  titleNe: NepaliValueSchema,
  active: z.boolean(),
  order: z.number().int(),
  source: VideoRowSourceSchema,
  categoryId: z.uuid().nullable(),
  itemIds: z.array(z.uuid()),
  limit: z.number().int(),
  subtitle: z.string().nullable(),
  subtitleNe: NepaliValueSchema,
  action: LinkActionOutSchema,
  image: z.string().nullable(),
  /** What fans see now (resolved like the public home). */
  preview: z.array(HomeItemSchema),
  updatedAt: z.iso.datetime(),
});
export type AdminHomeSection = z.infer<typeof AdminHomeSectionSchema>;
export const HomeSectionIdParamsSchema = z.object({ sectionId: z.uuid({ error: 'HUBHMNF001' }) });
export const HomeSectionOrderSchema = z.object({
  sectionIds: z.array(z.uuid({ error: 'HUBHMOR001' }), { error: 'HUBHMOR001' }).max(100, 'HUBHMOR001'),
});

/** `POST /dashboard/sections/preview`: a section's tiles and "See all", as fans would see them. */
export const SectionPreviewSchema = z.object({
  items: z.array(HomeItemSchema),
  more: LinkActionOutSchema.nullable(),
});
