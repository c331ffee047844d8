// Load benchmark for identity: profile reads and sign-ins against the production build on PostgreSQL.
// Usage: node bench/identity.mjs  (BENCH_DATABASE_URL defaults to the local server's `postgres` database;
// a database named ringside_bench is created and dropped). Figures go to bench/README.md by hand.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hash, verify } from '@node-rs/argon2';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureBuilt } from '../scripts/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: '/ringside_bench' }).toString();
const port = Number(process.env.BENCH_PORT ?? 3900);
const base = `http://127.0.0.1:${port}`;
const PASSWORD = 'Bench#2026pass';
const ACCOUNTS = 200;
const DURATION = Number(process.env.BENCH_SECONDS ?? 15);

async function sql(url, text, params) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}

async function startServer(extraEnv = {}) {
  const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      ...extraEnv,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGN_IN_PER_IP: '100000000',
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '100000000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => chunk.toString().includes('running at') && resolve());
    server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return server;
}

function summary(name, result) {
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

async function argon2Cost() {
  const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
  const stored = await hash(PASSWORD, options);
  const rounds = 40;
  const started = process.hrtime.bigint();
  for (let i = 0; i < rounds; i += 1) await verify(stored, PASSWORD);
  const ms = Number(process.hrtime.bigint() - started) / 1e6 / rounds;
  return { msPerVerify: Math.round(ms * 10) / 10, ceilingPerSecond: Math.round((os.cpus().length * 1000) / ms) };
}

await ensureBuilt();
await sql(adminUrl, 'drop database if exists ringside_bench with (force)');
await sql(adminUrl, 'create database ringside_bench');
let server = await startServer();
try {
  const passwordHash = await hash(PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const accounts = [];
  for (let i = 0; i < ACCOUNTS; i += 1) {
    const { rows } = await sql(
      databaseUrl,
      `insert into customers (customer_type, registration_purpose, first_name, last_name, email, email_verified, password_hash, verified_at)
       values ('INDIVIDUAL', 'FAN', 'Bench', $1, $2, true, $3, now()) returning id`,
      [`Fan${i}`, `bench${i}@example.com`, passwordHash],
    );
    accounts.push({ id: rows[0].id, email: `bench${i}@example.com`, deviceToken: randomUUID() });
  }

  // Profile read: one signed-in customer reading their profile.
  const reader = accounts[0];
  const login = await fetch(`${base}/api/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'device-token': reader.deviceToken },
    body: JSON.stringify({ email: reader.email, password: PASSWORD }),
  }).then((response) => response.json());
  // Each measurement follows 3 unmeasured seconds, so the JIT and the connection pools are warm.
  const readProfile = async () => {
    const options = {
      url: `${base}/api/v1/customers/${reader.id}`,
      connections: 50,
      headers: { 'x-xsrf-token': login.data.token, 'device-token': reader.deviceToken },
    };
    await autocannon({ ...options, duration: 3 });
    return autocannon({ ...options, duration: DURATION });
  };
  const profile = await readProfile();
  // The same read with the session and profile cache off: every request goes to PostgreSQL twice.
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  server = await startServer({ SESSION_CACHE_SECONDS: '0' });
  const profileUncached = await readProfile();

  // Sign-in: each request a different account (and that account's own device).
  let next = 0;
  const signIn = await autocannon({
    url: `${base}/api/v1/auth`,
    connections: 50,
    duration: DURATION,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const account = accounts[next++ % accounts.length];
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'device-token': account.deviceToken },
            body: JSON.stringify({ email: account.email, password: PASSWORD }),
          };
        },
      },
    ],
  });

  const results = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
    profileRead: summary('GET /customers/{id}', profile),
    profileReadWithoutCache: summary('GET /customers/{id}, SESSION_CACHE_SECONDS=0', profileUncached),
    signIn: summary('POST /auth', signIn),
    argon2: await argon2Cost(),
  };
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/identity.json'), JSON.stringify(results, null, 2));
  console.log(JSON.stringify(results, null, 2));
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  await sql(adminUrl, 'drop database if exists ringside_bench with (force)');
}
