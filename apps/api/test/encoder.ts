import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { testSourceArgs } from './test-video';

/** A free local port (for an RTMP ingest, nginx). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** An encoder: ffmpeg pushing a generated picture and tone to the ingest, as OBS would push the promotion's feed. */
export function push(
  rtmpPort: number,
  key: string,
  seconds: number,
): ChildProcess & { exited: Promise<number | null> } {
  const child = spawn('ffmpeg', [
    ...testSourceArgs({ seconds, width: 640, height: 360, live: true }),
    '-f',
    'flv',
    `rtmp://127.0.0.1:${rtmpPort}/live/${key}`,
  ]);
  return Object.assign(child, { exited: new Promise<number | null>((resolve) => child.on('exit', resolve)) });
}
