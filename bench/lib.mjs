// What every benchmark shares: throw-away databases on the local PostgreSQL, the app started on them (production
// build or sources, PostgreSQL or embedded PGlite), a bare Fastify to compare with, the wait for a quiet machine,
// autocannon runs with every response's time, and the results file.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { register } from 'tsx/esm/api';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The checkout whose app is started: this one, or another built one (BENCH_APP_ROOT, e.g. a git worktree of an
 * older commit) to measure a "before" beside the "after" with the same bench.
 */
const appRoot = process.env.BENCH_APP_ROOT ? path.resolve(process.env.BENCH_APP_ROOT) : root;
export const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The address of database `name` on the bench's PostgreSQL server. */
export const databaseUrlOf = (name) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
export const databaseUrl = databaseUrlOf('ringside_bench');
const port = Number(process.env.BENCH_PORT ?? 3900);
export const base = `http://127.0.0.1:${port}`;
export const DURATION = Number(process.env.BENCH_SECONDS ?? 15);
/** Above this 1-minute load average (two cores shared with others), waitForQuiet waits. */
export const MAX_LOAD = Number(process.env.BENCH_MAX_LOAD ?? 1.5);
const SESSION_SECRET = 'bench-secret-bench-secret-bench-secret-0001';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function sql(text, params, url = databaseUrl) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}

export async function createDatabase(name) {
  await sql(`drop database if exists ${name} with (force)`, [], adminUrl);
  await sql(`create database ${name}`, [], adminUrl);
  return databaseUrlOf(name);
}

export async function dropDatabase(name) {
  await sql(`drop database if exists ${name} with (force)`, [], adminUrl);
}

export const createBenchDatabase = () => createDatabase('ringside_bench');
export const dropBenchDatabase = () => dropDatabase('ringside_bench');

let tsx;
/**
 * A module of the app loaded from its TypeScript sources by tsx, e.g. importApp('apps/api/src/db/client.ts').
 * The loader is scoped to these imports: the rest of the process (a Vite build, say) is left alone.
 */
export function importApp(relativePath) {
  tsx ??= register({ namespace: 'ringside-bench' });
  return tsx.import(pathToFileURL(path.join(root, relativePath)).href, import.meta.url);
}

/**
 * Others share the two cores: resolves once the 1-minute load average is below MAX_LOAD (waits up to 20 min).
 * Checked once, before anything runs: a benchmark's own load keeps the average above it afterwards.
 */
export async function waitForQuiet(maxLoad = MAX_LOAD) {
  for (let waited = 0; ; waited += 30) {
    const load = os.loadavg()[0];
    if (load < maxLoad) {
      console.log(`load average ${load.toFixed(2)}, starting`);
      return Math.round(load * 100) / 100;
    }
    if (waited >= 1200) throw new Error(`load average still ${load.toFixed(2)} after 20 minutes; try later`);
    console.log(`load average ${load.toFixed(2)} >= ${maxLoad}, waiting 30 s`);
    await sleep(30_000);
  }
}

/** A TCP port nobody listens on now. */
export async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port: free } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

/** Resolves once the process prints `ready` on its stdout; rejects if it exits first. */
function listening(child, ready) {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      if (output.length < 20_000) output += chunk.toString();
      if (output.includes(ready)) resolve(child);
    });
    child.on('exit', (code) =>
      reject(new Error(`${path.basename(child.spawnargs.at(-1))} exited with ${code}\n${output.slice(-2000)}`)),
    );
  });
}

/**
 * The app with NODE_ENV=production on `port`; resolves once it listens. On PostgreSQL when `databaseUrl` is given
 * (DATA_DIR, for media, is `dataDir` if given), else on embedded PGlite in `dataDir` (DATABASE_URL removed from the
 * environment). The production build (apps/api/dist; call ensureBuilt first), or the TypeScript sources under tsx
 * with `fromSources`. `env` adds or overrides variables (DEMO_SEED, the *_CACHE_SECONDS...).
 */
