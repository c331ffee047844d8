import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * The real server as a process of its own, on the embedded database in a folder of its own, with the demo seeded:
 * for the tests that kill it (SIGKILL) and start it again on the same data.
 */
export function serverProcess(settings: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ringside-crash-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    LIVE_RTMP_PORT: '0',
    ...settings,
  };
  let server: ChildProcess | undefined;

  return {
    /** Starts the server; after a crash the dead holder's lock on the data folder is stale at once. */
    async start(): Promise<string> {
      const started = Date.now();
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
        cwd: root,
        env,
      });
      server = child;
      let text = '';
      let exited = false;
      child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.once('exit', () => (exited = true));
      for (;;) {
        const match = /running at (http:\/\/localhost:\d+)/.exec(text);
        if (match) return match[1] as string;
        if (exited || Date.now() - started > 60_000) throw new Error(`the server did not start: ${text}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },

    /** SIGKILL: no shutdown of any kind, as a power cut. */
    async kill(): Promise<void> {
      const dying = server;
      if (!dying || dying.exitCode !== null) return;
      const exited = new Promise((resolve) => dying.once('exit', resolve));
      dying.kill('SIGKILL');
      await exited;
    },

    /** Kills the server if it runs and removes its data. */
    async dispose(): Promise<void> {
      await this.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A browser of the API: its device token, and the session token once signed in. */
export function apiClient(base: string) {
  const device = crypto.randomUUID();
  let token = '';
  const call = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${base}/api/v1${url}`, {
      method,
      headers: {
        'device-token': device,
        ...(token ? { 'x-xsrf-token': token } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };
  return {
    call,
    async signIn(email: string, password = 'Summit@2026') {
      const reply = await call('POST', '/auth', { email, password });
      token = reply.body.data.token as string;
      return reply.body.data as { customerId: string };
    },
  };
}
