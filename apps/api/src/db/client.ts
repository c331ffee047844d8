import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { isDatabaseUnavailable } from './errors';
import { batchReads } from './batched-reads';
import { nameReads } from './named-statements';
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
  /** Tells the listener of connections lost outside any query (the application logs them). */
  onConnectionError(listener: (error: Error) => void): void;
}

/**
 * Embedded PGlite in a folder (or in memory when dir is undefined), optionally from a dump of another. pg_trgm is
 * loaded for the text search's trigram indexes (decision 52); the migrations create the extension.
 */
export async function openPglite(dir?: string, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create({ ...(dir ? { dataDir: dir } : {}), ...options, extensions: { pg_trgm } });
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
    onConnectionError: () => {},
  };
}

export interface PostgresOptions {
  poolSize?: number;
  /** How long start-up keeps trying to reach the database before giving up; 0 tries once. */
  connectRetrySeconds?: number;
  /** Told of each failed attempt at start-up, with the wait before the next. */
  onRetry?: (error: unknown, waitMs: number) => void;
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = new TransactionSafePool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
    // A connection lost half-open (the process gone, the network cut) must not hold its locks for ever.
    idle_in_transaction_session_timeout: 60_000,
  });
  const listeners: ((error: Error) => void)[] = [];
  const report = (error: Error) => listeners.forEach((listener) => listener(error));
  // A connection the server drops (a restart, a terminated backend) emits 'error' on its client; with no
  // listener that throws and ends the process. Idle clients are covered by the pool's event, clients checked
  // out (inside a transaction) only by their own: the pool then discards them on release.
  pool.on('error', report);
  pool.on('connect', (client) => {
    client.on('error', report);
    nameReads(client);
  });
  batchReads(pool);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  try {
    await reachable(pool, options);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db,
    kind: 'postgres',
    executeSql: (text, values) => pool.query(text, values),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
    onConnectionError: (listener) => void listeners.push(listener),
  };
}

const guarded = Symbol('begin guarded');

/**
 * drizzle-orm 0.45 runs a transaction's BEGIN before the try/finally that releases its pooled client
 * (drizzle-orm#6241, open): a BEGIN failing on a dropped connection would keep the client checked out for
 * good, and a few outages would exhaust the pool. Here a failed BEGIN releases its client (with the error,
 * so the pool discards it). Remove once drizzle releases it itself.
 */
class TransactionSafePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: Parameters<pg.Pool['connect']>[0]): void;
  override connect(callback?: Parameters<pg.Pool['connect']>[0]): Promise<pg.PoolClient> | void {
    // The pool's own query() checks out with a callback and releases by itself.
    if (callback) return super.connect(callback);
    return super.connect().then((client) => guardBegin(client));
  }
}

function guardBegin(client: pg.PoolClient): pg.PoolClient {
  const marked = client as pg.PoolClient & { [guarded]?: true };
  if (marked[guarded]) return client;
  marked[guarded] = true;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    const first = args[0] as string | { text?: unknown } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    if (typeof text !== 'string' || !/^\s*begin\b/i.test(text) || !(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      client.release(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
  };
  return client;
}

/** Waits for the database at start-up, backing off from 0.5 s to 15 s, for as long as the options allow. */
async function reachable(pool: pg.Pool, options: PostgresOptions): Promise<void> {
  const deadline = Date.now() + (options.connectRetrySeconds ?? 0) * 1000;
  for (let wait = 500; ; wait = Math.min(wait * 2, 15_000)) {
    try {
      await pool.query('select 1');
      return;
    } catch (error) {
      // Wrong credentials or a missing database will not mend by waiting.
      if (!isDatabaseUnavailable(error) || Date.now() + wait > deadline) throw error;
      options.onRetry?.(error, wait);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
