// Load benchmark for the fighter directory's search with its cache off, at 1,000, 10,000 and 50,000 approved fighters:
// what visitors type and pick, mixed, through real HTTP, with each kind of query timed on its own.
// Usage: node bench/fighters.mjs  (see bench/README.md; BENCH_DB=pglite for the embedded database). Figures go to
// bench/README.md by hand.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt } from '../scripts/build.mjs';
import {
  DURATION,
  createDatabase,
  dropDatabase,
  freePort,
  run,
  saveResults,
  startApp,
  stopServer,
  waitForQuiet,
} from './lib.mjs';
import { RARE, seedFighters } from './seed-fighters.mjs';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,50000')
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PGLITE = process.env.BENCH_DB === 'pglite' || process.argv.includes('--pglite');
const DATABASE = 'ringside_bench_fighters';
const SEARCH = '/api/v1/fighter-profiles/public/search';

/**
 * The bodies of the mixed load, sent in turn, each with its kind (the class its latency is reported under). Every
 * one of them matches at least one fighter at 1,000 (the seeder puts its rare name on fighter 7).
 */
function queries({ weightClasses, affiliations }) {
  const male = weightClasses.filter((wc) => wc.gender === 'MALE');
  const rare = RARE.family[0].toLowerCase();
  return [
    { kind: 'family name, Latin', body: { query: 'gurung' } },
    { kind: 'family name, Devanagari', body: { query: 'गुरुङ' } },
    { kind: 'spelling variant', body: { query: 'shresta' } }, // for Shrestha (श्रेष्ठ), by its search key
    { kind: 'rare name', body: { query: rare } },
    { kind: 'nickname', body: { query: 'khukuri' } },
    ...['g', 'gu', 'gur', 'guru', 'gurun', 'gurung'].map((query) => ({
      kind: 'typing, letter by letter',
      body: { query },
    })),
    { kind: 'filter', body: { weightClassId: male[2]?.id ?? weightClasses[0].id } },
    { kind: 'filter', body: { gender: 'FEMALE' } },
    { kind: 'filter', body: { nationality: 'IN' } },
    { kind: 'filter', body: { affiliationId: affiliations[4] } },
    { kind: 'filter', body: { gender: 'MALE', weightClassId: male[1]?.id ?? weightClasses[0].id, nationality: 'NP' } },
    { kind: 'filter and name', body: { query: 'thapa', weightClassId: male[3]?.id ?? weightClasses[0].id } },
    { kind: 'filter and name', body: { query: 'tamang', affiliationId: affiliations[7] } },
    { kind: 'later page', body: { page: 20 } },
    { kind: 'later page', body: { query: 'thapa', page: 3 } },
    { kind: 'no query', body: {} },
  ];
}

