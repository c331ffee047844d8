import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import type { VideoAccess } from '@ringside/contract';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { storeArtwork } from '../../lib/artwork';
import { filesBelow } from '../../lib/files';
import { LocalDiskStorage } from '../../lib/storage';
import { eventHeadlines } from '../events/published';
import { publicFighters } from '../fighters/published';
import { liveStreamsRepository as streams } from './live/live-streams.repository';
import { categories, showcaseVideos, showcases, videoFighters, videos } from './media.table';

interface DemoVideo {
  /** The folder under demo-media holding its HLS ladder and poster. */
  clip: string;
  title: string;
  description: string;
  category: string;
  access: VideoAccess;
  featured?: boolean;
  /** The event it is from, by name. */
  event?: string;
  fighters: string[];
}

const CATEGORIES = [
  { name: 'Full fights', slug: 'full-fights', description: 'Every bout, bell to bell.' },
  { name: 'Highlights', slug: 'highlights', description: 'Finishes and the moments that decided them.' },
  { name: 'Behind the scenes', slug: 'behind-the-scenes', description: 'Camps, weigh-ins and fight week.' },
  { name: 'Previews', slug: 'previews', description: 'What to watch for at the next events.' },
];

export const DEMO_VIDEOS: readonly DemoVideo[] = [
  {
    clip: 'highlight-limbu-ko',
    title: 'Ramesh Limbu knocks out Bikash Thapa',
    description: 'The second-round finish that won the welterweight main event of SFC 2 by Phewa Lake.',
    category: 'Highlights',
    access: 'FREE',
    featured: true,
    event: 'SFC 2: Lakeside Fury',
    fighters: ['Ramesh Limbu', 'Bikash Thapa'],
  },
  {
    clip: 'full-fight-tamang-gurung',
    title: 'Kabita Tamang vs Anjali Gurung: the full fight',
    description: 'Three rounds at bantamweight: the unbeaten Tamang against Gurung, by unanimous decision.',
    category: 'Full fights',
    access: 'PAID',
    event: 'SFC 2: Lakeside Fury',
    fighters: ['Kabita Tamang', 'Anjali Gurung'],
  },
  {
    clip: 'full-fight-sherpa-karki',
    title: 'Pemba Sherpa vs Nabin Karki: the full title fight',
    description: 'The light heavyweight title fight that opened the promotion, stopped in the second round.',
    category: 'Full fights',
    access: 'PAID',
    event: 'SFC 1: Rise of the Himalayas',
    fighters: ['Pemba Sherpa', 'Nabin Karki'],
  },
  {
    clip: 'preview-thapa-rai',
    title: 'SFC 3 preview: Thapa and Rai, the rematch',
    description: 'Why the lightweight rematch headlines the national stadium, and what changed since the first fight.',
    category: 'Previews',
    access: 'FREE',
    featured: true,
    event: 'SFC 3: Kathmandu Showdown',
    fighters: ['Bikash Thapa', 'Sujan Rai'],
  },
  {
    clip: 'inside-the-camp',
    title: 'Inside the camp: fight week in Lalitpur',
    description: 'A week with a gym getting its fighters ready: pads, weight cuts and the walk to the cage.',
    category: 'Behind the scenes',
    access: 'FREE',
    fighters: [],
  },
];

/**
 * What a clip's ladder holds, read from its playlists (so the seed follows scripts/make-demo-media.mjs): the
 * rungs' heights from the master playlist ("720p/index.m3u8") and the length from the lowest rung's segments.
 */
