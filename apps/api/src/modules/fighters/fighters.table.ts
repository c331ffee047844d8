import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  FightRecord,
  FighterGender,
  FighterHistoryAction,
  FighterProfileStatus,
  SocialLinks,
  Stance,
} from '@ringside/contract';
import { customers } from '../identity/identity.table';
import { masterData } from '../masterdata/master-data.table';

/** A photo a customer uploaded; its sizes are stored under `fighters/{id}/`. */
export const fighterPhotos = pgTable('fighter_photos', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

const cm = (name: string) => numeric(name, { precision: 5, scale: 1, mode: 'number' });

/** The application's fields, shared by the working copy and the public version. */
function fighterColumns() {
  return {
    title: text('title'),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    nickname: text('nickname'),
    /** The name and nickname in Devanagari, optional (decision 50). */
    firstNameNe: text('first_name_ne'),
    lastNameNe: text('last_name_ne'),
    nicknameNe: text('nickname_ne'),
    gender: text('gender').$type<FighterGender>(),
    dateOfBirth: date('date_of_birth'),
    nationality: text('nationality'),
    countryCode: text('country_code'),
    heightCm: cm('height_cm'),
    weightKg: cm('weight_kg'),
    reachCm: cm('reach_cm'),
    weightClassId: uuid('weight_class_id').references(() => masterData.id),
    stance: text('stance').$type<Stance>(),
    affiliationId: uuid('affiliation_id').references(() => masterData.id),
    coach: text('coach'),
    hometown: text('hometown'),
    bio: text('bio'),
    photoId: uuid('photo_id').references(() => fighterPhotos.id),
    socialLinks: jsonb('social_links').$type<SocialLinks>().notNull().default({}),
    priorRecord: jsonb('prior_record').$type<FightRecord>(),
    amateurRecord: jsonb('amateur_record').$type<FightRecord>(),
  };
}

/** One application per customer: the working copy the customer edits and staff review. */
export const fighterProfiles = pgTable(
  'fighter_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    status: text('status').$type<FighterProfileStatus>().notNull(),
    ...fighterColumns(),
    recordVerifiedAt: timestamp('record_verified_at', { withTimezone: true }),
    recordVerifiedById: uuid('record_verified_by_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The names, Latin and Devanagari, romanised and keyed, for the back office's search (decision 52). */
    searchText: text('search_text').notNull().default(''),
    /** The rules search_text was made with; older rows are made again at start-up (SEARCH_TEXT_VERSION). */
    searchVersion: smallint('search_version').notNull().default(0),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedById: uuid('decided_by_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fighter_profiles_customer_key').on(t.customerId),
    index('fighter_profiles_queue_idx').on(t.status, t.submittedAt),
    index('fighter_profiles_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * The approved version, public while later changes are reviewed. Search columns are denormalised here so
 * that the directory is one indexed query.
 */
export const fighterPublicProfiles = pgTable(
  'fighter_public_profiles',
  {
    fighterId: uuid('fighter_id')
      .primaryKey()
      .references(() => fighterProfiles.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    ...fighterColumns(),
    recordVerified: boolean('record_verified').notNull().default(false),
    /** Results on this promotion's cards, recomputed from the bouts whenever a result changes. */
    promotionRecord: jsonb('promotion_record').$type<FightRecord>(),
    /**
     * The names and nickname, Latin and Devanagari, lower-cased, with romanisations and search keys: the
     * directory's text search, copied to fighter_search and its word starts (decisions 52 and 60).
     */
    searchText: text('search_text').notNull(),
    /** The rules search_text was made with; older rows are made again at start-up (SEARCH_TEXT_VERSION). */
    searchVersion: smallint('search_version').notNull().default(0),
    /** "lastname firstname", lower-cased: the directory's order. */
    sortName: text('sort_name').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fighter_public_profiles_slug_key').on(t.slug),
    // The directory's orders, all or by one filter. Migration 0017 adds the other filters to each (INCLUDE), so that
    // counting the matches of several filters, or skipping to a later page, reads the index alone (decision 61).
    index('fighter_public_profiles_sort_idx').on(t.sortName, t.fighterId),
    index('fighter_public_profiles_weight_class_idx').on(t.weightClassId, t.sortName, t.fighterId),
    index('fighter_public_profiles_gender_idx').on(t.gender, t.sortName, t.fighterId),
    index('fighter_public_profiles_affiliation_idx').on(t.affiliationId, t.sortName, t.fighterId),
    index('fighter_public_profiles_nationality_idx').on(t.nationality, t.sortName, t.fighterId),
    // The home's fighter row: those with a photo first, the latest approved first (home_fighters).
    index('fighter_public_profiles_home_idx').on(
      sql`(${t.photoId} is null)`,
      t.approvedAt.desc().nullsFirst(),
      t.fighterId,
    ),
  ],
);

/**
 * The directory's search columns of each public profile, in a narrow table of their own (decision 58): a name
 * search rechecks and sorts its matches here, about 150 bytes a row instead of the profile's 650, which halves its
 * cost at 50,000 fighters. Kept in step by a trigger on fighter_public_profiles (migration 0015): every statement
 * that writes a public profile updates it in the same transaction, and a deleted profile takes its row along.
 */
export const fighterSearch = pgTable(
  'fighter_search',
  {
    fighterId: uuid('fighter_id')
      .primaryKey()
      .references(() => fighterPublicProfiles.fighterId, { onDelete: 'cascade' }),
    sortName: text('sort_name').notNull(),
    searchText: text('search_text').notNull(),
    weightClassId: uuid('weight_class_id'),
    gender: text('gender').$type<FighterGender>(),
    affiliationId: uuid('affiliation_id'),
    nationality: text('nationality'),
  },
  (t) => [index('fighter_search_sort_idx').on(t.sortName, t.fighterId)],
);

/**
 * The start of every word of each public fighter's search text, one row per distinct start (decision 60): a name
 * search's page is a range of this index in name order, and its filters are read from the index too. Kept by a
 * trigger on fighter_search (migration 0016); starts are at most WORD_PREFIX_MAX characters long.
 */
export const fighterSearchWords = pgTable(
  'fighter_search_words',
  {
    prefix: text('prefix').notNull(),
    sortName: text('sort_name').notNull(),
    // No foreign key: the trigger removes a fighter's words, and a key would check fighter_search for every word.
    fighterId: uuid('fighter_id').notNull(),
    weightClassId: uuid('weight_class_id'),
    gender: text('gender').$type<FighterGender>(),
    affiliationId: uuid('affiliation_id'),
    nationality: text('nationality'),
  },
  (t) => [
    // Migration 0016 adds the filter columns to it (INCLUDE), so that filters are checked in the index alone.
    index('fighter_search_words_prefix_idx').on(t.prefix, t.sortName, t.fighterId),
    index('fighter_search_words_fighter_idx').on(t.fighterId),
  ],
);

/** Every step of an application: who, when, why, and which fields changed. */
export const fighterProfileHistory = pgTable(
  'fighter_profile_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fighterId: uuid('fighter_id')
      .notNull()
      .references(() => fighterProfiles.id, { onDelete: 'cascade' }),
    action: text('action').$type<FighterHistoryAction>().notNull(),
    fromStatus: text('from_status').$type<FighterProfileStatus>(),
    toStatus: text('to_status').$type<FighterProfileStatus>(),
    actorId: uuid('actor_id').references(() => customers.id, { onDelete: 'set null' }),
    actorIsStaff: boolean('actor_is_staff').notNull(),
    reason: text('reason'),
    changedFields: text('changed_fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fighter_profile_history_fighter_idx').on(t.fighterId, t.createdAt)],
);
