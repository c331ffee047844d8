// Benchmark of the fighter directory's text search (decision 52) at 50,000 approved fighters on PostgreSQL:
// Latin and Devanagari queries through real HTTP, with the directory cache off, and the plan of the Devanagari one.
// Usage: node bench/directory-search.mjs  (see bench/README.md). Figures go to bench/README.md by hand.
//
// No build: the API runs from its TypeScript sources under tsx, as `npm run dev` does. The fighters come from the shared
// seeder (bench/seed-fighters.mjs), whose search texts are made by the app's own functions (searchColumnsOf, slug).
import os from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import {
  createDatabase,
  dropDatabase,
  freePort,
  importApp,
  run,
  saveResults,
  sleep,
  startApp,
  stopServer,
  waitForQuiet,
} from './lib.mjs';
import { RARE, seedFighters } from './seed-fighters.mjs';

const [{ SEARCH_TEXT_VERSION, searchTerms }, { directoryRepository }] = await Promise.all([
  importApp('packages/contract/src/display/search-text.ts'),
  importApp('apps/api/src/modules/fighters/directory.repository.ts'),
]);

const PROFILES = Number(process.env.BENCH_PROFILES ?? 50_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DATABASE = 'ringside_bench_search';

/** The measured bodies of POST /api/v1/fighter-profiles/public/search. */
const QUERIES = [
  { name: 'gurung (Latin)', body: { query: 'gurung' } },
  { name: 'गुरुङ (Devanagari)', body: { query: 'गुरुङ' } },
  { name: 'shrestha', body: { query: 'shrestha' } },
  { name: `${RARE.family[0].toLowerCase()} (rare)`, body: { query: RARE.family[0].toLowerCase() } },
  // Not in the brief: a common family name late in the alphabet, the worst case of the page query's plan.
  { name: 'yadav (late in the alphabet)', body: { query: 'yadav' } },
  { name: 'no query (first page)', body: {} },
];
const DEVANAGARI = QUERIES[1];

/** One autocannon run of a body: 2 unmeasured seconds, then SECONDS measured; percentiles from every response's time. */
function load(url, body, connections) {
  const options = { url, connections, method: 'POST', headers: { 'content-type': 'application/json' } };
  return run({ ...options, body: JSON.stringify(body) }, { warmup: 2, seconds: SECONDS });
}

const executionMs = (plan) => Number(plan.find((line) => line.startsWith('Execution Time'))?.match(/[\d.]+/)?.[0]);

/**
 * The two statements the directory's repository sends for a body, as drizzle writes them, with EXPLAIN ANALYZE;
 * for a text query, the page statement also with plain index scans off (the trigram index's bitmap, then a top-N
 * sort), to compare with the plan PostgreSQL picks.
 */
async function plans(body) {
  const statements = [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const db = drizzle(client, { logger: { logQuery: (query, params) => statements.push({ query, params }) } });
    await directoryRepository.search(db, { query: body.query, page: 1, pageSize: 24 });
    const explained = [];
    for (const { query, params } of statements) {
      // Unnamed statements with their parameters bound, as the app sends them: planned with the values known.
      const { rows } = await client.query(`explain (analyze, buffers) ${query}`, params);
      const plan = rows.map((row) => row['QUERY PLAN']);
      explained.push({ query, params, plan, executionMs: executionMs(plan) });
    }
    const [page] = explained;
    if (body.query) {
      await client.query('begin');
      await client.query('set local enable_indexscan = off');
      const { rows } = await client.query(`explain (analyze, buffers) ${page.query}`, page.params);
      await client.query('rollback');
      const plan = rows.map((row) => row['QUERY PLAN']);
      page.withoutIndexScan = { plan, executionMs: executionMs(plan) };
    }
    return explained;
  } finally {
    await client.end();
  }
}

const loadAtStart = await waitForQuiet();
const databaseUrl = await createDatabase(DATABASE);
let server;
// Interrupted: stop the server and drop the database all the same.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, async () => {
    await stopServer(server);
    await dropDatabase(DATABASE);
    process.exit(130);
  });
try {
  const port = await freePort();
  const searchUrl = `http://127.0.0.1:${port}/api/v1/fighter-profiles/public/search`;
  // The shared seeder migrates the empty database itself; the server then finds every search text current.
  const {
    weightClasses: _classes,
    affiliations: _gyms,
    ...seeded
  } = await seedFighters({ count: PROFILES, databaseUrl });
  console.log(`seeded ${PROFILES} fighters in ${seeded.seconds} s`, seeded);
  // Every request runs its page and count queries on PostgreSQL: the search is what is measured.
  server = await startApp({
    port,
    databaseUrl,
    fromSources: true,
    env: { DEMO_SEED: 'false', DIRECTORY_CACHE_SECONDS: '0' },
  });

  const search = (body) =>
    fetch(searchUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => response.json());

  const results = [];
  for (const { name, body } of QUERIES) {
    const answer = await search(body);
    if (!(answer.data?.total >= 1)) throw new Error(`${name}: no match (${JSON.stringify(answer).slice(0, 300)})`);
    const entry = { name, body, terms: searchTerms(body.query), matches: answer.data.total };
    await sleep(5000);
    entry.loadAverageBefore = Math.round(os.loadavg()[0] * 100) / 100;
    entry.alone = await load(searchUrl, body, 1);
    entry.concurrent = await load(searchUrl, body, CONNECTIONS);
    console.log(JSON.stringify(entry));
    results.push(entry);
  }

  const explained = {};
  for (const { name, body } of QUERIES) explained[name] = await plans(body);
  const [page, counted] = explained[DEVANAGARI.name];
  console.log(
    `\nDevanagari query ${JSON.stringify(DEVANAGARI.body)}, page:\n${page.query}\n${JSON.stringify(page.params)}\n${page.plan.join('\n')}`,
  );
  console.log(`\ncount:\n${counted.plan.join('\n')}`);
  console.log('\nExecution times (ms): page as planned / page with index scans off / count');
  for (const [name, [page, count]] of Object.entries(explained))
    console.log(`${name}: ${page.executionMs} / ${page.withoutIndexScan?.executionMs ?? '-'} / ${count.executionMs}`);

  saveResults('directory-search', {
    profiles: PROFILES,
    seeded,
    searchTextVersion: SEARCH_TEXT_VERSION,
    directoryCacheSeconds: 0,
    seconds: SECONDS,
    loadAverageAtStart: loadAtStart,
    loadAverageAtEnd: os.loadavg()[0],
    queries: results,
    plans: explained,
  });
} finally {
  await stopServer(server);
  await dropDatabase(DATABASE);
}
