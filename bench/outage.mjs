// A database outage under traffic: the production build on PostgreSQL serves sign-ins (a transaction each) and
// uncached event lists from 40 concurrent clients; after 5 s every backend of its database is terminated again
// and again for 20 s (what the attack review did). Measures whether the process lives, how each phase was
// answered, and how long after the outage the first successful answers of both kinds come.
// Usage: node bench/outage.mjs  (OUTAGE_SECONDS, default 20). Figures go to bench/README.md by hand.
import { ensureBuilt } from '../scripts/build.mjs';
import { base, createBenchDatabase, dropBenchDatabase, saveResults, sql, startServer, stopServer } from './lib.mjs';

const OUTAGE_SECONDS = Number(process.env.OUTAGE_SECONDS ?? 20);
const CLIENTS = 40;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

await ensureBuilt();
await createBenchDatabase();
const server = await startServer({
  DEMO_SEED: 'true',
  DEMO_ADMIN_PASSWORD: 'Bench#2026pass',
  SESSION_MAX_DEVICES: '100',
  EVENT_CACHE_SECONDS: '0',
});
let alive = true;
server.on('exit', () => (alive = false));
const phases = { before: {}, during: {}, after: {} };
let phase = 'before';
let stop = false;
const firstOk = { signIn: null, list: null };
let outageEnded = 0;

const calls = {
  signIn: () =>
    fetch(`${base}/api/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'device-token': crypto.randomUUID() },
      body: JSON.stringify({ email: 'admin@sfc.example', password: 'Bench#2026pass' }),
      signal: AbortSignal.timeout(15_000),
    }),
  list: () =>
    fetch(`${base}/api/v1/events/search/all`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(15_000),
    }),
};

async function client(kind) {
  while (!stop) {
    let status;
    try {
      const response = await calls[kind]();
      await response.arrayBuffer();
      status = String(response.status);
      // The device limit (400) is a sign-in that reached the database and answered.
      if (phase === 'after' && firstOk[kind] === null && (status === '200' || status === '400'))
        firstOk[kind] = Date.now() - outageEnded;
    } catch (error) {
      status = error.name === 'TimeoutError' ? 'timeout' : 'connection error';
      await pause(50);
    }
    phases[phase][status] = (phases[phase][status] ?? 0) + 1;
  }
}

try {
  const clients = Array.from({ length: CLIENTS }, (_, i) => client(i % 4 === 0 ? 'signIn' : 'list'));
  await pause(5000);
  phase = 'during';
  const ends = Date.now() + OUTAGE_SECONDS * 1000;
  while (Date.now() < ends) {
    await sql(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = 'ringside_bench' and pid <> pg_backend_pid()`,
      [],
      adminUrl,
    );
    await pause(100);
  }
  phase = 'after';
  outageEnded = Date.now();
  await pause(10_000);
  stop = true;
  await Promise.all(clients);
  saveResults('outage', {
    outageSeconds: OUTAGE_SECONDS,
    clients: CLIENTS,
    processAlive: alive,
    answersByStatus: phases,
    msToFirstSuccessAfter: firstOk,
  });
} finally {
  if (alive) await stopServer(server);
  await dropBenchDatabase();
}
