// Overload: a crowd of 1,000 and 2,000 connections on the uncached profile read (every request reads the
// session and the profile from PostgreSQL), with load shedding and the large listen backlog, and without them.
// Usage: node bench/overload.mjs  (BENCH_SECONDS, default 15). Figures go to bench/README.md by hand.
import { readFileSync } from 'node:fs';
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
const SETUPS = {
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

async function crowd(connections, headers) {
  const dropsBefore = listenDrops();
  const result = await autocannon({
    url: `${base}/api/v1/customers/${headers.id}`,
    headers: { 'x-xsrf-token': headers.token, 'device-token': headers.device },
    connections,
    duration: DURATION,
    timeout: 10,
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
    figures[name] = [];
    for (const connections of CROWDS) {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      figures[name].push(await crowd(connections, headers));
    }
  } finally {
    await stopServer(server);
    await dropBenchDatabase();
  }
}
saveResults('overload', figures);
