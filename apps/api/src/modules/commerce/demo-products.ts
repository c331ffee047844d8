import { randomUUID } from 'node:crypto';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventHeadlines } from '../events/published';
import { liveStreamAccess, showcaseHeadlines, videoHeadlines } from '../media/published';
import { products } from './commerce.table';
import { type NewProduct, productsRepository } from './products.repository';

/** Demo prices, in paisa: a fight Rs. 299, a whole card Rs. 699, a night live Rs. 999 (or USD 7.99 by card). */
const PRICES = { VIDEO: 29_900, SHOW_CASE: 69_900, LIVE_EVENT: 99_900 } as const;

/** The Fight Pass the home page's ad sells: 30 days of every paid video and live event for Rs. 1,499. */
export const DEMO_PASS = {
  productType: 'PASS',
  name: 'SFC Fight Pass: 30 days',
  nameNe: 'SFC फाइट पास: ३० दिन',
  description: 'Every fight, live and on demand: every paid video and every live event for 30 days.',
  descriptionNe: 'हरेक फाइट, लाइभ र जुनसुकै बेला: ३० दिनसम्म हरेक सशुल्क भिडियो र हरेक लाइभ कार्यक्रम।',
  amount: 149_900,
  validDays: 30,
} as const;

/**
 * The demo's products: every paid published video, every published showcase and every paid live stream is on sale,
 * named after what they sell in both languages, and the Fight Pass. Adds nothing when products exist (other than
 * the events' tickets, set up with them). Answers how many it added.
 */
export async function seedDemoProducts(db: Db): Promise<number> {
  const [existing] = await db.select({ total: count() }).from(products).where(ne(products.productType, 'TICKET'));
  if ((existing?.total ?? 0) > 0) return 0;
  const videos = videoHeadlines('video');
  const showcases = showcaseHeadlines('showcase');
  const liveStreams = liveStreamAccess('live_stream');
  const events = eventHeadlines('event');
  const [paidVideos, publishedShowcases, paidStreams] = await Promise.all([
    db
      .select({ id: videos.id, title: videos.title, titleNe: videos.titleNe })
      .from(videos)
      .where(and(eq(videos.access, 'PAID'), eq(videos.publication, 'PUBLISHED'))),
    db
      .select({ id: showcases.id, title: showcases.title, titleNe: showcases.titleNe })
      .from(showcases)
      .where(eq(showcases.publication, 'PUBLISHED')),
    db
      .select({ id: events.id, title: events.name, titleNe: events.nameNe })
      .from(liveStreams)
      .innerJoin(events, eq(events.id, liveStreams.eventId))
      .where(eq(liveStreams.access, 'PAID')),
  ]);
  const rows: NewProduct[] = [
    ...paidVideos.map((video) => ({
      productType: 'VIDEO' as const,
      contentId: video.id,
      name: video.title,
      nameNe: video.titleNe,
      amount: PRICES.VIDEO,
    })),
    ...publishedShowcases.map((showcase) => ({
      productType: 'SHOW_CASE' as const,
      contentId: showcase.id,
      name: showcase.title,
      nameNe: showcase.titleNe,
      amount: PRICES.SHOW_CASE,
    })),
    ...paidStreams.map((event) => ({
      productType: 'LIVE_EVENT' as const,
      contentId: event.id,
      name: `${event.title}: live and the replay`,
      nameNe: event.titleNe ? `${event.titleNe}: लाइभ र रिप्ले` : null,
      amount: PRICES.LIVE_EVENT,
      usdAmount: 799,
    })),
  ];
  const passId = randomUUID();
  rows.push({ ...DEMO_PASS, id: passId, contentId: passId });
  for (const row of rows) await productsRepository.insert(db, row);
  return rows.length;
}
