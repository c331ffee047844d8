import { z } from 'zod';

/** What a customer can be given access to (PRODUCT.md, Content types). */
export const CONTENT_TYPES = ['VIDEO', 'LIVE_EVENT', 'SHOW_CASE'] as const;
export const ContentTypeSchema = z.enum(CONTENT_TYPES, { error: 'HUBGRCT001' });
export type ContentType = z.infer<typeof ContentTypeSchema>;

/** FREE plays for everyone, signed in or not; PAID only for customers entitled to it. */
export const VIDEO_ACCESS = ['FREE', 'PAID'] as const;
export const VideoAccessSchema = z.enum(VIDEO_ACCESS, { error: 'HUBVDAC001' });
export type VideoAccess = z.infer<typeof VideoAccessSchema>;

/** The file's life: UPLOADING -> PROCESSING -> READY or FAILED. */
export const VIDEO_STATUSES = ['UPLOADING', 'PROCESSING', 'READY', 'FAILED'] as const;
export const VideoStatusSchema = z.enum(VIDEO_STATUSES);
export type VideoStatus = z.infer<typeof VideoStatusSchema>;

/** Whether fans see it: only PUBLISHED and READY videos appear anywhere public. */
export const PUBLICATIONS = ['DRAFT', 'PUBLISHED'] as const;
export const PublicationSchema = z.enum(PUBLICATIONS);
export type Publication = z.infer<typeof PublicationSchema>;

/** Why a grant exists: given by staff, or (with commerce) bought. */
export const GRANT_SOURCES = ['STAFF', 'PURCHASE'] as const;
export const GrantSourceSchema = z.enum(GRANT_SOURCES);
export type GrantSource = z.infer<typeof GrantSourceSchema>;

/** An event's live stream: nothing received yet, receiving now, or ended (the replay follows). */
export const LIVE_STATES = ['IDLE', 'LIVE', 'ENDED'] as const;
export const LiveStateSchema = z.enum(LIVE_STATES);
export type LiveState = z.infer<typeof LiveStateSchema>;
