import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { useTestApp } from '../../../test/use-test-app';
import { DEMO_CATEGORIES, DEMO_SHOWCASE, DEMO_VIDEOS, demoLadder, seedDemoMedia } from './demo-media';
import { categories, showcases, videos } from './media.table';

const NEPALI = /\p{Script=Devanagari}{2,}/u;

const t = useTestApp();
const demoMediaDir = fileURLToPath(new URL('../../../demo-media', import.meta.url));

describe('the demo clips', () => {
  it('are 15 s ladders of 240p, 360p and 720p with a poster each', async () => {
    for (const video of DEMO_VIDEOS) {
      const folder = path.join(demoMediaDir, video.clip);
      expect(await demoLadder(folder)).toEqual({ renditions: [240, 360, 720], durationSeconds: 15 });
      expect((await stat(path.join(folder, 'poster.jpg'))).size).toBeGreaterThan(10_000);
    }
  });
});

describe('the demo hub', () => {
  it('seeds categories, free and paid videos that play without ffmpeg, and a showcase, once', async () => {
    expect(await seedDemoMedia(t.database.db, t.config, demoMediaDir)).toBe(DEMO_VIDEOS.length);
    expect(await seedDemoMedia(t.database.db, t.config, demoMediaDir)).toBe(0);

    const visitor = new TestClient(t.app);
    const home = (await visitor.get('/videos/home')).body.data;
    expect(home.latest).toHaveLength(5);
    expect(home.featured.length).toBeGreaterThan(0);
    expect(home.rows.map((row: { category: { name: string } }) => row.category.name)).toEqual([
      'Full fights',
      'Highlights',
      'Behind the scenes',
      'Previews',
    ]);
    const showcase = (await visitor.get('/showcases/search/detail/sfc-2-lakeside-fury-the-whole-card')).body.data;
    expect(showcase.videos).toHaveLength(2);

    const free = DEMO_VIDEOS.find((video) => video.access === 'FREE');
    const detail = (await visitor.get(`/videos/search/detail/${free?.clip}`)).body.data;
    expect(detail.qualities).toEqual([240, 360, 720]);
    expect(detail.durationSeconds).toBe(15);
    expect((await t.app.inject({ method: 'GET', url: detail.poster.card })).statusCode).toBe(200);
    const { manifestUrl } = (await visitor.post(`/videos/${detail.id}/playback`)).body.data;
    const master = await visitor.get(manifestUrl);
    expect(master.body).toContain('720p/index.m3u8');
    // Every rung carries the soundtrack (AAC) with the picture.
    expect(master.body.match(/CODECS="avc1\.[0-9a-f]+,mp4a\.40\.2"/g)).toHaveLength(3);
    const rendition = await visitor.get(manifestUrl.replace('master.m3u8', '240p/index.m3u8'));
    const segment = /seg-\d+\.ts/.exec(rendition.body)?.[0];
    const bytes = await t.app.inject({
      method: 'GET',
      url: manifestUrl.replace('master.m3u8', `240p/${segment}`),
      headers: { 'device-token': visitor.deviceToken },
    });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload[0]).toBe(0x47);

    const paid = DEMO_VIDEOS.find((video) => video.access === 'PAID');
    const paidId = (await visitor.get(`/videos/search/detail/${paid?.clip}`)).body.data.id;
    expect((await visitor.post(`/videos/${paidId}/playback`)).body.code).toBe('HUBPBSI001');

    // Every category, video and the showcase have their Nepali name or title and description.
    const db = t.database.db;
    const categoryRows = await db.select().from(categories);
    expect(categoryRows.map((row) => [row.name, row.nameNe, row.descriptionNe]).sort()).toEqual(
      DEMO_CATEGORIES.map((category) => [category.name, category.nameNe, category.descriptionNe]).sort(),
    );
    const videoRows = await db.select().from(videos);
    expect(videoRows.map((row) => [row.slug, row.titleNe, row.descriptionNe]).sort()).toEqual(
      DEMO_VIDEOS.map((video) => [video.clip, video.titleNe, video.descriptionNe]).sort(),
    );
    const [showcaseRow] = await db.select().from(showcases);
    expect(showcaseRow).toMatchObject({ titleNe: DEMO_SHOWCASE.titleNe, descriptionNe: DEMO_SHOWCASE.descriptionNe });
    const texts = [
      ...DEMO_CATEGORIES.flatMap((category) => [category.nameNe, category.descriptionNe]),
      ...DEMO_VIDEOS.flatMap((video) => [video.titleNe, video.descriptionNe]),
      DEMO_SHOWCASE.titleNe,
      DEMO_SHOWCASE.descriptionNe,
    ];
    for (const text of texts) expect(text).toMatch(NEPALI);
  });
});
