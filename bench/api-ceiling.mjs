// Every public read beside a bare Fastify "hello" on the same machine, in one run: the share of the ceiling each read
// reaches, with the caches on and with every cache off (issue 18).
// Usage: node bench/api-ceiling.mjs  (see bench/README.md; BENCH_DB=pglite for the embedded database). Figures go to
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
  median,
  run,
  saveResults,
  sleep,
  startApp,
  startHello,
  stopServer,
  waitForQuiet,
} from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/**
 * Every load asks as a phone's browser does: it takes compressed answers (BENCH_ACCEPT_ENCODING; empty for none).
 * The bare hello's 17 bytes are never compressed; a read's answer is, when the app compresses it.
 */
const ASKED =
  process.env.BENCH_ACCEPT_ENCODING === ''
    ? {}
    : { 'accept-encoding': process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br' };
const PGLITE = process.env.BENCH_DB === 'pglite' || process.argv.includes('--pglite');
const DATABASE = 'ringside_bench_ceiling';
/** Every read cache of the app; unknown variables are ignored by a server that does not have them yet. */
const CACHES = [
  'DIRECTORY_CACHE_SECONDS',
  'EVENT_CACHE_SECONDS',
  'VIDEO_CACHE_SECONDS',
  'PROFILE_CACHE_SECONDS',
  'HOME_CACHE_SECONDS',
  'PAGE_CACHE_SECONDS',
];
const ALL_MODES = [
  { name: 'caches on', env: {} },
  { name: 'caches off', env: Object.fromEntries(CACHES.map((name) => [name, '0'])) },
];
/** BENCH_MODES=on or off runs one of them (both by default). */
const MODES = ALL_MODES.filter(
  (mode) => !process.env.BENCH_MODES || process.env.BENCH_MODES.split(',').includes(mode.name.replace('caches ', '')),
);

const json = (body) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** The answer's data, or a loud failure naming the read. */
async function fetchData(base, name, pathname, init = {}) {
  const response = await fetch(`${base}${pathname}`, init);
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`${name}: ${init.method ?? 'GET'} ${pathname} answered ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text).data;
}

/**
 * The reads, as the web app makes them, addressed to real content of the demo data: the lists are asked first for a
 * fighter, a family name, an event and a video.
 */
async function readsOf(base) {
  const api = '/api/v1';
  const directory = await fetchData(base, 'directory page', `${api}/fighter-profiles/public/search`, json({}));
  const upcoming = await fetchData(base, 'events list', `${api}/events/search/all`, json({ period: 'UPCOMING' }));
  const past = await fetchData(base, 'events list', `${api}/events/search/all`, json({ period: 'PAST' }));
  const event = upcoming.items[0] ?? past.items[0];
  if (!event) throw new Error('the demo data has no published event');
  const detail = await fetchData(base, 'event detail', `${api}/events/search/detail/${event.slug}`);
  // A fighter on a card: the profile with a bout history, the heavier read.
  const fighter = detail.fightCard[0]?.red ?? directory.items[0];
  if (!fighter) throw new Error('the demo data has no public fighter');
  const videos = await fetchData(base, 'video list', `${api}/videos/search/all`, json({}));
  const video = videos.items[0];
  if (!video) throw new Error('the demo data has no published video');
  const reads = [
    { name: 'fighter profile', path: `${api}/fighter-profiles/public/${fighter.slug}` },
    { name: 'directory page', path: `${api}/fighter-profiles/public/search`, ...json({}) },
    {
      name: 'directory search',
      path: `${api}/fighter-profiles/public/search`,
      ...json({ query: fighter.lastName.toLowerCase() }),
    },
    { name: 'events list', path: `${api}/events/search/all`, ...json({ period: 'UPCOMING', page: 1, pageSize: 12 }) },
    { name: 'event detail', path: `${api}/events/search/detail/${event.slug}` },
    { name: 'home data', path: `${api}/dashboard/search/all`, ...json({ pageSize: 50 }) },
    { name: 'categories', path: `${api}/categories` },
    { name: 'video hub', path: `${api}/videos/home` },
    { name: 'video detail', path: `${api}/videos/search/detail/${video.slug}` },
  ];
  // BENCH_READS=profile,search measures only the reads whose names contain one of these words.
  const only = process.env.BENCH_READS?.split(',').filter(Boolean);
  return only ? reads.filter((read) => only.some((word) => read.name.includes(word))) : reads;
}

/** Every load that had an answer other than 2xx, an error, or no answer at all: the run fails at the end. */
const failures = [];

/** One load of a read (or of the bare hello); a failure is shouted at once and the run goes on to its end. */
async function measureRead(base, name, read = { path: '/' }) {
  const { path: pathname, headers = {}, ...request } = read;
  // Requests a previous load left in flight are answered before this one starts.
  await sleep(500);
  const figures = await run(
    { url: `${base}${pathname}`, connections: CONNECTIONS, ...request, headers: { ...ASKED, ...headers } },
    { warmup: WARMUP },
  );
  const problem =
    figures.requests === 0
      ? `no answer in ${DURATION} s`
      : figures.non2xx > 0 || figures.errors > 0 || figures.timeouts > 0
        ? `${figures.non2xx} non-2xx, ${figures.errors} errors, ${figures.timeouts} timeouts ` +
          `(status codes ${JSON.stringify(figures.statusCodes)})`
        : null;
  if (problem) {
    failures.push(`${name}: ${problem}`);
    console.error(`FAILED ${name}: ${problem}`);
  }
  return figures;
}

const known = (values) => values.filter((value) => value !== null);
const worst = (values) => (known(values).length ? Math.max(...known(values)) : null);

/** Per read over the rounds: requests/s, share of bare and p50 as medians, p99 as the worst round. */
function table(rounds) {
  const names = Object.keys(rounds[0]);
  return names.map((name) => {
    const measured = rounds.map((round) => round[name]);
    return {
      read: name,
      requestsPerSecond: Math.round(median(measured.map((entry) => entry.read.requestsPerSecond))),
      shareOfBare:
        Math.round(
          median(measured.map((entry) => entry.read.requestsPerSecond / entry.bare.requestsPerSecond)) * 1000,
        ) / 1000,
      p50Ms: median(known(measured.map((entry) => entry.read.latencyMs.p50))),
      p99Ms: worst(measured.map((entry) => entry.read.latencyMs.p99)),
      bareRequestsPerSecond: Math.round(median(measured.map((entry) => entry.bare.requestsPerSecond))),
      bareP99Ms: worst(measured.map((entry) => entry.bare.latencyMs.p99)),
      non2xx: measured.reduce((sum, entry) => sum + entry.read.non2xx, 0),
      errors: measured.reduce((sum, entry) => sum + entry.read.errors + entry.read.timeouts, 0),
      roundsWithoutAnswer: measured.filter((entry) => entry.read.requests === 0).length,
    };
  });
}

function print(mode, rows) {
  const percent = (share) => `${(share * 100).toFixed(1)}%`;
  const lines = [
    ['read', 'requests/s', 'share of bare', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', ''],
    ...rows.map((row) => [
      row.read,
      String(row.requestsPerSecond),
      percent(row.shareOfBare),
      row.p50Ms == null ? '' : String(Math.round(row.p50Ms * 10) / 10),
      String(row.p99Ms),
      String(row.non2xx),
      String(row.errors),
      row.non2xx || row.errors || row.roundsWithoutAnswer ? 'FAILED' : '',
    ]),
  ];
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  console.log(`\n${mode} (${ROUNDS} rounds; requests/s, share and p50: median of rounds; p99: worst round)`);
  for (const line of lines) console.log(line.map((cell, column) => cell.padEnd(widths[column])).join('  '));
  const bare = median(rows.map((row) => row.bareRequestsPerSecond));
  console.log(`bare Fastify hello: ${Math.round(bare)} requests/s (median of its runs beside each read)`);
}

const loadAtStart = await waitForQuiet();
await ensureBuilt();
// Demo media and, on PGlite, the database live in a folder of the run's own.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ringside-bench-ceiling-'));
const databaseUrl = PGLITE ? undefined : await createDatabase(DATABASE);
let hello;
let server;
const cleanUp = async () => {
  await stopServer(server);
  await stopServer(hello);
  rmSync(dataDir, { recursive: true, force: true });
  if (!PGLITE) await dropDatabase(DATABASE);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void cleanUp().then(() => process.exit(130)));
try {
  const helloPort = await freePort();
  hello = await startHello(helloPort);
  const appPort = await freePort();
  const bareBase = `http://127.0.0.1:${helloPort}`;
  const appBase = `http://127.0.0.1:${appPort}`;
  const modes = [];
  let reads;
  // One app at a time, to keep the machine quiet: caches on (it seeds the demo data), then every cache off.
  for (const mode of MODES) {
    server = await startApp({
      port: appPort,
      databaseUrl,
      dataDir,
      env: { DEMO_SEED: 'true', DEMO_ADMIN_PASSWORD: 'Bench#2026pass', ...mode.env },
    });
    reads ??= await readsOf(appBase);
    for (const { name, path: pathname, ...init } of reads) await fetchData(appBase, name, pathname, init);
    console.log(`\n${mode.name}: ${reads.length} reads, ${ROUNDS} rounds of bare then read, ${DURATION} s each`);
    const rounds = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const measured = {};
      for (const read of reads) {
        const bare = await measureRead(bareBase, 'bare hello');
        const { name, ...request } = read;
        measured[name] = { bare, read: await measureRead(appBase, name, request) };
        console.log(
          `  round ${round}, ${name}: ${measured[name].read.requestsPerSecond}/s ` +
            `(bare ${bare.requestsPerSecond}/s), p99 ${measured[name].read.latencyMs.p99} ms`,
        );
      }
      rounds.push(measured);
    }
    const rows = table(rounds);
    print(mode.name, rows);
    modes.push({ mode: mode.name, env: mode.env, table: rows, rounds });
    await stopServer(server);
  }
  saveResults(
    'api-ceiling',
    {
      database: PGLITE ? 'pglite' : 'postgres',
      server: 'production build (apps/api/dist), NODE_ENV=production, demo data',
      connections: CONNECTIONS,
      requestHeaders: ASKED,
      seconds: DURATION,
      warmupSeconds: WARMUP,
      rounds: ROUNDS,
      aggregation: 'requests/s, share of bare and p50: median of rounds; p99: worst round',
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: os.loadavg()[0],
      reads: reads.map(({ name, path: pathname, method, body }) => ({
        name,
        method: method ?? 'GET',
        path: pathname,
        body,
      })),
      modes,
    },
    { print: false },
  );
} finally {
  await cleanUp();
}
if (failures.length > 0) {
  console.error(`\n${failures.length} load(s) FAILED; their figures are not valid:\n${failures.join('\n')}`);
  process.exit(1);
}
