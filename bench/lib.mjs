// What every benchmark shares: a throw-away database on the local PostgreSQL, the production build started on
// it, and the summary of an autocannon run.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const databaseUrl = Object.assign(new URL(adminUrl), { pathname: '/ringside_bench' }).toString();
const port = Number(process.env.BENCH_PORT ?? 3900);
export const base = `http://127.0.0.1:${port}`;
export const DURATION = Number(process.env.BENCH_SECONDS ?? 15);

export async function sql(text, params, url = databaseUrl) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}

export async function createBenchDatabase() {
  await sql('drop database if exists ringside_bench with (force)', [], adminUrl);
  await sql('create database ringside_bench', [], adminUrl);
}

export async function dropBenchDatabase() {
  await sql('drop database if exists ringside_bench with (force)', [], adminUrl);
}

/** The production build on the bench database; resolves once it listens. */
export async function startServer(extraEnv = {}) {
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

export async function stopServer(server) {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
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

/** Writes `bench/results/<name>.json` with the date and the machine, and prints it. */
export function saveResults(name, figures) {
  const results = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
    ...figures,
  };
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, `bench/results/${name}.json`), JSON.stringify(results, null, 2));
  console.log(JSON.stringify(results, null, 2));
}
