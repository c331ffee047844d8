import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The server and scripts as real processes on one embedded data folder. */
const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'ringside-process-'));
// info: the server logs each request as it arrives, which the shutdown test waits for.
const env = { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info', NODE_ENV: 'development' };

function run(script: string, args: string[] = [], extraEnv: Record<string, string> = {}) {
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src', script), ...args], {
    cwd: root,
    env: { ...env, ...extraEnv },
  });
}

function output(child: ChildProcess): { text: () => string; exited: Promise<number | null> } {
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { text: () => text, exited: new Promise((resolve) => child.on('exit', resolve)) };
}

async function waitFor(read: () => string, pattern: RegExp, ms = 30_000): Promise<RegExpMatchArray> {
  const started = Date.now();
  for (;;) {
    const match = read().match(pattern);
    if (match) return match;
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${pattern}: ${read()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let server: ChildProcess;
let serverOutput: ReturnType<typeof output>;
let url: string;

// The first start compiles the server (tsx), makes the embedded database and seeds the demo: on a loaded CI machine
// that once took over 30 s before the first line of output.
beforeAll(async () => {
  server = run('server.ts');
  serverOutput = output(server);
  url = (await waitFor(serverOutput.text, /running at (http:\/\/localhost:\d+)/, 90_000))[1] as string;
}, 100_000);

afterAll(() => {
  server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process on the embedded database', () => {
  it('prints the URL and the demo administrator', () => {
    expect(serverOutput.text()).toMatch(/Demo administrator: admin@sfc\.example \/ Summit@2026/);
  });

  it('refuses a second server on the same data folder with a clear message', async () => {
    const second = output(run('server.ts'));
    expect(await second.exited).toBe(1);
    expect(second.text()).toContain(`Another Ringside process is using the data folder ${dataDir}`);
  }, 60_000);

  it('creates an administrator through the running server', async () => {
    const script = output(
      run('scripts/create-admin.ts', ['--email', 'Owner@SFC.example', '--password', 'Owner#2026pass']),
    );
    expect(await script.exited).toBe(0);
    expect(script.text()).toContain('Created administrator owner@sfc.example with all four permission areas.');
    const weak = output(run('scripts/create-admin.ts', ['--email', 'weak@sfc.example', '--password', 'weak']));
    expect(await weak.exited).toBe(1);
    expect(weak.text()).toContain('Password must be at least 8 characters');

    const response = await fetch(`${url}/api/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'device-token': crypto.randomUUID() },
      body: JSON.stringify({ email: 'owner@sfc.example', password: 'Owner#2026pass' }),
    });
    expect(((await response.json()) as { data: unknown }).data).toMatchObject({
      customerType: 'SUPPORT',
      permissions: ['DASHBOARD', 'BOOKINGANDTICKETING', 'TRANSACTION', 'USERS'],
    });
  }, 60_000);

  it('finishes a request in flight on SIGTERM, exits cleanly, and the data survives a restart', async () => {
    const arrivals = () => (serverOutput.text().match(/"url":"\/api\/v1\/auth"/g) ?? []).length;
    const before = arrivals();
    // Half the body now, the rest after SIGTERM: the request is certainly in flight when the signal lands.
    const body = JSON.stringify({ email: 'owner@sfc.example', password: 'Owner#2026pass' });
    let finishBody: () => void = () => undefined;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(body.slice(0, 10)));
        finishBody = () => {
          controller.enqueue(new TextEncoder().encode(body.slice(10)));
          controller.close();
        };
      },
    });
    const inFlight = fetch(`${url}/api/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'device-token': crypto.randomUUID() },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await waitFor(() => String(arrivals() > before), /true/);
    server.kill('SIGTERM');
    await waitFor(serverOutput.text, /stopping: finishing requests in flight/);
    finishBody();
    expect((await inFlight).status).toBe(200);
    expect(await serverOutput.exited).toBe(0);

    // With the server gone, the script opens the folder itself.
    const script = output(
      run('scripts/create-admin.ts', ['--email', 'second@sfc.example', '--password', 'Second#2026pass']),
    );
    expect(await script.exited).toBe(0);
    const restarted = run('server.ts');
    const restartedOutput = output(restarted);
    const again = (await waitFor(restartedOutput.text, /running at (http:\/\/localhost:\d+)/))[1] as string;
    const response = await fetch(`${again}/api/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'device-token': crypto.randomUUID() },
      body: JSON.stringify({ email: 'second@sfc.example', password: 'Second#2026pass' }),
    });
    expect(response.status).toBe(200);
    expect(restartedOutput.text()).not.toContain('demo content added');
    restarted.kill('SIGTERM');
    expect(await restartedOutput.exited).toBe(0);
  }, 90_000);

  it('in production adds no demo and prints no password, and names create-admin', async () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'p'.repeat(40),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ringside-production-')),
    };
    const plain = run('server.ts', [], production);
    const plainOutput = output(plain);
    const base = (await waitFor(plainOutput.text, /running at (http:\/\/localhost:\d+)/))[1] as string;
    await waitFor(plainOutput.text, /create the first with `npm run create-admin/);
    const events = await fetch(`${base}/api/v1/events/search/all`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(((await events.json()) as { data: { total: number } }).data.total).toBe(0);
    expect(plainOutput.text()).not.toContain('Summit@2026');
    plain.kill('SIGTERM');
    await plainOutput.exited;
    rmSync(production.DATA_DIR, { recursive: true, force: true });
  }, 90_000);

  it('starts at once after the previous server was killed (SIGKILL): a dead holder’s lock is stale', async () => {
    const own = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ringside-killed-')) };
    const killed = run('server.ts', [], own);
    const killedOutput = output(killed);
    // The first start seeds the demo (portraits, clips): on a busy machine that alone can pass 30 s.
    await waitFor(killedOutput.text, /running at/, 60_000);
    killed.kill('SIGKILL');
    await killedOutput.exited;
    const next = run('server.ts', [], own);
    const nextOutput = output(next);
    const again = (await waitFor(nextOutput.text, /running at (http:\/\/localhost:\d+)|Another Ringside/))[1];
    expect(nextOutput.text()).not.toContain('Another Ringside process');
    expect((await fetch(`${again}/api/v1/health`)).status).toBe(200);
    next.kill('SIGTERM');
    expect(await nextOutput.exited).toBe(0);
    rmSync(own.DATA_DIR, { recursive: true, force: true });
  }, 90_000);
});
