import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { signedInStaff } from '../../../test/fighter-factories';
import { createVideo } from '../../../test/media-factories';
import { useTestApp } from '../../../test/use-test-app';
import { videos } from './media.table';
import { refreshVideoSearchText } from './video-search';
import { videosRepository } from './videos.repository';

const t = useTestApp();
const ids = (reply: { body: { data: { items: { id: string }[] } } }) => reply.body.data.items.map((item) => item.id);
/** Each query once: answers are cached, and these tests change videos behind the services' backs. */
const search = async (query: string) => ids(await new TestClient(t.app).post('/videos/search/all', { query }));

describe('the video search in Nepali', () => {
  it('finds videos by the English title, the Nepali title and its romanisation; nothing else', async () => {
    const db = t.database.db;
    const rematch = await createVideo(db, t.config, {
      title: 'Gurung vs Tamang: the rematch',
      titleNe: 'गुरुङ विरुद्ध तामाङ: पुनः भिडन्त',
    });
    const title = await createVideo(db, t.config, { title: 'Title fight night', titleNe: 'उपाधि प्रतियोगिता' });
    const training = await createVideo(db, t.config, { title: 'Thapa in training' });

    // The Nepali title, as typed and romanised.
    expect(await search('उपाधि')).toEqual([title.id]);
    expect(await search('upadhi')).toEqual([title.id]);
    expect(await search('प्रतियोगिता')).toEqual([title.id]);
    // A surname in Devanagari finds the English title that has it in Latin letters, and the reverse.
    expect(await search('थापा')).toEqual([training.id]);
    expect(await search('गुरुङ')).toEqual([rematch.id]);
    expect(await search('tamang')).toEqual([rematch.id]);
    expect(await search('भिडन्त')).toEqual([rematch.id]);
    expect(await search('REMATCH')).toEqual([rematch.id]);
    // No false hits.
    expect(await search('शेर्पा')).toEqual([]);
    expect(await search('गुरुङ उपाधि')).toEqual([]);

    // A new Nepali title is searched at once.
    await videosRepository.update(db, title.id, { titleNe: 'च्याम्पियनसिप खेल' });
    expect(await search('खेल')).toEqual([title.id]);
    expect(await search('khel')).toEqual([title.id]);

    // Staff search the same way.
    const { client } = await signedInStaff(t.app, db, ['DASHBOARD']);
    const admin = async (query: string) => ids(await client.post('/videos/admin/search', { query }));
    expect(await admin('च्याम्पियनसिप')).toEqual([title.id]);
    expect(await admin('gurung')).toEqual([rematch.id]);
  });

  it('is served by the trigram index, and makes search texts of older rules again at start-up', async () => {
    const db = t.database.db;
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain select id from videos where search_text like '%gurung%'`);
    });
    expect(JSON.stringify((plan as { rows: unknown[] }).rows)).toContain('videos_search_idx');

    const video = await createVideo(db, t.config, { title: 'Sherpa at altitude', titleNe: 'हिमालमा शेर्पा' });
    // As migration 0012 left a video: the titles lower-cased, with no version.
    await db
      .update(videos)
      .set({ searchText: 'sherpa at altitude | हिमालमा शेर्पा', searchVersion: 0 })
      .where(eq(videos.id, video.id));
    expect(await search('himalma')).toEqual([]);
    expect(await refreshVideoSearchText(db)).toBe(1);
    expect(await search('हिमालमा')).toEqual([video.id]);
    expect(await search('himal')).toEqual([video.id]);
    expect(await refreshVideoSearchText(db)).toBe(0);
  });
});