export async function startApp({ port: listenPort, databaseUrl: url, dataDir, env = {}, fromSources = false }) {
  if (!url && !dataDir) throw new Error('startApp: give databaseUrl (PostgreSQL) or dataDir (PGlite)');
  const environment = {
    ...process.env,
    RATE_LIMIT_SIGN_IN_PER_IP: '100000000',
    RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '100000000',
    ...env,
    NODE_ENV: 'production',
    PORT: String(listenPort),
    SESSION_SECRET,
    LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
  };
  delete environment.DATABASE_URL;
  if (url) environment.DATABASE_URL = url;
  if (dataDir) environment.DATA_DIR = dataDir;
  // BENCH_NODE_ARGS: options for the server's node, such as `--cpu-prof --cpu-prof-dir=/tmp/prof` for a profile.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const args = fromSources
    ? [...nodeArgs, '--import', 'tsx', path.join(appRoot, 'apps/api/src/server.ts')]
    : [...nodeArgs, path.join(appRoot, 'apps/api/dist/server.js')];
  const server = spawn(process.execPath, args, {
    cwd: appRoot,
    env: environment,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return listening(server, 'running at');
}

/** The production build on the bench database (`ringside_bench`, BENCH_PORT); resolves once it listens. */
export function startServer(extraEnv = {}) {
  return startApp({ port, databaseUrl, env: extraEnv });
}

/** A bare Fastify answering GET / with {"hello":"world"} on `port`, in a process of its own: the ceiling. */
export function startHello(helloPort) {
  const hello = spawn(process.execPath, [path.join(root, 'bench/hello-server.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(helloPort) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return listening(hello, 'running at');
}

export async function stopServer(server) {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

export function summary(name, result) {
  const { latency, requests, non2xx, errors } = result;
  return {
    name,
    connections: result.connections,
    seconds: result.duration,
    requestsPerSecond: Math.round(requests.average),
    latencyMs: { p50: latency.p50, p90: latency.p90, p99: latency.p99, max: latency.max },
    non2xx,
    errors,
  };
}

/** An autocannon load of 50 connections, measured after 3 unmeasured seconds (warm JIT and connection pools). */
export async function measure(options) {
  const full = { url: base, connections: 50, ...options };
  await autocannon({ ...full, duration: 3 });
  return autocannon({ ...full, duration: DURATION });
}

/** The p-th percentile of ascending numbers (nearest rank); null for none. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const tenth = (ms) => (ms === null ? null : Math.round(ms * 10) / 10);

/** p50, p90, p95, p99 and max of response times in ms (to 0.1 ms). */
export function latencyOf(times) {
  const sorted = Float64Array.from(times).sort();
  return {
    p50: tenth(percentile(sorted, 50)),
    p90: tenth(percentile(sorted, 90)),
    p95: tenth(percentile(sorted, 95)),
    p99: tenth(percentile(sorted, 99)),
    max: tenth(sorted.length ? sorted[sorted.length - 1] : null),
  };
}

/**
 * One autocannon load (50 connections unless `options.connections`), after `warmup` unmeasured seconds, measured for
 * `seconds`; latencies from every response's own time, not autocannon's whole-millisecond histogram. With `kindOf`
 * (given autocannon's client of each response), the responses are also grouped by kind: a request's kind can be put
 * in its context by setupRequest (`context.kind = ...`) and read back as `client.requestIterator.context.kind`.
 */
export async function run(options, { warmup = 3, seconds = DURATION, kindOf } = {}) {
  const full = { connections: 50, ...options };
  if (warmup > 0) await autocannon({ ...full, duration: warmup });
  const times = [];
  const kinds = new Map();
  const instance = autocannon({ ...full, duration: seconds });
  instance.on('response', (client, status, _bytes, ms) => {
    times.push(ms);
    if (!kindOf) return;
    const kind = kindOf(client);
    if (!kinds.has(kind)) kinds.set(kind, { times: [], non2xx: 0 });
    const entry = kinds.get(kind);
    entry.times.push(ms);
    if (status < 200 || status > 299) entry.non2xx += 1;
  });
  const result = await instance;
  const figures = {
    connections: full.connections,
    seconds,
    requests: times.length,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: latencyOf(times),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
  };
  if (kindOf)
    figures.byKind = Object.fromEntries(
      [...kinds].map(([kind, entry]) => [
        kind,
        {
          requests: entry.times.length,
          requestsPerSecond: Math.round(entry.times.length / seconds),
          latencyMs: latencyOf(entry.times),
          non2xx: entry.non2xx,
        },
      ]),
    );
  return figures;
}

/** The median of numbers (the mean of the middle two for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Writes `bench/results/<name>.json` with the date and the machine, and prints it. */
export function saveResults(name, figures, { print = true } = {}) {
  const results = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
    ...figures,
  };
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, `bench/results/${name}.json`), JSON.stringify(results, null, 2));
  if (print) console.log(JSON.stringify(results, null, 2));
}

/**
 * An encoder pushing a generated picture and tone to `url` (rtmp://...) at the pace it would be filmed, for as long
 * as the benchmark needs: `size` 1280x720 at 2,500 kb/s unless said.
 */
export function pushLive(url, { size = '1280x720', bitrate = '2500k' } = {}) {
  return spawn('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-re'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25`],
    ...['-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=44100'],
    ...['-vf', 'format=yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '50', '-b:v', bitrate],
    ...['-c:a', 'aac', '-f', 'flv', url],
  ]);
}
