import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { type Database, openPglite, openPostgres } from './db/client';
import { migrate } from './db/migrate';
import { seedDemo } from './db/seed';
import { seedStandardMasterData } from './modules/masterdata/standard-entries';
import { refreshFighterSearchText } from './modules/fighters/search-text';
import { refreshVideoSearchText } from './modules/media/video-search';
import { DataDirBusyError, clearRunningServer, lockDataDir, writeRunningServer } from './lib/data-dir-lock';
import { resolveSecret } from './lib/secret';
import { startBanner } from './start-banner';
import { ThrottledLog } from './lib/throttled-log';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Process entry: configuration, database, listen, and a clean stop on SIGTERM or SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const embedded = !config.db.url;
  let releaseLock: (() => Promise<void>) | undefined;
  if (embedded)
    releaseLock = await lockDataDir(config.dataDir, (error) =>
      console.error(`The lock on ${config.dataDir} was lost (${error.message}); stop any other process using it.`),
    );

  const database: Database = embedded
    ? await openPglite(config.db.embeddedDir)
    : await openPostgres(config.db.url as string, {
        poolSize: config.db.poolSize,
        // A supervisor may start us before the database is back: wait for it rather than exit at once.
        connectRetrySeconds: config.db.connectRetrySeconds,
        onRetry: (error, waitMs) =>
          console.error(
            `The database is not reachable yet (${describe(error)}); trying again in ${Math.round(waitMs / 100) / 10} s.`,
          ),
      });
  await migrate(database);
  await seedStandardMasterData(database.db);
  const seeded = config.demo.seed ? await seedDemo(database.db, config, path.resolve(here, '../demo-media')) : false;
  // Search texts made with older rules (before migration 0012, or a change of them) are made again (decision 52).
  await refreshFighterSearchText(database.db);
  await refreshVideoSearchText(database.db);

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  const controlToken = embedded ? randomBytes(24).toString('base64url') : undefined;
  const app = await buildApp({
    config,
    database,
    secret: resolveSecret(config.session.secret, config.dataDir),
    ...(redis ? { redis } : {}),
    webDist: path.resolve(here, '../../web/dist'),
    ...(controlToken ? { controlToken } : {}),
  });

  const address = await app.listen({
    port: config.server.port,
    host: config.server.host,
    // A crowd connecting at once waits in the kernel's queue instead of being dropped (capped by somaxconn).
    backlog: config.server.listenBacklog,
  });
  const port = new URL(address).port;
  const localUrl = `http://localhost:${port}`;
  if (controlToken) writeRunningServer(config.dataDir, { pid: process.pid, url: localUrl, controlToken });

  console.log(startBanner(config, localUrl, seeded));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    const force = setTimeout(() => {
      console.error('Shutdown took longer than 20 s; exiting.');
      process.exit(1);
    }, 20_000);
    force.unref();
    try {
      await app.close();
      await redis?.quit();
      await database.close();
    } finally {
      if (controlToken) clearRunningServer(config.dataDir);
      await releaseLock?.();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  // A promise nobody awaited (a background loop's query during an outage) is logged, not fatal: the state is
  // the database's, and it recovers with it.
  const unhandled = new ThrottledLog(app.log);
  process.on('unhandledRejection', (reason) => unhandled.error('rejection', { err: reason }, 'unhandled rejection'));
}

function describe(error: unknown): string {
  const problem = error as { code?: string; message?: string };
  return problem.code ?? problem.message ?? String(error);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirBusyError) console.error(error.message);
  else console.error('Ringside could not start:', error);
  process.exit(1);
});
