import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client';

/** The committed SQL migrations: beside the source in development, copied beside the bundle in builds. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'drizzle'), path.join(here, '../../drizzle'), path.join(here, '../drizzle')];
  const found = candidates.find((candidate) => existsSync(path.join(candidate, 'meta/_journal.json')));
  if (!found) throw new Error(`Migrations not found near ${here}`);
  return found;
}

export async function migrate(database: Database): Promise<void> {
  const migrationsFolderPath = migrationsFolder();
  if (database.kind === 'pglite')
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: migrationsFolderPath });
  else await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: migrationsFolderPath });
}
