import { QueryBuilder } from 'drizzle-orm/pg-core';
import { masterData } from './master-data.table';

// What other modules may read of master data, as a subquery to join (the planner inlines it: no cost).
const qb = new QueryBuilder();

/** Entries' names in both languages (weight classes, affiliations, ...), to show beside what refers to them. */
export const masterDataNames = (alias = 'master_data_name') =>
  qb
    .select({ id: masterData.id, kind: masterData.kind, name: masterData.name, nameNe: masterData.nameNe })
    .from(masterData)
    .as(alias);
