import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AdPlacement, HomeSectionKind, LinkAction, VideoRowSource } from '@ringside/contract';

const at = (name: string) => timestamp(name, { withTimezone: true });
const NONE = sql`'{"action":"NONE","redirect":"SAME","url":null}'::jsonb`;

/** A section of the home page, in `position` order. What it lists is resolved when the page is read. */
export const homeSections = pgTable('home_sections', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').$type<HomeSectionKind>().notNull(),
  title: text('title'),
  /** Nepali values (decision 50): empty ones fall back to English. */
  titleNe: text('title_ne'),
  subtitleNe: text('subtitle_ne'),
  position: integer('position').notNull(),
  active: boolean('active').notNull().default(true),
  source: text('source').$type<VideoRowSource>().notNull().default('LATEST'),
  categoryId: uuid('category_id'),
  itemIds: uuid('item_ids')
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
  itemLimit: integer('item_limit').notNull().default(12),
  subtitle: text('subtitle'),
  action: jsonb('action').$type<LinkAction>().notNull().default(NONE),
  imageKey: text('image_key'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** An ad in a placement, shown while active, with an image and between its dates. */
export const ads = pgTable(
  'ads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    titleNe: text('title_ne'),
    placement: text('placement').$type<AdPlacement>().notNull(),
    action: jsonb('action').$type<LinkAction>().notNull().default(NONE),
    imageKey: text('image_key'),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('ads_placement_idx').on(t.placement, t.active)],
);
