// Load benchmark for identity: profile reads and sign-ins against the production build on PostgreSQL.
// Usage: node bench/identity.mjs  (BENCH_DATABASE_URL defaults to the local server's `postgres` database;
// a database named ringside_bench is created and dropped). Figures go to bench/README.md by hand.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { ensureBuilt } from '../scripts/build.mjs';
import {
  DURATION,
  base,
  createBenchDatabase,
  dropBenchDatabase,
  sql,
  startServer,
  stopServer,
  measure,
  saveResults,
  summary,
} from './lib.mjs';

const PASSWORD = 'Bench#2026pass';
const ACCOUNTS = 200;

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
await createBenchDatabase();
let server = await startServer();
try {
  const passwordHash = await hash(PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const accounts = [];
  for (let i = 0; i < ACCOUNTS; i += 1) {
    const { rows } = await sql(
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
  const readProfile = () =>
    measure({
      url: `${base}/api/v1/customers/${reader.id}`,
      headers: { 'x-xsrf-token': login.data.token, 'device-token': reader.deviceToken },
    });
  const profile = await readProfile();
  // The same read with the session and profile cache off: every request goes to PostgreSQL twice.
  await stopServer(server);
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

  saveResults('identity', {
    profileRead: summary('GET /customers/{id}', profile),
    profileReadWithoutCache: summary('GET /customers/{id}, SESSION_CACHE_SECONDS=0', profileUncached),
    signIn: summary('POST /auth', signIn),
    argon2: await argon2Cost(),
  });
} finally {
  await stopServer(server);
  await dropBenchDatabase();
}
