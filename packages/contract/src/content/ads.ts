import { z } from 'zod';
import { PageRequestSchema } from '../common/envelope';
import { NepaliValueSchema, nepaliText } from '../common/nepali';
import { optional } from '../identity/fields';
import { LinkActionOutSchema, LinkActionSchema } from './link-action';

/** Where an ad shows. */
export const AD_PLACEMENTS = ['HOME_TOP', 'HOME_INLINE', 'VIDEO_HUB', 'WATCH_PAGE', 'EVENT_PAGE'] as const;
export const AdPlacementSchema = z.enum(AD_PLACEMENTS, { error: 'HUBADPL001' });
export type AdPlacement = z.infer<typeof AdPlacementSchema>;

/** `GET /public/configs/ads`: the ads running now, with their image and link action. */
export const AdSchema = z.object({
  id: z.uuid(),
  placement: AdPlacementSchema,
  /** Alternative text of the image. */
  title: z.string(),
  image: z.object({ wide: z.string(), card: z.string() }).nullable(),
  action: LinkActionOutSchema,
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
});
export type Ad = z.infer<typeof AdSchema>;
/** `GET /public/configs/ads`. */
export const RunningAdsSchema = z.object({ items: z.array(AdSchema) });

const instant = z.iso.datetime({ offset: true, error: 'HUBADDT001' });

export const AdFieldsSchema = z.object({
  title: z.string({ error: 'HUBADTT001' }).trim().min(2, 'HUBADTT001').max(120, 'HUBADTT001'),
  /** The title in Nepali (the image's alternative text for Nepali readers): optional, decision 50. */
  titleNe: nepaliText(120, 'HUBADTT001'),
  placement: AdPlacementSchema,
  action: LinkActionSchema,
  startsAt: optional(instant).nullable(),
  endsAt: optional(instant).nullable(),
  active: z.boolean().default(true),
});
export type AdFields = z.input<typeof AdFieldsSchema>;

export const AdminAdSchema = AdSchema.extend({
  titleNe: NepaliValueSchema,
  active: z.boolean(),
  /** Shown now: active, with an image, within its dates. */
  running: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminAd = z.infer<typeof AdminAdSchema>;
export const AdminAdSearchRequestSchema = PageRequestSchema.extend({
  placement: AdPlacementSchema.optional(),
  running: z.boolean().optional(),
});
export const AdIdParamsSchema = z.object({ adId: z.uuid({ error: 'HUBADNF001' }) });
