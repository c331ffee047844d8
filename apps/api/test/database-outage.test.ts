import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type Server, type Socket, connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The server as a real process on PostgreSQL while the database goes away: at start (it waits) and under
 * traffic (its backends terminated again and again). It must stay up, answer 503 meanwhile, and recover.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const root = path.resolve(import.meta.dirname, '../../..');
const name = `ringside_outage_${process.pid}`;

async function admin(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** A TCP relay to PostgreSQL that can be absent (nothing listens), so the database looks unreachable. */
function relay(target: URL) {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  return {
    open: (port: number) =>
      new Promise<void>((resolve) => {
        server = createServer((socket) => {
          const upstream = connect(Number(target.port || 5432), target.hostname);
          // Either side closing closes the other, as a direct connection would.
          for (const [end, other] of [
            [socket, upstream],
            [upstream, socket],
          ] as const) {
            sockets.add(end);
            end.on('error', () => end.destroy());
            end.on('close', () => {
              sockets.delete(end);
              other.destroy();
            });
          }
          socket.pipe(upstream).pipe(socket);
        }).listen(port, '127.0.0.1', resolve);
      }),
    close: () => {
      for (const socket of sockets) socket.destroy();
      server?.close();
    },
  };
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe.skipIf(!adminUrl)('a PostgreSQL outage', () => {
  let server: ChildProcess;
  let output = '';
  let base = '';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ringside-outage-'));
  const database = relay(new URL(adminUrl ?? 'postgres://localhost'));

  beforeAll(async () => {
    await admin(`drop database if exists ${name} with (force)`);
    await admin(`create database ${name}`);
  });

  afterAll(async () => {
    server?.kill('SIGKILL');
    database.close();
    rmSync(dataDir, { recursive: true, force: true });
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('at start-up: the server waits for the database, backing off, and starts when it appears', async () => {
    const port = await freePort();
    const url = Object.assign(new URL(adminUrl as string), { port: String(port), pathname: `/${name}` });
    server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        DATA_DIR: dataDir,
        PORT: '0',
        LIVE_RTMP_PORT: '0',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        DEMO_SEED: 'true',
        EVENT_CACHE_SECONDS: '0',
        SESSION_CACHE_SECONDS: '0',
        RATE_LIMIT_SIGN_IN_PER_IP: '100000',
      },
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const said = () => `; the server said: ${output.slice(-2000)}`;
    await until(() => /not reachable yet \(ECONNREFUSED\); trying again in 1 s/.test(output), 20_000, said);
    expect(server.exitCode).toBeNull();
    await database.open(port);
    await until(() => /running at (http:\/\/localhost:\d+)/.test(output), 60_000, said);
    base = /running at (http:\/\/localhost:\d+)/.exec(output)?.[1] as string;
  }, 90_000);

  it('under traffic: no crash, 503 with Retry-After while it is gone, and service again once it is back', async () => {
    const statuses = {
      before: new Map<number, number>(),
      during: new Map<number, number>(),
      after: new Map<number, number>(),
    };
    let phase: keyof typeof statuses = 'before';
    let stop = false;
    let retryAfterMissing = 0;
    const signIn = () =>
      fetch(`${base}/api/v1/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'device-token': crypto.randomUUID() },
        body: JSON.stringify({ email: 'admin@sfc.example', password: 'Summit@2026' }),
        signal: AbortSignal.timeout(15_000),
      });
    const listEvents = () =>
      fetch(`${base}/api/v1/events/search/all`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(15_000),
      });
    // Sign-ins write a session in a transaction; event lists read.
    const worker = async (call: () => Promise<Response>) => {
      while (!stop) {
        const seen = statuses[phase];
        let response: Response;
        try {
          response = await call();
        } catch {
          seen.set(0, (seen.get(0) ?? 0) + 1); // no answer within 15 s, or the connection dropped
          continue;
        }
        await response.arrayBuffer();
        if (response.status === 503 && !response.headers.get('retry-after')) retryAfterMissing += 1;
        seen.set(response.status, (seen.get(response.status) ?? 0) + 1);
      }
    };
    const workers = [
      ...Array.from({ length: 4 }, () => worker(signIn)),
      ...Array.from({ length: 4 }, () => worker(listEvents)),
    ];
    await pause(1500);
    phase = 'during';
    const outageEnds = Date.now() + 6000;
    while (Date.now() < outageEnds) {
      await admin(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      await pause(100);
    }
    phase = 'after';
    const recovered = Date.now();
    await until(
      async () => (await listEvents()).status === 200 && [200, 400].includes((await signIn()).status),
      15_000,
    );
    const recoverySeconds = (Date.now() - recovered) / 1000;
    await pause(1000);
    stop = true;
    await Promise.all(workers);

    expect(server.exitCode).toBeNull();
    expect(statuses.before.get(200)).toBeGreaterThan(0);
    // During the outage: answers, each a success or a 503, never a 500 and never a dropped connection.
    expect([...statuses.during.keys()].filter((status) => ![200, 400, 503].includes(status))).toEqual([]);
    expect(statuses.during.get(503)).toBeGreaterThan(0);
    expect(retryAfterMissing).toBe(0);
    expect(recoverySeconds).toBeLessThan(10);
    expect([...statuses.after.keys()].filter((status) => ![200, 400, 503].includes(status))).toEqual([]);
    expect(statuses.after.get(200)).toBeGreaterThan(0);
  }, 60_000);
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean | Promise<boolean>, ms: number, explain = () => ''): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`timed out ${explain()}`);
    await pause(100);
  }
}
