// Overload: a crowd of 1,000 and 2,000 connections on the uncached profile read (every request reads the
// session and the profile from PostgreSQL), with load shedding and the large listen backlog, and without them.
// Usage: node bench/overload.mjs  (BENCH_SECONDS, default 15). Figures go to bench/README.md by hand.
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { ensureBuilt } from '../scripts/build.mjs';
import {
  DURATION,
  base,
  createBenchDatabase,
  dropBenchDatabase,
  saveResults,
  sql,
  startServer,
  stopServer,
} from './lib.mjs';

const PASSWORD = 'Bench#2026pass';
const CROWDS = [1000, 2000];
const BURST = 3000;
// The load generator's own threads (autocannon workers): one thread alone tops out near the server's rate.
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const SETUPS = process.env.BENCH_SETUPS
  ? JSON.parse(process.env.BENCH_SETUPS)
  : {
      // What the review measured: no shedding, Node's default backlog of 511.
      unprotected: { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0', OVERLOAD_MAX_HEAP_MB: '100000', LISTEN_BACKLOG: '511' },
      protected: {},
    };

/** The kernel's count of connections dropped because a listen queue was full. */
function listenDrops() {
  const lines = readFileSync('/proc/net/netstat', 'utf8').split('\n');
  const header = lines.find((line) => line.startsWith('TcpExt:'))?.split(/\s+/) ?? [];
  const values = lines.filter((line) => line.startsWith('TcpExt:'))[1]?.split(/\s+/) ?? [];
  return Number(values[header.indexOf('ListenDrops')] ?? 0);
}

/**
 * A crowd arriving at once: `count` new connections opened together, each asking for the health answer.
 * Counts those answered, refused or reset, and not answered within 10 s.
 */
async function burst(count) {
  const { port } = new URL(base);
  const started = Date.now();
  const outcomes = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve) => {
          const socket = connect(Number(port), '127.0.0.1');
          const timer = setTimeout(() => (socket.destroy(), resolve({ outcome: 'timeout' })), 10_000);
          let text = '';
          socket.on('connect', () =>
            socket.write('GET /api/v1/health HTTP/1.1\r\nHost: bench\r\nConnection: close\r\n\r\n'),
          );
          socket.on('data', (chunk) => (text += chunk));
          socket.on('close', () => {
            clearTimeout(timer);
            resolve({ outcome: /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 'closed', ms: Date.now() - started });
          });
          socket.on('error', (error) => {
            clearTimeout(timer);
            resolve({ outcome: error.code ?? 'error' });
          });
        }),
    ),
  );
  const byOutcome = {};
  for (const { outcome } of outcomes) byOutcome[outcome] = (byOutcome[outcome] ?? 0) + 1;
  const times = outcomes
    .filter((o) => o.ms !== undefined)
    .map((o) => o.ms)
    .sort((a, b) => a - b);
  return { connections: count, byOutcome, msP50: times[Math.floor(times.length / 2)], msMax: times.at(-1) };
}

async function crowd(connections, headers) {
  const dropsBefore = listenDrops();
  const result = await autocannon({
    url: `${base}/api/v1/customers/${headers.id}`,
    headers: { 'x-xsrf-token': headers.token, 'device-token': headers.device },
    connections,
    duration: DURATION,
    timeout: 10,
    workers: WORKERS,
  });
  return {
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    ok: result['2xx'],
    shed503: result.statusCodeStats?.['503']?.count ?? 0,
    otherNon2xx: result.non2xx - (result.statusCodeStats?.['503']?.count ?? 0),
    timeouts: result.timeouts,
    errors: result.errors,
    listenDrops: listenDrops() - dropsBefore,
  };
}

await ensureBuilt();
const figures = {};
for (const [name, env] of Object.entries(SETUPS)) {
  await createBenchDatabase();
  const server = await startServer({ SESSION_CACHE_SECONDS: '0', ...env });
  try {
    const { rows } = await sql(
      `insert into customers (customer_type, registration_purpose, first_name, last_name, email, email_verified, password_hash, verified_at)
       values ('INDIVIDUAL', 'FAN', 'Bench', 'Crowd', 'crowd@example.com', true, $1, now()) returning id`,
      [await hash(PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 })],
    );
    const device = randomUUID();
    const login = await fetch(`${base}/api/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'device-token': device },
      body: JSON.stringify({ email: 'crowd@example.com', password: PASSWORD }),
    }).then((response) => response.json());
    const headers = { id: rows[0].id, token: login.data.token, device };
    // Warm the JIT and the pool, then let the process settle.
    await autocannon({
      url: `${base}/api/v1/customers/${headers.id}`,
      headers: { 'x-xsrf-token': headers.token, 'device-token': device },
      connections: 50,
      duration: 3,
    });
    figures[name] = { crowds: [] };
    for (const connections of CROWDS) {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      figures[name].crowds.push(await crowd(connections, headers));
    }
    // 3,000 more arrive at once while 2,000 are being served.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const dropsBefore = listenDrops();
    const [, arriving] = await Promise.all([
      crowd(2000, headers),
      new Promise((resolve) => setTimeout(resolve, 5000)).then(() => burst(BURST)),
    ]);
    figures[name].burstDuringCrowd = { ...arriving, listenDrops: listenDrops() - dropsBefore };
  } finally {
    await stopServer(server);
    await dropBenchDatabase();
  }
}
saveResults('overload', figures);
