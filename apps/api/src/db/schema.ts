/** Every table, for Drizzle's relational queries and drizzle-kit. Modules add their `*.table.ts` here. */
export * from '../modules/identity/identity.table';
export * from '../modules/masterdata/master-data.table';
export * from '../modules/fighters/fighters.table';
export * from '../modules/events/events.table';
export * from '../modules/media/media.table';
export * from '../modules/access/access.table';
export * from '../modules/content/content.table';
export * from '../modules/commerce/commerce.table';
export * from '../modules/rankings/rankings.table';
export * from '../modules/following/following.table';
