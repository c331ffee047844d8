import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from './client';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('PostgreSQL connections that drop', () => {
  it('never leave a client checked out when a transaction’s BEGIN fails, so the pool keeps serving', async () => {
    const database = await openPostgres(url as string, { poolSize: 1 });
    const lost: Error[] = [];
    database.onConnectionError((error) => lost.push(error));
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    // The connection dies between checkout and BEGIN, as when a backend is terminated under traffic.
    pool.once('acquire', (client) =>
      (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy(),
    );
    await expect(database.db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    // With one connection in the pool, a leaked client would make this wait, then time out.
    const { rows } = await database.executeSql('select 2 as two');
    expect(rows).toEqual([{ two: 2 }]);
    await database.db.transaction(async (tx) => tx.execute(sql`select 3`));
    await database.close();
  });

  it('keeps trying to reach the database at start-up, backing off, and gives up after the allowed time', async () => {
    const unreachable = 'postgres://postgres@127.0.0.1:9/none';
    const waits: number[] = [];
    const started = Date.now();
    await expect(
      openPostgres(unreachable, { connectRetrySeconds: 3, onRetry: (_error, wait) => waits.push(wait) }),
    ).rejects.toThrow(/ECONNREFUSED|connect/);
    expect(waits).toEqual([500, 1000]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
  });

  it('does not wait for a database that answers but refuses (a wrong database name)', async () => {
    const wrong = Object.assign(new URL(url as string), { pathname: '/no_such_database_here' }).toString();
    const waits: number[] = [];
    await expect(
      openPostgres(wrong, { connectRetrySeconds: 30, onRetry: (_e, wait) => waits.push(wait) }),
    ).rejects.toThrow(/does not exist/);
    expect(waits).toEqual([]);
  });
});
