import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../src/app';
import { type AppConfig, loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { seedStandardMasterData } from '../src/modules/masterdata/standard-entries';
import { openTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/** Limits high enough that only the rate-limit tests meet them. */
const RELAXED_LIMITS = {
  RATE_LIMIT_SIGN_IN_PER_IP: '100000',
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '100000',
  RATE_LIMIT_SIGN_UP_PER_IP: '100000',
  RATE_LIMIT_CODES_PER_IP: '100000',
  RATE_LIMIT_CODES_PER_ACCOUNT: '100000',
  RATE_LIMIT_CHECK_STATUS_PER_IP: '100000',
};

/** The real application on a fresh database of its own; env overrides the test defaults. */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: Partial<AppOptions> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ringside-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://ringside.test',
    // Test apps run side by side: none listens for encoders unless a test asks.
    LIVE_RTMP_PORT: '0',
    // The test process blocks its own event loop (embedded PGlite, sweeps): no load shedding unless a test asks.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...RELAXED_LIMITS,
    ...env,
  });
  const database = await openTestDatabase(inject('templateDatabase'));
  // As the server does at start: every install has weight classes and titles.
  await seedStandardMasterData(database.db);
  const app = await buildApp({ config, database, secret: randomBytes(32).toString('hex'), logger: false, ...options });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
