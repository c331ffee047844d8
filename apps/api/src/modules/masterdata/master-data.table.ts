import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { FighterGender, MasterDataKind } from '@ringside/contract';

/** Weight classes, affiliations (gyms and teams) and honorifics, ordered by staff and retired, never deleted. */
export const masterData = pgTable(
  'master_data',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<MasterDataKind>().notNull(),
    name: text('name').notNull(),
    nameNe: text('name_ne'),
    /** TITLE: the value stored on forms (MR, MS...). */
    code: text('code'),
    lowerKg: numeric('lower_kg', { precision: 5, scale: 1, mode: 'number' }),
    upperKg: numeric('upper_kg', { precision: 5, scale: 1, mode: 'number' }),
    gender: text('gender').$type<FighterGender>(),
    city: text('city'),
    /** Storage key prefix of an affiliation's logo; its versioned files live under it. */
    logoKey: text('logo_key'),
    sortOrder: integer('sort_order').notNull().default(0),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('master_data_name_key').on(t.kind, sql`lower(${t.name})`),
    // Forms store a title's code, so two titles (retired ones too) never share one.
    uniqueIndex('master_data_code_key')
      .on(t.kind, t.code)
      .where(sql`${t.code} is not null`),
    index('master_data_order_idx').on(t.kind, t.sortOrder),
  ],
);
