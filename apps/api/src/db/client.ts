import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** A database or a transaction: repositories take either, so services decide the transaction. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Plain SQL for libraries that bring their own (the job queue); several statements when there are no values. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  executeSql: ExecuteSql;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Embedded PGlite in a folder (or in memory when dir is undefined). */
export async function openPglite(dir?: string): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  const client = dir ? await PGlite.create(dir) : await PGlite.create();
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  await db.execute(sql`select 1`);
  return {
    db,
    kind: 'postgres',
    executeSql: (text, values) => pool.query(text, values),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
