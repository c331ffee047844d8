import {
  date,
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
import { fighterProfiles } from '../fighters/fighters.table';
import { customers } from '../identity/identity.table';
import { masterData } from '../masterdata/master-data.table';

/**
 * The rankings of a weight class, as dated versions: each publication is a new version (1, 2, 3...), never an edit,
 * so that movement is read against the version before and the history stays (decision 68).
 */
export const rankings = pgTable(
  'rankings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    weightClassId: uuid('weight_class_id')
      .notNull()
      .references(() => masterData.id),
    version: integer('version').notNull(),
    /** The date the rankings take effect, as fans read it ("as of 28 November"). */
    effectiveOn: date('effective_on').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedById: uuid('published_by_id').references(() => customers.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('rankings_weight_class_version_key').on(t.weightClassId, t.version)],
);

/** The places of a version: 0 the champion (or none), 1 to 15 the ranked. A fighter holds one place at most. */
export const rankingEntries = pgTable(
  'ranking_entries',
  {
    rankingId: uuid('ranking_id')
      .notNull()
      .references(() => rankings.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    fighterId: uuid('fighter_id')
      .notNull()
      .references(() => fighterProfiles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.rankingId, t.position] }),
    uniqueIndex('ranking_entries_fighter_key').on(t.rankingId, t.fighterId),
    index('ranking_entries_fighter_idx').on(t.fighterId),
  ],
);

/**
 * A title given up (retirement, a move to another division, injury): staff end the champion's reign without a bout.
 * With the title bouts' results, it makes the title's history (decision 69).
 */
export const titleVacancies = pgTable(
  'title_vacancies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    weightClassId: uuid('weight_class_id')
      .notNull()
      .references(() => masterData.id),
    fighterId: uuid('fighter_id')
      .notNull()
      .references(() => fighterProfiles.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    vacatedAt: timestamp('vacated_at', { withTimezone: true }).notNull().defaultNow(),
    vacatedById: uuid('vacated_by_id').references(() => customers.id, { onDelete: 'set null' }),
  },
  (t) => [index('title_vacancies_weight_class_idx').on(t.weightClassId, t.vacatedAt)],
);
