import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { EdgeLinks } from '../src/modules/media/edge-links';
import { buildTestApp, type TestApp } from './build-test-app';
import { freePort } from './encoder';
import { SEGMENT, createVideo } from './media-factories';

/**
 * Real nginx with deploy/nginx.conf (its ports, paths and secret replaced) in front of two api instances: the edge
 * checks segment links itself, keeps one copy of each segment, and sends what a dead instance cannot answer to the
 * other one.
 */
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const SECRET = `edge-${randomBytes(12).toString('hex')}`;
let first: TestApp;
let second: FastifyInstance;
let nginx: ChildProcess;
let dir: string;
let edge: string;
/** Requests that reached an instance, by path. */
const reached: string[] = [];

/** deploy/nginx.conf as an operator fills it in, in a folder of its own. */
function configFor(ports: number[], listen: number): string {
  const template = readFileSync(path.resolve(__dirname, '../../../deploy/nginx.conf'), 'utf8');
  const servers = ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n');
  return template
    .replace(/( {4}server 127\.0\.0\.1:\d+ .*\n)+/, `${servers}\n`)
    .replace('listen 80;', `listen 127.0.0.1:${listen};`)
    .replaceAll('CHANGE-ME-EDGE-SECRET', SECRET)
    .replace('pid /run/nginx-ringside.pid;', `pid ${dir}/nginx.pid;`)
    .replaceAll('/var/log/nginx/', `${dir}/`)
    .replace('/var/cache/nginx/ringside', `${dir}/cache`);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ringside-nginx-'));
  // nginx's workers run as nobody: they write the cache here.
  chmodSync(dir, 0o777);
  const secret = randomBytes(32).toString('hex');
  first = await buildTestApp({ EDGE_SECRET: SECRET }, { secret });
  second = await buildApp({ config: first.config, database: first.database, secret, logger: false });
  const ports: number[] = [];
  for (const app of [first.app, second]) {
    ports.push(Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port));
    app.server.on('request', (request: { url?: string }) => void reached.push(request.url?.split('?')[0] ?? ''));
  }
  const listen = await freePort();
  writeFileSync(path.join(dir, 'nginx.conf'), configFor(ports, listen));
  nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
  edge = `http://127.0.0.1:${listen}`;
  await vi.waitFor(
    async () => expect((await fetch(`${edge}/api/v1/health`).catch(() => undefined))?.status).toBe(200),
    { timeout: 10_000, interval: 100 },
  );
}, 60_000);

afterAll(async () => {
  nginx?.kill('SIGTERM');
  await second?.close();
  await first?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('nginx in front of two instances', () => {
  it('serves a segment by its link from its cache, fetched from an instance once', async () => {
    const video = await createVideo(first.database.db, first.config);
    const segmentPath = `/api/v1/edge/v/${video.streamKey}/240p/seg-000.ts`;
    const link = new EdgeLinks(SECRET, 300).sign(segmentPath);
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      const reply = await fetch(`${edge}${link}`);
      answers.push([reply.status, reply.headers.get('x-cache-status')]);
      expect(Buffer.from(await reply.arrayBuffer()).equals(SEGMENT)).toBe(true);
    }
    expect(answers).toEqual([[200, 'MISS'], ...Array(4).fill([200, 'HIT'])]);
    // Another viewer's link to the same segment (another expiry) is the same copy.
    const later = new EdgeLinks(SECRET, 900).sign(segmentPath);
    expect((await fetch(`${edge}${later}`)).headers.get('x-cache-status')).toBe('HIT');
    expect(reached.filter((url) => url === segmentPath)).toHaveLength(1);
  });

  it('refuses at the edge a link expired, altered or for another path, without asking an instance', async () => {
    const video = await createVideo(first.database.db, first.config);
    const segmentPath = `/api/v1/edge/v/${video.streamKey}/240p/seg-000.ts`;
    const link = new EdgeLinks(SECRET, 300).sign(segmentPath);
    const md5 = new URL(link, edge).searchParams.get('md5')!;
    const refused = [
      new EdgeLinks(SECRET, 60).sign(segmentPath, Date.now() - 10 * 60_000),
      link.replace(md5, md5.startsWith('A') ? `B${md5.slice(1)}` : `A${md5.slice(1)}`),
      link.replace('/240p/', '/360p/'),
      new EdgeLinks('another secret entirely', 300).sign(segmentPath),
      segmentPath,
    ];
    for (const url of refused) expect((await fetch(`${edge}${url}`)).status, url).toBe(403);
    expect(reached.filter((url) => url.includes(video.streamKey!))).toEqual([]);
  });

  it('answers from the other instance when one dies', async () => {
    await first.app.close();
    const statuses = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await fetch(`${edge}/api/v1/health`)).status);
    expect(statuses).toEqual(Array(10).fill(200));
  });
});
