import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LiveState, Publication, VideoAccess, VideoStatus } from '@ringside/contract';
import { customers } from '../identity/identity.table';
import { fighterProfiles } from '../fighters/fighters.table';
import { events } from '../events/events.table';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A video category; `position` orders the hub's rows and menus. */
export const categories = pgTable(
  'video_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** Nepali values (decision 50): empty ones fall back to English. */
    nameNe: text('name_ne'),
    descriptionNe: text('description_ne'),
    /** Storage key prefix of the image's sizes (public, under /media). */
    imageKey: text('image_key'),
    position: integer('position').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('video_categories_slug_key').on(t.slug),
    uniqueIndex('video_categories_name_key').on(sql`lower(${t.name})`),
  ],
);

/**
 * A video: its metadata, where its file is in processing, and where its HLS renditions are stored. The
 * renditions are private (`streamKey`, served only through signed playback); the poster is public.
 */
export const videos = pgTable(
  'videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    titleNe: text('title_ne'),
    descriptionNe: text('description_ne'),
    /** The title in English and Nepali, romanised and keyed, for the text search (decision 52). */
    searchText: text('search_text').notNull().default(''),
    /** The rules search_text was made with; older rows are made again at start-up (SEARCH_TEXT_VERSION). */
    searchVersion: smallint('search_version').notNull().default(0),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    access: text('access').$type<VideoAccess>().notNull().default('PAID'),
    status: text('status').$type<VideoStatus>().notNull().default('UPLOADING'),
    publication: text('publication').$type<Publication>().notNull().default('DRAFT'),
    publishedAt: at('published_at'),
    featured: boolean('featured').notNull().default(false),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    /** Set on an event's live replay. */
    replayOfEventId: uuid('replay_of_event_id').references(() => events.id, { onDelete: 'set null' }),
    posterKey: text('poster_key'),
    customPoster: boolean('custom_poster').notNull().default(false),
    durationSeconds: integer('duration_seconds'),
    sourceHeight: integer('source_height'),
    /** Rendition heights, lowest first. */
    renditions: integer('renditions')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Private storage prefix of the HLS files ("videos/<id>/<version>"); a reprocessing writes a new one. */
    streamKey: text('stream_key'),
    progress: integer('progress').notNull().default(0),
    /** Error code of a failed processing (catalogue), with the technical detail for the logs. */
    failureCode: text('failure_code'),
    failureDetail: text('failure_detail'),
    uploadId: text('upload_id'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    uploadedBytes: bigint('uploaded_bytes', { mode: 'number' }),
    /** The processing job in the queue, so that a stale one can be told apart from a retry. */
    jobId: text('job_id'),
    /** Updated while a worker processes the video: a stale heartbeat means the worker died. */
    heartbeatAt: at('heartbeat_at'),
    createdById: uuid('created_by_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('videos_slug_key').on(t.slug),
    index('videos_public_idx').on(t.publication, t.status, t.publishedAt),
    index('videos_category_idx').on(t.categoryId, t.publishedAt),
    index('videos_event_idx').on(t.eventId),
    index('videos_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** The fighters a video shows. */
export const videoFighters = pgTable(
  'video_fighters',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    fighterId: uuid('fighter_id')
      .notNull()
      .references(() => fighterProfiles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.fighterId] }), index('video_fighters_fighter_idx').on(t.fighterId)],
);

/**
 * Where a customer stopped watching a video, saved every 10 s and on pause: playback resumes there, and the home's
 * "Continue watching" row lists the videos started and not finished.
 */
export const watchPositions = pgTable(
  'watch_positions',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    positionSeconds: integer('position_seconds').notNull(),
    durationSeconds: integer('duration_seconds'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.videoId] }),
    index('watch_positions_recent_idx').on(t.customerId, t.updatedAt),
  ],
);

/** A curated collection of videos, sold whole as a SHOW_CASE product. */
export const showcases = pgTable(
  'showcases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    titleNe: text('title_ne'),
    descriptionNe: text('description_ne'),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    posterKey: text('poster_key'),
    publication: text('publication').$type<Publication>().notNull().default('DRAFT'),
    publishedAt: at('published_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('showcases_slug_key').on(t.slug)],
);

export const showcaseVideos = pgTable(
  'showcase_videos',
  {
    showcaseId: uuid('showcase_id')
      .notNull()
      .references(() => showcases.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.showcaseId, t.videoId] }), index('showcase_videos_video_idx').on(t.videoId)],
);

/** An event's live stream: the encoder's key, a provider's HLS address instead, its state and its replay. */
export const liveStreams = pgTable(
  'live_streams',
  {
    eventId: uuid('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    streamKey: text('stream_key'),
    sourceUrl: text('source_url'),
    access: text('access').$type<VideoAccess>().notNull().default('PAID'),
    state: text('state').$type<LiveState>().notNull().default('IDLE'),
    /** Private storage prefix of the live HLS output of the current (or last) broadcast. */
    outputKey: text('output_key'),
    startedAt: at('started_at'),
    endedAt: at('ended_at'),
    replayVideoId: uuid('replay_video_id').references(() => videos.id, { onDelete: 'set null' }),
    /** The ingest instance receiving the broadcast while LIVE: it alone ends it, or its heartbeat's expiry does. */
    ingestInstance: text('ingest_instance'),
    heartbeatAt: at('heartbeat_at'),
    /** The incoming bitrate the owner measured last, for staff on any instance. */
    bitrateKbps: integer('bitrate_kbps'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('live_streams_key_key').on(t.streamKey)],
);
