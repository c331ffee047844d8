import { z } from 'zod';
import { PageRequestSchema } from '../common/envelope';
import { NepaliValueSchema, nepaliText } from '../common/nepali';
import { optional } from '../identity/fields';
import {
  CONTENT_TYPES,
  ContentTypeSchema,
  GrantSourceSchema,
  PublicationSchema,
  VideoAccessSchema,
  VideoStatusSchema,
} from './enums';
import { ArtworkSchema, CategorySchema, ShowcaseDetailSchema, VideoDetailSchema } from './schemas';

const optionalText = (max: number, code: string) => optional(z.string().trim().max(max, code)).nullable();

/** What staff edit on a category; the Nepali values are optional (decision 50). */
export const CategoryFieldsSchema = z.object({
  name: z.string({ error: 'HUBCTNM001' }).trim().min(2, 'HUBCTNM001').max(60, 'HUBCTNM002'),
  nameNe: nepaliText(60, 'HUBCTNM002'),
  description: optionalText(500, 'HUBCTDS001'),
  descriptionNe: nepaliText(500, 'HUBCTDS001'),
});
export type CategoryFields = z.input<typeof CategoryFieldsSchema>;
export const CategoryIdParamsSchema = z.object({ categoryId: z.uuid({ error: 'HUBCTNF001' }) });
export const CategoryOrderSchema = z.object({
  categoryIds: z.array(z.uuid({ error: 'HUBCTOR001' }), { error: 'HUBCTOR001' }).max(200, 'HUBCTOR001'),
});
export const AdminCategorySchema = CategorySchema.extend({
  nameNe: NepaliValueSchema,
  descriptionNe: NepaliValueSchema,
  totalVideos: z.number().int(),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

/** What staff edit on a video (the file comes through the resumable upload); Nepali values optional. */
export const VideoFieldsSchema = z.object({
  title: z.string({ error: 'HUBVDTT001' }).trim().min(3, 'HUBVDTT001').max(140, 'HUBVDTT002'),
  titleNe: nepaliText(140, 'HUBVDTT002'),
  description: optionalText(5000, 'HUBVDDS001'),
  descriptionNe: nepaliText(5000, 'HUBVDDS001'),
  categoryId: optional(z.uuid({ error: 'HUBVDCT001' })).nullable(),
  access: VideoAccessSchema.default('PAID'),
  eventId: optional(z.uuid({ error: 'HUBVDEV001' })).nullable(),
  fighterIds: z
    .array(z.uuid({ error: 'HUBVDFT001' }), { error: 'HUBVDFT001' })
    .max(20, 'HUBVDFT001')
    .default([]),
  /** Shown first on the hub. */
  featured: z.boolean().default(false),
});
export type VideoFields = z.input<typeof VideoFieldsSchema>;

/** Processing as staff follow it. `progress` is 0 to 100 while PROCESSING. */
export const VideoProcessingSchema = z.object({
  status: VideoStatusSchema,
  progress: z.number().int(),
  /** Why processing failed, in the staff's language. */
  error: z.string().nullable(),
  uploadedBytes: z.number().int().nullable(),
  sizeBytes: z.number().int().nullable(),
  sourceHeight: z.number().int().nullable(),
});

export const AdminVideoSchema = VideoDetailSchema.extend({
  titleNe: NepaliValueSchema,
  descriptionNe: NepaliValueSchema,
  publication: PublicationSchema,
  publishedAt: z.iso.datetime().nullable(),
  featured: z.boolean(),
  processing: VideoProcessingSchema,
  /** True when staff uploaded a poster of their own (else the frame taken from the video). */
  customPoster: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminVideo = z.infer<typeof AdminVideoSchema>;

/** The back-office list: every video with its state, newest first. */
export const AdminVideoSearchRequestSchema = PageRequestSchema.extend({
  status: VideoStatusSchema.optional(),
  publication: PublicationSchema.optional(),
  categoryId: optional(z.uuid()),
  query: optional(z.string().trim().max(80)),
});

/** Whether this server can process uploads (ffmpeg found), for the back office. */
export const MediaCapabilitiesSchema = z.object({
  ffmpeg: z.boolean(),
  ffmpegVersion: z.string().nullable(),
  /** The resumable upload endpoint (tus) and the largest file it takes. */
  uploadUrl: z.string(),
  maxUploadBytes: z.number().int(),
  rtmpUrl: z.string().nullable(),
});
export type MediaCapabilities = z.infer<typeof MediaCapabilitiesSchema>;

/** What staff edit on a showcase: its videos in order; Nepali values optional. */
export const ShowcaseFieldsSchema = z.object({
  title: z.string({ error: 'HUBSCTT001' }).trim().min(3, 'HUBSCTT001').max(140, 'HUBSCTT002'),
  titleNe: nepaliText(140, 'HUBSCTT002'),
  description: optionalText(5000, 'HUBSCDS001'),
  descriptionNe: nepaliText(5000, 'HUBSCDS001'),
  eventId: optional(z.uuid({ error: 'HUBSCEV001' })).nullable(),
  videoIds: z
    .array(z.uuid({ error: 'HUBSCVD001' }), { error: 'HUBSCVD001' })
    .max(100, 'HUBSCVD001')
    .default([]),
});
export type ShowcaseFields = z.input<typeof ShowcaseFieldsSchema>;
export const ShowcaseIdParamsSchema = z.object({ showcaseId: z.uuid({ error: 'HUBSCNF001' }) });
export const AdminShowcaseSchema = ShowcaseDetailSchema.extend({
  titleNe: NepaliValueSchema,
  descriptionNe: NepaliValueSchema,
  publication: PublicationSchema,
  publishedAt: z.iso.datetime().nullable(),
  /** Every video in it, drafts and unfinished ones too (the public list leaves them out). */
  videos: z.array(
    ShowcaseDetailSchema.shape.videos.element.extend({
      publication: PublicationSchema,
      status: VideoStatusSchema,
    }),
  ),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminShowcase = z.infer<typeof AdminShowcaseSchema>;
export const AdminShowcaseSearchRequestSchema = PageRequestSchema.extend({
  query: optional(z.string().trim().max(80)),
});
export const AdminShowcaseItemSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  poster: ArtworkSchema.nullable(),
  videoCount: z.number().int(),
  publication: PublicationSchema,
  updatedAt: z.iso.datetime(),
});

/** Access to one piece of content for one customer, given by staff (TRANSACTION) or, later, by a purchase. */
export const GrantSchema = z.object({
  id: z.uuid(),
  customer: z.object({ id: z.uuid(), name: z.string(), email: z.string().nullable() }),
  /** PASS: a Fight Pass bought (its product's id as `contentId`), opening every paid video and live event. */
  contentType: z.enum([...CONTENT_TYPES, 'PASS']),
  contentId: z.uuid(),
  /** The video's, event's or showcase's title. */
  contentTitle: z.string(),
  source: GrantSourceSchema,
  note: z.string().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
  grantedBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
  active: z.boolean(),
});
export type Grant = z.infer<typeof GrantSchema>;

export const GrantRequestSchema = z.object({
  customerId: z.uuid({ error: 'HUBCSNF001' }),
  contentType: ContentTypeSchema,
  contentId: z.uuid({ error: 'HUBGRNF002' }),
  expiresAt: optional(z.iso.datetime({ offset: true, error: 'HUBGREX001' })).nullable(),
  note: optionalText(300, 'HUBGRNT001'),
});
export type GrantRequest = z.input<typeof GrantRequestSchema>;

export const GrantSearchRequestSchema = PageRequestSchema.extend({
  customerId: optional(z.uuid()),
  contentType: ContentTypeSchema.optional(),
  contentId: optional(z.uuid()),
  active: z.boolean().optional(),
});
export const GrantIdParamsSchema = z.object({ grantId: z.uuid({ error: 'HUBGRNF001' }) });

/** `POST /grants/customers`: staff giving access find the customer by name, email or mobile number. */
export const GrantCustomerSearchRequestSchema = z.object({
  search: z.string().trim().min(2).max(80),
});
