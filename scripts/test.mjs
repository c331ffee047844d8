// `npm test`: the gates (the web client's generated API types current, types, lint, formatting), then the unit and API tests, then the browser journeys
// against the production build. Without TEST_DATABASE_URL every API test runs on embedded PGlite. With it (CI
// sets it) the API suite runs once on PostgreSQL, and a subset that exercises the database's own mechanics
// (transactions, prepared statements, the job queue, concurrency, an outage) runs again on PGlite, so that the
// embedded default stays covered without running everything twice.
import { spawnSync } from 'node:child_process';

/** API test files run on PGlite as well when the suite runs on PostgreSQL. */
const EMBEDDED_SUBSET = [
  'apps/api/src/modules/identity/sign-in.test.ts',
  'apps/api/src/modules/identity/mobile-numbers.test.ts',
  'apps/api/src/modules/commerce/purchases.test.ts',
  'apps/api/src/modules/commerce/reconciler.test.ts',
  'apps/api/src/modules/events/attendance.test.ts',
  'apps/api/src/modules/fighters/directory.test.ts',
  'apps/api/src/modules/media/playback.test.ts',
  'apps/api/src/modules/media/uploads/uploads.test.ts',
  'apps/api/test/robustness.test.ts',
];

function run(label, command, args, env = process.env) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${Math.round((Date.now() - started) / 1000)} s)`);
}

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
// Before typecheck, which would quietly write them anew: the committed types must match the API.
run('Web client API types are current', 'node', ['scripts/api-types.mjs', '--check'], withoutPostgres);
run('Types, lint and formatting', 'npm', ['run', 'check']);
if (TEST_DATABASE_URL) {
  run('Unit tests, and the API tests on PostgreSQL', 'npx', ['vitest', 'run']);
  run(
    'API tests on embedded PGlite (the database mechanics)',
    'npx',
    ['vitest', 'run', '--project', 'api', ...EMBEDDED_SUBSET],
    withoutPostgres,
  );
} else {
  run('Unit and API tests (PGlite)', 'npx', ['vitest', 'run'], withoutPostgres);
}
run('Browser journeys (Chromium)', 'npm', ['run', 'test:e2e'], withoutPostgres);
