// `npm test`: the web client's generated API types are current; unit and API tests on embedded PGlite; the API
// suite again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it); then the browser journeys against the
// production build.
import { spawnSync } from 'node:child_process';

function run(label, command, args, env) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
run('Web client API types are current', 'node', ['scripts/api-types.mjs', '--check'], withoutPostgres);
run('Unit and API tests (PGlite)', 'npx', ['vitest', 'run'], withoutPostgres);
if (TEST_DATABASE_URL) run('API tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'api'], process.env);
run('Browser journeys (Chromium)', 'npm', ['run', 'test:e2e'], withoutPostgres);
