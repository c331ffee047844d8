// Fight night: nginx in front of two `api` instances, a `worker` and an `ingest`, on PostgreSQL, Redis and an S3
// stand-in (s3rver); an encoder pushes a live stream; viewers, each with their own session and device, fetch their
// playlist and a segment every 4 s, like players, while fans sign in and buy the live pass; halfway, one `api`
// instance is killed with SIGKILL. Usage: node bench/fight-night.mjs (BENCH_VIEWERS, BENCH_SECONDS; see
// bench/README.md). Needs ffmpeg, nginx and Redis. Figures go to bench/README.md by hand.
import { spawn, execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import S3rver from 's3rver';
import { ensureBuilt } from '../scripts/build.mjs';
import {
  createDatabase,
  dropDatabase,
  freePort,
  pushLive,
  root,
  saveResults,
  sleep,
  sql,
  startApp,
  stopServer,
  waitForQuiet,
} from './lib.mjs';

const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 120);
const PER_MINUTE = Number(process.env.BENCH_BUYERS_PER_MINUTE ?? 50);
const PLAYER_SECONDS = 4;
/** The rendition players fetch: the ladder's lowest (a phone on a slow connection; and fewer bytes for the load generator). */
const RENDITION = process.env.BENCH_RENDITION ?? '240p';
const DATABASE = 'ringside_bench_fight';
const PASSWORD = 'Bench@2026';
const EDGE_SECRET = randomBytes(16).toString('hex');

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? null;

/** deploy/nginx.conf as an operator fills it in: these instances, this port, this folder, this secret. */
function nginxConfig(ports, listen, dir) {
  const servers = ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n');
  return readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
    .replace(/( {4}server 127\.0\.0\.1:\d+ .*\n)+/, `${servers}\n`)
    .replace('listen 80;', `listen 127.0.0.1:${listen} backlog=4096;`)
    .replaceAll('CHANGE-ME-EDGE-SECRET', EDGE_SECRET)
    .replace('pid /run/nginx-ringside.pid;', `pid ${dir}/nginx.pid;`)
    .replaceAll('/var/log/nginx/', `${dir}/`)
    .replace('/var/cache/nginx/ringside', `${dir}/cache`);
}

/** CPU ticks and resident memory (kB) of each process: an instance, or every process of a name (PostgreSQL's backends). */
function sample(pids) {
  const byPid = new Map();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      byPid.set(pid, { ticks: Number(stat[11]) + Number(stat[12]), rssKb });
    } catch {
      // Gone (the killed instance, a closed backend).
    }
  }
  return byPid;
}

/**
 * CPU seconds used between two samples (by the processes alive at the second; a process that ended in between, as the
 * killed instance's backends, is not counted) and the memory at the second.
 */
function used(before, after) {
  let ticks = 0;
  let rssKb = 0;
  for (const [pid, now] of after) {
    ticks += now.ticks - (before.get(pid)?.ticks ?? 0);
    rssKb += now.rssKb;
  }
  return { cpuSeconds: Math.round(ticks / 10) / 10, rssMb: Math.round(rssKb / 1024) };
}
const pidsOf = (name) => {
  try {
    return execFileSync('pgrep', ['-x', name]).toString().trim().split('\n').map(Number);
  } catch {
    return [];
  }
};

/** Players' GETs through one keep-alive agent (cheaper than fetch for thousands of them): time to first byte and to the end. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
function get(url, headers = {}) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      const firstByteMs = performance.now() - started;
      const chunks = [];
      const playlist = String(response.headers['content-type'] ?? '').includes('mpegurl');
      response.on('data', (chunk) => playlist && chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          text: Buffer.concat(chunks).toString(),
          firstByteMs,
          totalMs: performance.now() - started,
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function call(base, method, url, { headers = {}, body } = {}) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? (method === 'GET' ? undefined : '{}') : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text, headers: response.headers };
}

async function signIn(base, email, password = PASSWORD) {
  const device = randomUUID();
  const reply = await call(base, 'POST', '/api/v1/auth', {
    headers: { 'device-token': device },
    body: { email, password },
  });
  if (reply.status !== 200) throw new Error(`sign-in ${email}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return { 'device-token': device, 'x-xsrf-token': reply.body.data.token };
}

/** A session's headers, without what the bench keeps beside them (the viewer's manifest). */
const headersOf = ({ manifest: _, ...headers }) => headers;

