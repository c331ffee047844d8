import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../src/config';
import type { Db } from '../src/db/client';
import { grantsRepository } from '../src/modules/access/grants.repository';
import { categories, showcaseVideos, showcases, type videos } from '../src/modules/media/media.table';
import { videosRepository } from '../src/modules/media/videos.repository';
import type { ContentType } from '@ringside/contract';

export type VideoValues = typeof videos.$inferInsert;

const MASTER = '#EXTM3U\n#EXT-X-VERSION:6\n#EXT-X-STREAM-INF:BANDWIDTH=510400,RESOLUTION=426x240\n240p/index.m3u8\n';
const RENDITION =
  '#EXTM3U\n#EXT-X-VERSION:6\n#EXT-X-TARGETDURATION:5\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:5.0,\nseg-000.ts\n#EXT-X-ENDLIST\n';
/** Bytes standing in for an MPEG-TS segment (the gating, not the video, is under test). */
export const SEGMENT = Buffer.concat([Buffer.from([0x47]), randomBytes(1879)]);

/** HLS files of one 240p rendition under a stream key, in the app's private video folder. */
export function writeHls(config: AppConfig, streamKey: string): void {
  const dir = path.join(config.video.dir, streamKey);
  mkdirSync(path.join(dir, '240p'), { recursive: true });
  writeFileSync(path.join(dir, 'master.m3u8'), MASTER);
  writeFileSync(path.join(dir, '240p/index.m3u8'), RENDITION);
  writeFileSync(path.join(dir, '240p/seg-000.ts'), SEGMENT);
}

/** A processed, published video with its files (override to make it a draft, paid, processing...). */
export async function createVideo(
  db: Db,
  config: AppConfig,
  values: Partial<VideoValues> = {},
): Promise<typeof videos.$inferSelect> {
  const id = randomUUID();
  const streamKey = `videos/${id}/${randomBytes(6).toString('hex')}`;
  writeHls(config, streamKey);
  const row = await videosRepository.insert(db, {
    id,
    slug: `video-${id.slice(0, 8)}`,
    title: 'Thapa vs Rai, round by round',
    access: 'FREE',
    status: 'READY',
    publication: 'PUBLISHED',
    publishedAt: new Date(),
    streamKey,
    renditions: [240],
    durationSeconds: 5,
    sourceHeight: 240,
    ...values,
  });
  return row as typeof videos.$inferSelect;
}

export async function createCategory(db: Db, name = `Knockouts ${randomBytes(3).toString('hex')}`, position = 1) {
  const [row] = await db
    .insert(categories)
    .values({ name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), position })
    .returning();
  return row as typeof categories.$inferSelect;
}

export async function createShowcase(db: Db, videoIds: string[], values: Partial<typeof showcases.$inferInsert> = {}) {
  const id = randomUUID();
  const [row] = await db
    .insert(showcases)
    .values({
      id,
      slug: `showcase-${id.slice(0, 8)}`,
      title: 'SFC 2, the whole card',
      publication: 'PUBLISHED',
      publishedAt: new Date(),
      ...values,
    })
    .returning();
  if (videoIds.length)
    await db
      .insert(showcaseVideos)
      .values(videoIds.map((videoId, i) => ({ showcaseId: id, videoId, position: i + 1 })));
  return row as typeof showcases.$inferSelect;
}

/** A grant straight in the database, as staff or a purchase would leave it. */
export function grant(db: Db, customerId: string, contentType: ContentType, contentId: string, expiresAt?: Date) {
  return grantsRepository.insert(db, {
    customerId,
    contentType,
    contentId,
    source: 'STAFF',
    expiresAt: expiresAt ?? null,
  });
}
