import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The acceptance's crash: the server is killed (SIGKILL) between the gateway's success and the confirmation. The
 * restarted server's reconciler finds the purchase and grants access exactly once.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'ringside-crash-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: '0',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'development',
  LIVE_RTMP_PORT: '0',
  // One round at start, none after: only a restart can grant.
  PAYMENT_RECONCILE_SECONDS: '3600',
  PAYMENT_GRACE_SECONDS: '0',
};
const PAID_VIDEO = 'Kabita Tamang vs Anjali Gurung: the full fight';

let server: ChildProcess | undefined;

/** Starts the server; after a crash the dead holder's lock on the data folder is stale at once. */
async function start(): Promise<string> {
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
}

function client(base: string) {
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
    async signIn(email: string) {
      const reply = await call('POST', '/auth', { email, password: 'Summit@2026' });
      token = reply.body.data.token as string;
      return reply.body.data as { customerId: string };
    },
  };
}

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a crash between the gateway’s success and the confirmation', () => {
  it('leaves nothing lost: after a restart the reconciler grants access exactly once', async () => {
    let base = await start();
    const fan = client(base);
    await fan.signIn('fan@sfc.example');
    const videos = await fan.call('POST', '/videos/search/all', { query: 'Kabita Tamang' });
    const video = (videos.body.data.items as { id: string; title: string }[]).find((v) => v.title === PAID_VIDEO);
    expect(video).toBeDefined();
    const detail = await fan.call('GET', `/videos/search/detail/${video?.id}`);
    const offer = detail.body.data.product as { productId: string; amount: number };
    const started = await fan.call('POST', '/purchases/initiate', {
      productId: offer.productId,
      productType: 'VIDEO',
      amount: offer.amount,
      method: 'SANDBOX',
    });
    const referenceId = started.body.data.referenceId as string;
    expect((await fan.call('POST', `/payments/sandbox/${referenceId}/decide`, { approve: true })).status).toBe(200);

    // The gateway took the money; the server dies before the return page confirms.
    server?.kill('SIGKILL');
    await new Promise((resolve) => server?.once('exit', resolve));

    base = await start();
    const again = client(base);
    const { customerId } = await again.signIn('fan@sfc.example');
    const purchase = async () =>
      (await again.call('POST', '/purchases/search', { referenceId })).body.data.items[0] as { status: string };
    for (let i = 0; i < 100 && (await purchase()).status !== 'PAID'; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await purchase()).toMatchObject({ status: 'PAID' });
    expect((await again.call('POST', `/videos/${video?.id}/playback`)).status).toBe(200);
    const late = await again.call('POST', '/payments/confirm-payment', { method: 'SANDBOX', referenceId });
    expect(late.body.code).toBe('HUBPYDN001');

    const staff = client(base);
    await staff.signIn('admin@sfc.example');
    const held = await staff.call('POST', '/grants/search', { customerId, contentId: video?.id });
    expect(held.body.data.total).toBe(1);
  }, 120_000);
});
