import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../src/db/client';
import { migrate } from '../src/db/migrate';

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** One migrated template per test run (named by the run's process, so parallel runs stay apart). */
export async function createTemplateDatabase(url: string): Promise<string> {
  const template = `ringside_test_template_${process.pid}`;
  await admin(url, async (client) => {
    await client.query(`drop database if exists ${template} with (force)`);
    await client.query(`create database ${template}`);
  });
  const database = await openPostgres(withDatabase(url, template), { poolSize: 1 });
  await migrate(database);
  await database.close();
  return template;
}

export async function dropTemplateDatabase(url: string, template: string): Promise<void> {
  await admin(url, (client) => client.query(`drop database if exists ${template} with (force)`));
}

/**
 * A migrated in-memory PGlite, dumped once per run to a file that every test file loads: loading a dump takes a
 * third of the time of starting an empty one and migrating it.
 */
export async function createPgliteTemplate(): Promise<string> {
  const database = await openPglite();
  await migrate(database);
  const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await database.close();
  const file = path.join(tmpdir(), `ringside-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

/** Loaded once per worker: every test file of the worker starts from the same bytes. */
let pgliteDump: { file: string; blob: Blob } | undefined;

/**
 * A fresh, migrated database for one test file: in-memory PGlite (from the run's template dump when there is one),
 * or a copy of the PostgreSQL template.
 */
export async function openTestDatabase(template: string | null): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    if (template && existsSync(template)) {
      if (pgliteDump?.file !== template) pgliteDump = { file: template, blob: new Blob([readFileSync(template)]) };
      return openPglite(undefined, { loadDataDir: pgliteDump.blob });
    }
    const database = await openPglite();
    await migrate(database);
    return database;
  }
  if (!template) throw new Error('no PostgreSQL template database was prepared');
  const name = `ringside_test_${randomBytes(6).toString('hex')}`;
  await admin(url, (client) => client.query(`create database ${name} template ${template}`));
  const database = await openPostgres(withDatabase(url, name), { poolSize: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin(url, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
