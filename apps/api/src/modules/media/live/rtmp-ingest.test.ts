import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { type Socket, connect, createServer } from 'node:net';
import pino from 'pino';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { testSourceArgs } from '../../../../test/test-video';
import { type IngestEvents, RtmpIngest } from './rtmp-ingest';

const log = pino({ level: 'silent' });
const sockets: Socket[] = [];
const encoders: ChildProcess[] = [];
let ingest: RtmpIngest | undefined;

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const encoder of encoders.splice(0)) encoder.kill('SIGKILL');
});
afterAll(() => ingest?.stop());

/** A free local port (node-media-server does not listen on port 0). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** An ingest of its own (node-media-server keeps one context per process: one at a time). */
async function listening(limits: { timeoutMs: number; perAddress: number }, events: Partial<IngestEvents> = {}) {
  ingest?.stop();
  ingest = new RtmpIngest(
    { port: await freePort(), host: '127.0.0.1', reconnectSeconds: 0, ...limits },
    { accept: () => true, started: () => undefined, ended: () => undefined, ...events },
    log,
  );
  return ingest.start();
}

/** A raw TCP connection to the ingest that sends nothing unless told. */
async function opened(port: number): Promise<Socket & { gone: Promise<unknown> }> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  sockets.push(socket);
  const gone = once(socket, 'close');
  await once(socket, 'connect');
  return Object.assign(socket, { gone });
}

describe('RTMP connections', () => {
  it('are closed when they send nothing within the timeout', async () => {
    const port = await listening({ timeoutMs: 500, perAddress: 5 });
    const silent = await opened(port);
    await silent.gone;
    expect(silent.destroyed).toBe(true);
  });

  it('are closed when they do not finish the handshake within the timeout, however they trickle', async () => {
    const port = await listening({ timeoutMs: 800, perAddress: 5 });
    const trickling = await opened(port);
    // The RTMP version byte, then a byte of C1 every 200 ms: never idle, never done.
    trickling.write(Buffer.from([3]));
    const drip = setInterval(() => trickling.writable && trickling.write(Buffer.from([0])), 200);
    try {
      await trickling.gone;
    } finally {
      clearInterval(drip);
    }
    expect(trickling.destroyed).toBe(true);
  });

  it('from one address beyond the cap are closed at once; a freed place is taken again', async () => {
    const port = await listening({ timeoutMs: 60_000, perAddress: 2 });
    const first = await opened(port);
    const second = await opened(port);
    const extra = await opened(port);
    await extra.gone;
    expect(first.destroyed || second.destroyed).toBe(false);
    first.destroy();
    await first.gone;
    const again = await opened(port);
    // Still open once the ingest has had a moment to answer the next connection, which it refuses.
    const probe = await opened(port);
    await probe.gone;
    expect(again.destroyed).toBe(false);
  });

  it('of a publisher that goes silent are closed after the timeout; a live push within the cap works', async () => {
    const events = { started: vi.fn(), ended: vi.fn() };
    const port = await listening({ timeoutMs: 1000, perAddress: 1 }, events);
    const encoder = spawn('ffmpeg', [
      ...testSourceArgs({ seconds: 60, width: 320, height: 180, live: true }),
      '-f',
      'flv',
      `rtmp://127.0.0.1:${port}/live/main-event`,
    ]);
    encoders.push(encoder);
    // By key: under a loaded run another file's encoder, still pushing to a port this server was then given, has
    // been seen to start and end its own stream here.
    await vi.waitFor(
      () => expect(events.started).toHaveBeenCalledWith(expect.objectContaining({ streamKey: 'main-event' })),
      {
        timeout: 15_000,
        interval: 100,
      },
    );
    expect(events.ended).not.toHaveBeenCalledWith('main-event');
    // The encoder freezes (its machine hangs, its network drops packets): its connection is idle.
    encoder.kill('SIGSTOP');
    await vi.waitFor(() => expect(events.ended).toHaveBeenCalledWith('main-event'), { timeout: 15_000, interval: 100 });
    encoder.kill('SIGCONT');
  }, 40_000);
});
