import { z } from 'zod';
import { GrantSourceSchema } from './enums';
import { ArtworkSchema, VideoCardSchema } from './schemas';

/** The longest video a position is taken for (two days): anything further is a client's mistake. */
const MAX_SECONDS = 172_800;

/**
 * `PUT /videos/{videoId}/position`: where the player is now, in seconds (fractions are dropped), and the length it
 * knows, used when the video's own is unknown.
 */
export const WatchPositionRequestSchema = z.object({
  positionSeconds: z.number({ error: 'HUBPBPS001' }).min(0, 'HUBPBPS001').max(MAX_SECONDS, 'HUBPBPS001'),
  durationSeconds: z.number({ error: 'HUBPBPS002' }).positive('HUBPBPS002').max(MAX_SECONDS, 'HUBPBPS002').optional(),
});
export type WatchPositionRequest = z.input<typeof WatchPositionRequestSchema>;

/** Where the customer stopped watching a video. */
export const WatchPositionSchema = z.object({
  videoId: z.uuid(),
  positionSeconds: z.number().int(),
  durationSeconds: z.number().int().nullable(),
  /** Watched to the end (95 % of it, or under 30 s left): the next play starts over. */
  finished: z.boolean(),
  /** Where the next play resumes; null to start from the beginning (finished, or barely started). */
  resumeAt: z.number().int().nullable(),
  updatedAt: z.iso.datetime(),
});
export type WatchPosition = z.infer<typeof WatchPositionSchema>;

/** A row of "Continue watching": the video, and where the customer stopped. */
export const ContinueWatchingItemSchema = z.object({
  video: VideoCardSchema,
  positionSeconds: z.number().int(),
  durationSeconds: z.number().int().nullable(),
  updatedAt: z.iso.datetime(),
});
export type ContinueWatchingItem = z.infer<typeof ContinueWatchingItemSchema>;

/** `GET /videos/continue-watching`: the videos started and not finished that the customer may still play, latest first. */
export const ContinueWatchingSchema = z.object({ items: z.array(ContinueWatchingItemSchema) });
export type ContinueWatching = z.infer<typeof ContinueWatchingSchema>;

/** Why a video comes next: the next bout of the event's card, or the next video of a showcase. */
export const UP_NEXT_REASONS = ['CARD', 'SHOWCASE'] as const;

/** `GET /videos/{videoId}/up-next`: the video that follows this one, and what it follows in (null: nothing does). */
export const NextVideoSchema = z.object({
  video: VideoCardSchema,
  reason: z.enum(UP_NEXT_REASONS),
  /** The event (CARD) or showcase (SHOWCASE): its page address and its name. */
  from: z.object({ slug: z.string(), title: z.string() }),
});
export type NextVideo = z.infer<typeof NextVideoSchema>;

/** What a library item opens: content of a grant, or a Fight Pass (every paid video and live event). */
export const LIBRARY_KINDS = ['VIDEO', 'LIVE_EVENT', 'SHOW_CASE', 'PASS'] as const;

/** One thing the customer holds: bought or given, with where to watch it. */
export const LibraryItemSchema = z.object({
  kind: z.enum(LIBRARY_KINDS),
  contentId: z.uuid(),
  /** The video's or showcase's title, the event's name; null for a Fight Pass (the page names it). */
  title: z.string().nullable(),
  /** The page's address (/videos/…, /showcases/…, /live/…); null for a Fight Pass (every video). */
  slug: z.string().nullable(),
  poster: ArtworkSchema.nullable(),
  /** A live event's start. */
  startsAt: z.iso.datetime().nullable(),
  /** A showcase's public videos. */
  videoCount: z.number().int().nullable(),
  source: GrantSourceSchema,
  /** When it was bought or given. */
  since: z.iso.datetime(),
  /** When access ends (a pass, a grant for a while); null: for good. */
  expiresAt: z.iso.datetime().nullable(),
});
export type LibraryItem = z.infer<typeof LibraryItemSchema>;

/** `GET /library`: everything the customer may watch through what they hold, latest first. */
export const LibrarySchema = z.object({ items: z.array(LibraryItemSchema) });
export type Library = z.infer<typeof LibrarySchema>;
