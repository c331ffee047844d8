import { z } from 'zod';
import { optional } from '../identity/fields';
import { EventSummarySchema } from '../events/schemas';
import { LiveStateSchema, VideoAccessSchema } from './enums';
import { VideoCardSchema } from './schemas';
import { ProductOfferSchema } from '../commerce/offer';

/**
 * `GET /live/{event id or slug}`: the live page. Before the start a countdown, while LIVE the player, after it
 * the replay once processed. Whether the caller may watch is the playback call's answer.
 */
export const LivePageSchema = z.object({
  event: EventSummarySchema,
  state: LiveStateSchema,
  /** True when the event has a stream (pushed here or from a provider). */
  hasStream: z.boolean(),
  access: VideoAccessSchema,
  startedAt: z.iso.datetime().nullable(),
  endedAt: z.iso.datetime().nullable(),
  /** The recorded stream, once processed and published. */
  replay: VideoCardSchema.nullable(),
  /** What watching it live (and the replay) costs. */
  product: ProductOfferSchema.nullable(),
});
export type LivePage = z.infer<typeof LivePageSchema>;

/** The stream as staff run it: the encoder's address and key, whether it is receiving, its bitrate and audience. */
export const LiveStreamSchema = z.object({
  eventId: z.uuid(),
  state: LiveStateSchema,
  access: VideoAccessSchema,
  /** Push here with the key (OBS: Server and Stream Key). Null when RTMP ingest is off on this server. */
  rtmpUrl: z.string().nullable(),
  streamKey: z.string().nullable(),
  /** An HLS address of a provider's stream, used instead of a push. */
  sourceUrl: z.string().nullable(),
  receiving: z.boolean(),
  bitrateKbps: z.number().int().nullable(),
  viewers: z.number().int(),
  startedAt: z.iso.datetime().nullable(),
  endedAt: z.iso.datetime().nullable(),
  replayVideoId: z.uuid().nullable(),
});
export type LiveStream = z.infer<typeof LiveStreamSchema>;

export const LiveSettingsSchema = z.object({
  access: VideoAccessSchema.default('PAID'),
  sourceUrl: optional(z.url({ protocol: /^https?$/, error: 'HUBLVSR001' }).max(1000, 'HUBLVSR001')).nullable(),
});
export type LiveSettings = z.input<typeof LiveSettingsSchema>;

/** One minute of a live stream's audience: the viewers counted at `at` (the minute's start, UTC). */
export const LiveViewerSampleSchema = z.object({ at: z.iso.datetime(), viewers: z.number().int() });
export type LiveViewerSample = z.infer<typeof LiveViewerSampleSchema>;

/**
 * `GET /live/admin/{eventId}/viewers`: the audience minute by minute over the last hour, oldest first, as counted
 * by the API instance that answers (each instance counts the players that fetch from it); empty when nobody
 * watched in that hour.
 */
export const LiveViewersSchema = z.object({ items: z.array(LiveViewerSampleSchema) });
export type LiveViewers = z.infer<typeof LiveViewersSchema>;
