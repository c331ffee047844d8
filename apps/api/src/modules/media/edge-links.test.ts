import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { SEGMENT, createVideo } from '../../../test/media-factories';
import { useTestApp } from '../../../test/use-test-app';
import { EdgeLinks } from './edge-links';

const SECRET = 'an edge secret of the deployment';
const t = useTestApp({ EDGE_SECRET: SECRET, EDGE_LINK_SECONDS: '300' });

describe('edge links', () => {
  it('are nginx’s secure_link: base64url(md5(expires, path, secret)), expiring on a minute’s boundary', () => {
    const now = Date.parse('2026-11-28T10:00:10Z');
    const link = new EdgeLinks(SECRET, 300).sign('/api/v1/edge/v/videos/a/b/240p/seg-000.ts', now);
    const { pathname, searchParams } = new URL(link, 'http://edge');
    const expires = Number(searchParams.get('expires'));
    expect(expires).toBe(Date.parse('2026-11-28T10:06:00Z') / 1000);
    const md5 = createHash('md5').update(`${expires}${pathname}${SECRET}`).digest('base64url');
    expect(searchParams.get('md5')).toBe(md5);
    // Every viewer in the same minute gets the same link, so a CDN keying on the whole URL keeps one copy.
    expect(new EdgeLinks(SECRET, 300).sign(pathname, now + 30_000)).toBe(link);
    expect(new EdgeLinks(SECRET, 300, 'https://cdn.example.com').sign(pathname, now)).toBe(
      `https://cdn.example.com${link}`,
    );
  });

  it('sign a playlist once per text and window: a new segment, or the next minute, signs it again', () => {
    const links = new EdgeLinks(SECRET, 300);
    const now = Date.parse('2026-11-28T10:00:10Z');
    const prefix = '/api/v1/edge/l/live/e1/240p';
    const list = '#EXTM3U\n#EXTINF:2.0,\nseg-000.ts\n#EXTINF:2.0,\nseg-001.ts\n';
    const signed = links.signPlaylist(prefix, list, now);
    expect(signed.split('\n').filter((line) => line.startsWith('/'))).toEqual([
      links.sign(`${prefix}/seg-000.ts`, now),
      links.sign(`${prefix}/seg-001.ts`, now),
    ]);
    expect(links.signPlaylist(prefix, `${list}`, now + 20_000)).toBe(signed);
    // Another rendition with the same text has links of its own.
    expect(links.signPlaylist('/api/v1/edge/l/live/e1/360p', list, now)).toContain('/360p/seg-000.ts?');
    const grown = `${list}#EXTINF:2.0,\nseg-002.ts\n`;
    expect(links.signPlaylist(prefix, grown, now)).toContain(links.sign(`${prefix}/seg-002.ts`, now));
    const nextMinute = links.signPlaylist(prefix, grown, now + 60_000);
    expect(nextMinute).toContain(links.sign(`${prefix}/seg-000.ts`, now + 60_000));
    expect(nextMinute).not.toContain(links.sign(`${prefix}/seg-000.ts`, now));
  });

  it('replace a rendition playlist’s segments; the origin serves a segment by its link, and refuses a bad one', async () => {
    const video = await createVideo(t.database.db, t.config);
    const visitor = new TestClient(t.app);
    const { manifestUrl } = (await visitor.post(`/videos/${video.id}/playback`)).body.data;
    const master = await visitor.get(manifestUrl);
    expect(master.body).toContain('240p/index.m3u8');
    const rendition = await visitor.get(manifestUrl.replace('master.m3u8', '240p/index.m3u8'));
    expect(rendition.headers['cache-control']).toBe('private, no-cache');
    const link = /^\/api\/v1\/edge\/v\/.+\/240p\/seg-000\.ts\?md5=[\w-]{22}&expires=\d+$/m.exec(rendition.body)?.[0];
    expect(link).toBeDefined();
    expect(link).toContain(`/edge/v/${video.streamKey}/240p/seg-000.ts`);

    // No session, no device: the link alone opens it, as at the edge.
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    const served = await get(link!);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(SEGMENT)).toBe(true);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const { searchParams } = new URL(link!, 'http://edge');
    const md5 = searchParams.get('md5')!;
    const expires = Number(searchParams.get('expires'));
    const altered = md5.startsWith('A') ? `B${md5.slice(1)}` : `A${md5.slice(1)}`;
    const refusals = [
      link!.replace(md5, altered),
      link!.replace(`expires=${expires}`, `expires=${expires + 60}`),
      link!.replace('/240p/', '/360p/'),
      link!.split('?')[0]!,
    ];
    for (const url of refusals) expect((await get(url)).statusCode, url).toBe(403);
    const expired = new EdgeLinks(SECRET, 60).sign(link!.split('?')[0]!, Date.now() - 10 * 60_000);
    expect((await get(expired)).statusCode).toBe(403);
  });
});