export async function demoLadder(folder: string): Promise<{ renditions: number[]; durationSeconds: number }> {
  const master = await readFile(path.join(folder, 'master.m3u8'), 'utf8');
  const renditions = [...master.matchAll(/^(\d{3,4})p\/index\.m3u8$/gm)].map((match) => Number(match[1]));
  renditions.sort((a, b) => a - b);
  if (!renditions.length) throw new Error(`${folder}: no renditions in master.m3u8`);
  const playlist = await readFile(path.join(folder, `${renditions[0]}p`, 'index.m3u8'), 'utf8');
  const seconds = [...playlist.matchAll(/^#EXTINF:([\d.]+)/gm)].reduce((sum, match) => sum + Number(match[1]), 0);
  return { renditions, durationSeconds: Math.round(seconds) };
}

/**
 * The demo hub, after the demo events and fighters: four categories, five short videos (free and paid) made in
 * advance as HLS ladders with sound (`demo-media`: 240p, 360p and 720p, see scripts/make-demo-media.mjs) so the
 * demo plays without ffmpeg, a
 * showcase of SFC 2's card, and paid live streams with keys for the upcoming events. Adds nothing when videos
 * exist.
 */
export async function seedDemoMedia(db: Db, config: AppConfig, mediaDir: string): Promise<number> {
  const [existing] = await db.select({ total: count() }).from(videos);
  if ((existing?.total ?? 0) > 0) return 0;
  const publicStorage = new LocalDiskStorage(config.mediaDir);
  const streamStorage = new LocalDiskStorage(config.video.dir);

  const categoryIds = new Map<string, string>();
  for (const [index, category] of CATEGORIES.entries()) {
    const [row] = await db
      .insert(categories)
      .values({ ...category, position: index + 1 })
      .returning();
    if (row) categoryIds.set(category.name, row.id);
  }
  const events = eventHeadlines('event');
  const publicProfiles = publicFighters('fighter');
  const eventRows = await db.select({ id: events.id, name: events.name }).from(events);
  const eventIds = new Map(eventRows.map((row) => [row.name, row.id]));
  const fighterRows = await db
    .select({ id: publicProfiles.fighterId, first: publicProfiles.firstName, last: publicProfiles.lastName })
    .from(publicProfiles);
  const fighterIds = new Map(fighterRows.map((row) => [`${row.first} ${row.last}`, row.id]));

  const now = Date.now();
  const made = new Map<string, string>();
  for (const [index, demo] of DEMO_VIDEOS.entries()) {
    const id = crypto.randomUUID();
    const folder = path.join(mediaDir, demo.clip);
    const ladder = await demoLadder(folder);
    const streamKey = `videos/${id}/${randomBytes(6).toString('hex')}`;
    for (const file of await filesBelow(folder))
      if (file !== 'poster.jpg')
        await streamStorage.putFile(`${streamKey}/${file.split(path.sep).join('/')}`, path.join(folder, file));
    const posterKey = await storeArtwork(
      publicStorage,
      `videos/${id}`,
      await readFile(path.join(folder, 'poster.jpg')),
    );
    await db.insert(videos).values({
      id,
      slug: demo.clip,
      title: demo.title,
      description: demo.description,
      categoryId: categoryIds.get(demo.category) ?? null,
      access: demo.access,
      status: 'READY',
      publication: 'PUBLISHED',
      // A day apart, the first the newest.
      publishedAt: new Date(now - index * 86_400_000),
      featured: demo.featured ?? false,
      eventId: demo.event ? (eventIds.get(demo.event) ?? null) : null,
      posterKey: posterKey ?? null,
      durationSeconds: ladder.durationSeconds,
      sourceHeight: Math.max(...ladder.renditions),
      renditions: ladder.renditions,
      streamKey,
      progress: 100,
    });
    const fighters = demo.fighters.flatMap((name) => fighterIds.get(name) ?? []);
    if (fighters.length)
      await db.insert(videoFighters).values(fighters.map((fighterId) => ({ videoId: id, fighterId })));
    made.set(demo.clip, id);
  }

  const card = ['highlight-limbu-ko', 'full-fight-tamang-gurung'].flatMap((clip) => made.get(clip) ?? []);
  const [showcase] = await db
    .insert(showcases)
    .values({
      slug: 'sfc-2-lakeside-fury-the-whole-card',
      title: 'SFC 2: Lakeside Fury, the whole card',
      description: 'Every fight of the night by Phewa Lake, in the order they were fought.',
      eventId: eventIds.get('SFC 2: Lakeside Fury') ?? null,
      posterKey: null,
      publication: 'PUBLISHED',
      publishedAt: new Date(now),
    })
    .returning();
  if (showcase) {
    const posterFrom = made.get('full-fight-tamang-gurung');
    const [poster] = posterFrom
      ? await db.select({ key: videos.posterKey }).from(videos).where(eq(videos.id, posterFrom))
      : [];
    await db
      .update(showcases)
      .set({ posterKey: poster?.key ?? null })
      .where(eq(showcases.id, showcase.id));
    await db
      .insert(showcaseVideos)
      .values(card.map((videoId, i) => ({ showcaseId: showcase.id, videoId, position: i + 1 })));
  }

  // The upcoming events can be pushed to at once: paid streams with keys.
  const upcoming = await db
    .select({ id: events.id, slug: events.slug })
    .from(events)
    .where(inArray(events.name, ['SFC 3: Kathmandu Showdown', 'SFC 4: Pokhara Fight Night']));
  for (const event of upcoming)
    await streams.save(db, event.id, {
      access: 'PAID',
      streamKey: `${event.slug.slice(0, 24).replace(/-+$/, '')}-${randomBytes(12).toString('hex')}`,
    });
  return DEMO_VIDEOS.length;
}