const loadAtStart = await waitForQuiet();
await ensureBuilt();
const work = mkdtempSync(path.join(os.tmpdir(), 'ringside-fight-'));
chmodSync(work, 0o777);
const databaseUrl = await createDatabase(DATABASE);
const s3 = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: path.join(work, 'bucket'),
  configureBuckets: [{ name: 'ringside', configs: [] }],
});
const { port: s3Port } = await s3.run();
const rtmpPort = await freePort();
const shared = {
  REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
  REDIS_PREFIX: `bench-${randomBytes(4).toString('hex')}`,
  STORAGE: 's3',
  S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  S3_BUCKET: 'ringside',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  EDGE_SECRET,
  LIVE_RTMP_PORT: String(rtmpPort),
  TRANSCODE_PRESET: 'ultrafast',
  PAYMENT_SANDBOX: 'true',
  LOG_LEVEL: 'error',
  TRUST_PROXY: 'true',
  DATABASE_POOL_SIZE: '8',
};
const dataDir = path.join(work, 'data');
const processes = {};
let nginx;
let encoder;
try {
  // The first api instance seeds the demo (the event, the admin); the others start once it has.
  const ports = { api1: await freePort(), api2: await freePort(), worker: await freePort(), ingest: await freePort() };
  const start = (name, roles, env = {}) =>
    startApp({
      port: ports[name],
      databaseUrl,
      dataDir,
      env: { ...shared, ROLES: roles, DEMO_SEED: 'false', ...env },
    }).then((child) => (processes[name] = child));
  await start('api1', 'api', { DEMO_SEED: 'true' });
  await Promise.all([start('api2', 'api'), start('worker', 'worker'), start('ingest', 'ingest')]);
  const listen = await freePort();
  writeFileSync(path.join(work, 'nginx.conf'), nginxConfig([ports.api1, ports.api2], listen, work));
  nginx = spawn('/usr/sbin/nginx', ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  const edge = `http://127.0.0.1:${listen}`;
  for (
    let i = 0;
    i < 50 && (await call(edge, 'GET', '/api/v1/health').catch(() => ({ status: 0 }))).status !== 200;
    i += 1
  )
    await sleep(200);

  // The event, its stream (paid) and its live pass.
  const staff = await signIn(edge, 'admin@sfc.example', 'Summit@2026');
  const events = await call(edge, 'POST', '/api/v1/events/search/all', { body: {} });
  const event =
    events.body.data.items.find((item) => item.name === 'SFC 3: Kathmandu Showdown') ?? events.body.data.items[0];
  // The demo's live pass for the event, or a new one.
  const { rows: products } = await sql(
    `insert into products (product_type, content_id, name, amount) values ('LIVE_EVENT', $1, 'Live pass', 99900)
     on conflict (product_type, content_id) do update set active = true returning id, amount`,
    [event.id],
    databaseUrl,
  );
  const liveProduct = { id: products[0].id, amount: products[0].amount };
  const key = await call(edge, 'POST', `/api/v1/live/admin/${event.id}/key`, { headers: headersOf(staff) });
  const streamKey = key.body.data.streamKey;

  // Viewers and buyers: accounts written straight into the table (one password hash), viewers granted the stream.
  const passwordHash = await hash(PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const buyers = Math.ceil((PER_MINUTE * SECONDS) / 60) + 5;
  const { rows: accounts } = await sql(
    `insert into customers (customer_type, registration_purpose, first_name, last_name, email, email_verified, password_hash, verified_at)
     select 'INDIVIDUAL', 'FAN', 'Fan', 'No' || n, 'fight' || n || '@example.com', true, $1, now() from generate_series(1, $2) n
     returning id, email`,
    [passwordHash, VIEWERS + buyers],
    databaseUrl,
  );
  const viewerAccounts = accounts.slice(0, VIEWERS);
  const buyerAccounts = accounts.slice(VIEWERS);
  await sql(
    `insert into access_grants (customer_id, content_type, content_id, source) select unnest($1::uuid[]), 'LIVE_EVENT', $2, 'STAFF'`,
    [viewerAccounts.map((account) => account.id), event.id],
    databaseUrl,
  );

  // The encoder: 360p, as a promotion's backup feed; the ingest transcodes it into 240p and 360p.
  encoder = pushLive(`rtmp://127.0.0.1:${rtmpPort}/live/${streamKey}`, { size: '640x360', bitrate: '800k' });

  // Every viewer signs in (their own session and device) and starts playback once the stream plays.
  console.log(`signing in ${VIEWERS} viewers`);
  const viewers = [];
  for (let i = 0; i < viewerAccounts.length; i += 20)
    viewers.push(...(await Promise.all(viewerAccounts.slice(i, i + 20).map((account) => signIn(edge, account.email)))));
  let manifest;
  for (let i = 0; i < 120 && !manifest; i += 1) {
    const reply = await call(edge, 'POST', `/api/v1/live/${event.id}/playback`, { headers: headersOf(viewers[0]) });
    if (reply.status === 200) manifest = reply.body.data.manifestUrl;
    else await sleep(500);
  }
  if (!manifest) throw new Error('the live stream never played');
  console.log('playing; starting every viewer');
  for (let i = 0; i < viewers.length; i += 50)
    await Promise.all(
      viewers.slice(i, i + 50).map(async (viewer) => {
        const reply = await call(edge, 'POST', `/api/v1/live/${event.id}/playback`, { headers: headersOf(viewer) });
        viewer.manifest = reply.body.data.manifestUrl;
      }),
    );

  // The night: players every 4 s, buyers alongside, one api instance killed halfway.
  // What each part uses: every instance, and every process of nginx, PostgreSQL, Redis, ffmpeg, and this load.
  const parts = () => ({
    ...Object.fromEntries(Object.entries(processes).map(([name, child]) => [name, [child.pid]])),
    nginx: pidsOf('nginx'),
    postgres: pidsOf('postgres'),
    redis: pidsOf('redis-server'),
    ffmpeg: pidsOf('ffmpeg'),
    bench: [process.pid],
  });
  const before = Object.fromEntries(Object.entries(parts()).map(([name, pids]) => [name, sample(pids)]));
  const segmentTimes = [];
  const firstBytes = [];
  const failures = [];
  // When failures happen (seconds into the night, in 5 s steps): at the kill, or spread over an overload.
  const failedAt = new Map();
  const failed = (list, error) => {
    list.push(String(error.message ?? error));
    const at = Math.floor((Date.now() - startedAt) / 5000) * 5;
    failedAt.set(at, (failedAt.get(at) ?? 0) + 1);
  };
  const misses = new Map();
  let edgeHits = 0;
  let segmentsFetched = 0;
  const startedAt = Date.now();
  const endAt = startedAt + SECONDS * 1000;
  const player = async (viewer) => {
    await sleep(Math.random() * PLAYER_SECONDS * 1000);
    while (Date.now() < endAt) {
      const next = Date.now() + PLAYER_SECONDS * 1000;
      try {
        const list = await get(
          `${edge}${viewer.manifest.replace('master.m3u8', `${RENDITION}/index.m3u8`)}`,
          headersOf(viewer),
        );
        if (list.status !== 200) throw new Error(`playlist ${list.status}`);
        const link = list.text
          .split('\n')
          .filter((line) => line.startsWith('/api/v1/edge/'))
          .at(-1);
        if (link) {
          const segment = await get(`${edge}${link}`);
          if (segment.status !== 200) throw new Error(`segment ${segment.status}`);
          firstBytes.push(segment.firstByteMs);
          segmentTimes.push(segment.totalMs);
          segmentsFetched += 1;
          const status = segment.headers['x-cache-status'];
          if (status === 'HIT' || status === 'UPDATING' || status === 'STALE') edgeHits += 1;
          else {
            const pathOnly = link.split('?')[0];
            misses.set(pathOnly, (misses.get(pathOnly) ?? 0) + 1);
          }
        }
      } catch (error) {
        failed(failures, error);
      }
      await sleep(Math.max(0, next - Date.now()));
    }
  };
  const purchases = [];
  const purchaseFailures = [];
  // A buyer every 60 / PER_MINUTE s, each on its own (a slow one does not hold the next back).
  const buyOnce = async (account) => {
    try {
      const headers = headersOf(await signIn(edge, account.email));
      const started = await call(edge, 'POST', '/api/v1/purchases/initiate', {
        headers,
        body: { productId: liveProduct.id, productType: 'LIVE_EVENT', amount: liveProduct.amount, method: 'SANDBOX' },
      });
      const referenceId = started.body.data.referenceId;
      const decided = await call(edge, 'POST', `/api/v1/payments/sandbox/${referenceId}/decide`, {
        headers,
        body: { approve: true },
      });
      const params = Object.fromEntries(new URL(decided.body.data.returnUrl).searchParams);
      const paid = await call(edge, 'POST', '/api/v1/payments/confirm-payment', {
        headers,
        body: { method: 'SANDBOX', referenceId, params },
      });
      purchases.push({ referenceId, status: paid.body.data?.status ?? paid.status });
    } catch (error) {
      failed(purchaseFailures, error);
    }
  };
  const buyer = async () => {
    const bought = [];
    for (let i = 0; Date.now() < endAt && i < buyerAccounts.length; i += 1) {
      bought.push(buyOnce(buyerAccounts[i]));
      await sleep(60_000 / PER_MINUTE);
    }
    await Promise.all(bought);
  };
  const killer = (async () => {
    await sleep((SECONDS * 1000) / 2);
    killedUsage = sample([processes.api2.pid]);
    processes.api2.kill('SIGKILL');
    console.log('api2 killed (SIGKILL)');
  })();
  let staffViewers = null;
  /** The killed instance's use until it was killed. */
  let killedUsage;
  const counter = (async () => {
    await sleep(SECONDS * 1000 - 10_000);
    const view = await call(edge, 'GET', `/api/v1/live/admin/${event.id}`, { headers: headersOf(staff) });
    staffViewers = view.body.data?.viewers ?? null;
  })();
  await Promise.all([...viewers.map(player), buyer(), killer, counter]);
  const after = Object.fromEntries(Object.entries(parts()).map(([name, pids]) => [name, sample(pids)]));
  if (killedUsage) after.api2 = killedUsage;

  // Grants: exactly one per paid purchase.
  const { rows: granted } = await sql(
    `select p.reference_id, p.status, count(g.id)::int as grants from purchases p left join access_grants g on g.purchase_id = p.id
     where p.product_id = $1 group by p.reference_id, p.status`,
    [liveProduct.id],
    databaseUrl,
  );
  const paid = granted.filter((row) => row.status === 'PAID');
  const sorted = segmentTimes.sort((a, b) => a - b);
  const firstSorted = firstBytes.sort((a, b) => a - b);
  const figures = {
    viewers: VIEWERS,
    seconds: SECONDS,
    loadAverageAtStart: loadAtStart,
    segments: {
      fetched: segmentsFetched,
      rendition: RENDITION,
      firstByteP50Ms: Math.round(percentile(firstSorted, 50) ?? 0),
      firstByteP99Ms: Math.round(percentile(firstSorted, 99) ?? 0),
      wholeP50Ms: Math.round(percentile(sorted, 50) ?? 0),
      wholeP99Ms: Math.round(percentile(sorted, 99) ?? 0),
      servedByEdge: edgeHits,
      fromOrigin: [...misses.values()].reduce((a, b) => a + b, 0),
      distinctSegments: misses.size,
      mostOriginFetchesOfOneSegment: Math.max(0, ...misses.values()),
    },
    failedViewerRequests: failures.length,
    failureSamples: [...new Set(failures)].slice(0, 5),
    purchases: {
      attempted: purchases.length + purchaseFailures.length,
      paid: paid.length,
      withExactlyOneGrant: paid.filter((row) => row.grants === 1).length,
      failed: purchaseFailures.length,
      failureSamples: [...new Set(purchaseFailures)].slice(0, 3),
    },
    failuresBySecond: Object.fromEntries([...failedAt].sort((a, b) => a[0] - b[0])),
    nginxErrors: errorsOf(path.join(work, 'ringside-error.log')),
    staffViewerCount: staffViewers,
    processes: Object.fromEntries(Object.keys(after).map((name) => [name, used(before[name], after[name])])),
  };
  saveResults('fight-night', figures);
} finally {
  encoder?.kill('SIGINT');
  nginx?.kill('SIGTERM');
  for (const child of Object.values(processes)) await stopServer(child).catch(() => undefined);
  await s3.close().catch(() => undefined);
  await dropDatabase(DATABASE).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}

/** nginx's error log, by message (times, addresses and requests left out), the most frequent first. */
function errorsOf(file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return {};
  }
  const counts = new Map();
  for (const line of text.split('\n').filter(Boolean)) {
    const message = line
      .replace(/^\S+ \S+ \[(\w+)\] \d+#\d+: (\*\d+ )?/, '$1: ')
      .replace(/, client: .*$/, '')
      .replace(/\d+\.\d+\.\d+\.\d+:\d+/g, 'ADDR');
    counts.set(message, (counts.get(message) ?? 0) + 1);
  }
  return Object.fromEntries([...counts].sort((a, b) => b[1] - a[1]).slice(0, 8));
}
