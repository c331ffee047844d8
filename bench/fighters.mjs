// Load benchmark for the fighter directory: public search over 10,000 approved profiles on PostgreSQL.
// Usage: node bench/fighters.mjs  (see bench/README.md). Figures go to bench/README.md by hand.
import { ensureBuilt } from '../scripts/build.mjs';
import {
  base,
  createBenchDatabase,
  dropBenchDatabase,
  measure,
  saveResults,
  startServer,
  stopServer,
  summary,
} from './lib.mjs';
import { seedProfiles } from './seed-fighters.mjs';

const PROFILES = Number(process.env.BENCH_PROFILES ?? 10_000);

/** One measured load, cycling through the given search bodies. */
function load(bodies) {
  let next = 0;
  return measure({
    url: `${base}/api/v1/fighter-profiles/public/search`,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(bodies[next++ % bodies.length]),
        }),
      },
    ],
  });
}

await ensureBuilt();
await createBenchDatabase();
let server = await startServer({ DEMO_SEED: 'false' });
try {
  const { weightClasses, affiliations } = await seedProfiles(PROFILES);
  const check = await fetch(`${base}/api/v1/fighter-profiles/public/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  }).then((response) => response.json());
  if (check.data?.total !== PROFILES) throw new Error(`expected ${PROFILES} public profiles, got ${check.data?.total}`);

  const firstPage = await load([{}]);
  // What visitors do: type names, filter, page on; every body a different query plan or page.
  const queries = [
    {},
    { query: 'thapa' },
    { query: 'tiger' },
    { query: 'su' },
    { weightClassId: weightClasses[2].id },
    { gender: 'FEMALE' },
    { nationality: 'IN' },
    { affiliationId: affiliations[4] },
    { gender: 'MALE', weightClassId: weightClasses[1].id, nationality: 'NP' },
    { query: 'gurung', affiliationId: affiliations[7] },
    { page: 20 },
    { query: 'ra', page: 5 },
  ];
  const mixed = await load(queries);
  // The same with the directory cache off: every request goes to PostgreSQL.
  await stopServer(server);
  server = await startServer({ DEMO_SEED: 'false', DIRECTORY_CACHE_SECONDS: '0' });
  const mixedUncached = await load(queries);

  saveResults('fighters', {
    profiles: PROFILES,
    firstPage: summary('POST /fighter-profiles/public/search {}', firstPage),
    mixed: summary('POST /fighter-profiles/public/search, 12 different queries in turn', mixed),
    mixedUncached: summary('the same, DIRECTORY_CACHE_SECONDS=0', mixedUncached),
  });
} finally {
  await stopServer(server);
  await dropBenchDatabase();
}
