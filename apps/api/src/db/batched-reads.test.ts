import { sql } from 'drizzle-orm';
import { integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openPostgres } from './client';

const url = process.env.TEST_DATABASE_URL;

const things = pgTable('batched_things', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name'),
  size: integer('size'),
  weight: numeric('weight', { precision: 5, scale: 1, mode: 'number' }),
  tags: text('tags').array(),
  extra: jsonb('extra'),
  at: timestamp('at', { withTimezone: true }),
});

/** Every statement the pool's connections are sent, by text. */
function recording(database: Database): string[] {
  const sent: string[] = [];
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const first = args[0] as string | { text: string };
      sent.push(typeof first === 'string' ? first : first.text);
      return query(...args);
    };
  });
  return sent;
}

describe.skipIf(!url)('reads made side by side', () => {
  let database: Database;
  let sent: string[];
  const db = () => database.db;
  const byName = (name: string) =>
    db()
      .select()
      .from(things)
      .where(sql`${things.name} = ${name}`)
      .orderBy(things.size)
      .prepare(`things_${name}`);
  const bySize = (handle: Db) =>
    handle
      .select({ name: things.name, at: things.at })
      .from(things)
      .orderBy(sql`${things.size} desc`);

  beforeAll(async () => {
    database = await openPostgres(url as string, { poolSize: 4 });
    // Before the first query: a connection opened earlier would not be recorded, and a batch sent on it missed.
    sent = recording(database);
    await database.executeSql(`drop table if exists batched_things;
      create table batched_things (id uuid primary key default gen_random_uuid(), name text, size integer,
        weight numeric(5,1), tags text[], extra jsonb, at timestamptz)`);
    await db()
      .insert(things)
      .values([
        { name: 'a', size: 2, weight: 70.5, tags: ['x, "y"', '{z}'], extra: { deep: [1, null] }, at: new Date(1_000) },
        { name: 'a', size: 1, weight: null, tags: [], extra: null, at: null },
        { name: "b's", size: 3, weight: 0, tags: null, extra: 'text', at: new Date('2026-11-27T10:00:00.123Z') },
      ]);
  });

  afterAll(async () => {
    await database?.executeSql('drop table if exists batched_things');
    await database?.close();
  });

  it('go as one statement once each is known, and each gets exactly the rows it gets alone', async () => {
    const a = byName('a');
    const b = byName("b's");
    const alone = [await a.execute(), await b.execute(), await bySize(db())];
    sent.length = 0;
    const together = await Promise.all([a.execute(), b.execute(), bySize(db())]);
    expect(together).toEqual(alone);
    expect(together[0]?.map((row) => row.size)).toEqual([1, 2]);
    expect(together[0]?.[1]).toMatchObject({ weight: 70.5, tags: ['x, "y"', '{z}'], extra: { deep: [1, null] } });
    expect(together[0]?.[1]?.at).toEqual(new Date(1_000));
    expect(together[2]?.map((row) => row.name)).toEqual(["b's", 'a', 'a']);
    expect(sent.filter((text) => /^\s*\(?\s*select/i.test(text))).toHaveLength(1);
  });

  it('sends a read alone when it is alone, the first time its text is seen, and inside a transaction', async () => {
    await byName('a').execute();
    sent.length = 0;
    await byName('a').execute();
    const fresh = db()
      .select({ n: sql<number>`count(*)::int` })
      .from(things);
    await Promise.all([fresh, byName('a').execute()]);
    await db().transaction(async (tx) => Promise.all([bySize(tx), bySize(tx)]));
    const combined = sent.filter((text) => text.includes('json_agg(r order by o)'));
    expect(combined).toHaveLength(0);
  });

  it('gives each read its own answer when one of them fails: the others still get their rows', async () => {
    const good = byName('a');
    const bad = db()
      .select()
      .from(things)
      .where(sql`${things.id} = ${'not-a-uuid'}::uuid`)
      .prepare('things_bad');
    await good.execute();
    await bad.execute().catch(() => undefined);
    // A failing read is never learnt, so make one that fails only for some values.
    const cast = db()
      .select()
      .from(things)
      .where(sql`${things.id} = ${sql.placeholder('id')}::uuid`)
      .prepare('things_cast');
    await cast.execute({ id: '00000000-0000-0000-0000-000000000000' });
    sent.length = 0;
    const [rows, failed] = await Promise.allSettled([good.execute(), cast.execute({ id: 'nope' })]);
    expect(rows).toMatchObject({ status: 'fulfilled', value: [{ size: 1 }, { size: 2 }] });
    expect(failed).toMatchObject({ status: 'rejected', reason: { cause: { code: '22P02' } } });
    expect(sent.some((text) => text.includes('json_agg(r order by o)'))).toBe(true);
  });
});