const post = (body) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Each body answers 200 with at least one match (only `total` is looked at: it may become capped or estimated). */
async function check(base, list) {
  const matches = [];
  for (const { kind, body } of list) {
    const response = await fetch(`${base}${SEARCH}`, post(body));
    const answer = await response.json().catch(() => null);
    const total = Number(answer?.data?.total);
    if (response.status !== 200 || !(total >= 1))
      throw new Error(`${kind} ${JSON.stringify(body)}: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
    matches.push({ kind, body, total: answer.data.total, totalCapped: answer.data.totalCapped });
  }
  return matches;
}

/** The mixed load: every connection sends the bodies in turn, each response timed under its body's kind. */
function mixed(base, list) {
  let next = 0;
  return run(
    {
      url: `${base}${SEARCH}`,
      connections: CONNECTIONS,
      initialContext: {},
      requests: [
        {
          method: 'POST',
          setupRequest: (request, context) => {
            const { kind, body } = list[next++ % list.length];
            context.kind = kind;
            return { ...request, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
          },
        },
      ],
    },
    { kindOf: (client) => client.requestIterator.context?.kind ?? 'unknown' },
  );
}

const loadAtStart = await waitForQuiet();
await ensureBuilt();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = PGLITE ? mkdtempSync(path.join(os.tmpdir(), 'ringside-bench-fighters-')) : undefined;
const databaseUrl = PGLITE ? undefined : await createDatabase(DATABASE);
const where = PGLITE ? { dataDir } : { databaseUrl };
let server;
/** Loads with an answer other than 2xx or an error: reported at once, and the run fails at its end. */
const failures = [];
const cleanUp = async () => {
  await stopServer(server);
  if (PGLITE) rmSync(dataDir, { recursive: true, force: true });
  else await dropDatabase(DATABASE);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void cleanUp().then(() => process.exit(130)));
try {
  const sizes = [];
  let seeded = 0;
  for (const size of SIZES) {
    // The database grows from one size to the next (the seeder continues its sequence); PGlite has one owner at a
    // time, so the server is stopped while it is written.
    await stopServer(server);
    const { weightClasses, affiliations, ...written } = await seedFighters({ count: size - seeded, ...where });
    seeded = size;
    console.log(`${size} fighters (${written.seconds} s to add ${written.added})`);
    server = await startApp({
      port,
      ...where,
      env: { DEMO_SEED: 'false', DIRECTORY_CACHE_SECONDS: '0' },
    });
    const list = queries({ weightClasses, affiliations });
    const matches = await check(base, list);
    const loadAverageBefore = Math.round(os.loadavg()[0] * 100) / 100;
    const load = await mixed(base, list);
    const { byKind, ...all } = load;
    sizes.push({ fighters: size, seeded: written, loadAverageBefore, mixed: all, byKind, matches });
    console.log(
      `  mixed: ${all.requestsPerSecond}/s, p50 ${all.latencyMs.p50} ms, p99 ${all.latencyMs.p99} ms, ` +
        `non-2xx ${all.non2xx}, errors ${all.errors}`,
    );
    for (const [kind, figures] of Object.entries(byKind))
      console.log(
        `  ${kind}: ${figures.requestsPerSecond}/s, p50 ${figures.latencyMs.p50}, p99 ${figures.latencyMs.p99}`,
      );
    if (all.non2xx > 0 || all.errors > 0 || all.timeouts > 0) {
      failures.push(`${size} fighters: ${all.non2xx} non-2xx, ${all.errors} errors, ${all.timeouts} timeouts`);
      console.error(`FAILED ${failures.at(-1)} (status codes ${JSON.stringify(all.statusCodes)})`);
    }
  }
  // How the p99 grows from the second largest size to the largest (50,000 against 10,000 by default).
  const [smaller, larger] = sizes.slice(-2);
  const ratio = (a, b) => (a && b ? Math.round((a / b) * 100) / 100 : null);
  const p99Ratio = larger &&
    smaller && {
      of: `${larger.fighters} / ${smaller.fighters}`,
      mixed: ratio(larger.mixed.latencyMs.p99, smaller.mixed.latencyMs.p99),
      byKind: Object.fromEntries(
        Object.keys(larger.byKind).map((kind) => [
          kind,
          ratio(larger.byKind[kind].latencyMs.p99, smaller.byKind[kind]?.latencyMs.p99),
        ]),
      ),
    };
  if (p99Ratio) console.log(`p99 at ${p99Ratio.of} fighters: ${p99Ratio.mixed} times`, p99Ratio.byKind);
  saveResults(
    'fighters',
    {
      database: PGLITE ? 'pglite' : 'postgres',
      server: 'production build (apps/api/dist), NODE_ENV=production, DIRECTORY_CACHE_SECONDS=0',
      connections: CONNECTIONS,
      seconds: DURATION,
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: os.loadavg()[0],
      p99Ratio,
      sizes,
    },
    { print: false },
  );
} finally {
  await cleanUp();
}
if (failures.length > 0) {
  console.error(`\nFAILED, these figures are not valid:\n${failures.join('\n')}`);
  process.exit(1);
}
