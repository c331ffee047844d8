import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { TestClient } from '../../test/client';
import { signedInStaff, weightClassNamed } from '../../test/fighter-factories';
import { fighterPair, insertBout, insertEvent } from '../../test/calendar-factories';
import { createShowcase, createVideo } from '../../test/media-factories';
import { fighterPublicProfiles } from '../modules/fighters/fighters.table';
import { categories, videoFighters } from '../modules/media/media.table';

const t = useTestApp();
const visitor = () => new TestClient(t.app);
const NEPALI = { 'accept-language': 'ne-NP,ne;q=0.9,en;q=0.5' };

/** Staff-written texts in the caller's language (decision 50), English where the Nepali value is missing. */
describe('answers in the caller language', () => {
  it('gives an event in Nepali to a Nepali caller, in English to others, and English where Nepali is empty', async () => {
    const db = t.database.db;
    const key = randomUUID().slice(0, 8);
    const event = await insertEvent(db, {
      name: `Kathmandu Showdown ${key}`,
      nameNe: `काठमाडौं शोडाउन ${key}`,
      tagline: 'Ten bouts in the valley',
      taglineNe: '   ',
      venueName: 'Dasarath Rangasala',
      venueNameNe: 'दशरथ रंगशाला',
      venueCity: 'Kathmandu',
      description: 'The whole card.',
      descriptionNe: 'पूरा कार्ड।',
    });
    const fighters = await fighterPair(db);
    await db
      .update(fighterPublicProfiles)
      .set({ firstNameNe: 'विकास', lastNameNe: 'थापा' })
      .where(eq(fighterPublicProfiles.fighterId, fighters.red));
    await insertBout(db, event.id, fighters, await weightClassNamed(db, 'Lightweight'), { isMainEvent: true });

    const english = await visitor().get(`/events/search/detail/${event.slug}`);
    expect(english.status).toBe(200);
    expect(english.body.data).toMatchObject({
      name: event.name,
      tagline: 'Ten bouts in the valley',
      description: 'The whole card.',
      venue: { name: 'Dasarath Rangasala', city: 'Kathmandu' },
    });
    expect(english.body.data.headline).toMatch(/^Bikash Thapa\w* vs Sujan Rai\w*$/);
    expect(english.body.data.fightCard[0].red).toMatchObject({ firstName: 'Bikash' });

    const nepali = await visitor().get(`/events/search/detail/${event.slug}`, NEPALI);
    expect(nepali.headers.vary).toContain('accept-language');
    expect(nepali.body.data).toMatchObject({
      name: `काठमाडौं शोडाउन ${key}`,
      // Blank Nepali is missing: English stands in.
      tagline: 'Ten bouts in the valley',
      description: 'पूरा कार्ड।',
      venue: { name: 'दशरथ रंगशाला', city: 'Kathmandu' },
    });
    // Only the fighter with a whole Devanagari name changes; the other keeps the Latin one.
    expect(nepali.body.data.headline).toMatch(/^विकास थापा बनाम Sujan Rai\w*$/);
    expect(nepali.body.data.fightCard[0].red).toMatchObject({ firstName: 'विकास', lastName: 'थापा' });
    expect(nepali.body.data.fightCard[0].blue.firstName).toBe('Sujan');
    // Countries are named by the server, in the caller's language.
    expect(nepali.body.data.fightCard[0].red.countryName).toBe('नेपाल');
    expect(english.body.data.fightCard[0].red.countryName).toBe('Nepal');
    // No trace of the other language leaks into an answer.
    expect(JSON.stringify(english.body)).not.toMatch(/[\u0900-\u097F]/);

    // The list, and the language chosen on the site (the `lang` cookie) over the browser's.
    const list = await visitor().post(
      '/events/search/all',
      { query: key },
      { 'accept-language': 'en', cookie: 'lang=ne' },
    );
    expect(list.body.data.items.map((item: { name: string }) => item.name)).toEqual([`काठमाडौं शोडाउन ${key}`]);
    const chosenEnglish = await visitor().post('/events/search/all', { query: key }, { ...NEPALI, cookie: 'lang=en' });
    expect(chosenEnglish.body.data.items[0].name).toBe(event.name);
  });

  it('gives videos, their category, showcases and the home page in the caller language', async () => {
    const db = t.database.db;
    const key = randomUUID().slice(0, 8);
    const [category] = await db
      .insert(categories)
      .values({ slug: `knockouts-${key}`, name: `Knockouts ${key}`, nameNe: `नकआउट ${key}`, position: 99 })
      .returning();
    const video = await createVideo(db, t.config, {
      title: `Tamang vs Gurung ${key}`,
      titleNe: `तामाङ बनाम गुरुङ ${key}`,
      description: 'Full fight',
      categoryId: category!.id,
      access: 'FREE',
    });
    const untranslated = await createVideo(db, t.config, { title: `Untranslated ${key}`, access: 'FREE' });
    const showcase = await createShowcase(db, [video.id], { title: `Best of ${key}`, titleNe: `उत्कृष्ट ${key}` });
    const { red } = await fighterPair(db);
    await db.insert(videoFighters).values({ videoId: video.id, fighterId: red });

    const detail = await visitor().get(`/videos/search/detail/${video.slug}`, NEPALI);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      title: `तामाङ बनाम गुरुङ ${key}`,
      description: 'Full fight',
      category: { name: `नकआउट ${key}` },
      showcases: [{ title: `उत्कृष्ट ${key}` }],
    });
    expect((await visitor().get(`/videos/search/detail/${untranslated.slug}`, NEPALI)).body.data.title).toBe(
      `Untranslated ${key}`,
    );
    const english = await visitor().get(`/videos/search/detail/${video.slug}`);
    expect(english.body.data).toMatchObject({
      title: `Tamang vs Gurung ${key}`,
      category: { name: `Knockouts ${key}` },
    });

    const showcasePage = await visitor().get(`/showcases/search/detail/${showcase.slug}`, NEPALI);
    expect(showcasePage.body.data).toMatchObject({
      title: `उत्कृष्ट ${key}`,
      videos: [{ title: `तामाङ बनाम गुरुङ ${key}` }],
    });

    // Cached answers serve both languages: the English one is unchanged after a Nepali read.
    const again = await visitor().get(`/videos/search/detail/${video.slug}`);
    expect(again.body.data.title).toBe(`Tamang vs Gurung ${key}`);
  });

  it('gives the home page in the caller language: section titles, tiles, a fighter’s name and record', async () => {
    const db = t.database.db;
    const { red } = await fighterPair(db);
    await db
      .update(fighterPublicProfiles)
      .set({ firstNameNe: 'विकास', lastNameNe: 'थापा', nicknameNe: 'बाघ', nickname: 'Tiger' })
      .where(eq(fighterPublicProfiles.fighterId, red));
    const { client: staff } = await signedInStaff(t.app, db, ['DASHBOARD']);
    const added = await staff.post('/dashboard/sections', {
      kind: 'FIGHTER_ROW',
      title: 'Fighters to watch',
      titleNe: 'नजर राख्नुपर्ने फाइटरहरू',
      itemIds: [red],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const section = async (headers?: Record<string, string>) => {
      const reply = await visitor().post('/dashboard/search/all', { pageSize: 100 }, headers);
      return (
        reply.body.data.items as {
          id: string;
          title: string;
          items: { title: string; subtitle: string; badge: string }[];
        }[]
      ).find((item) => item.id === added.body.data.id);
    };
    const english = await section();
    expect(english).toMatchObject({ title: 'Fighters to watch', items: [{ subtitle: '“Tiger”' }] });
    expect(english?.items[0]?.badge).toMatch(/^\d+-\d+-\d+$/);
    const nepali = await section(NEPALI);
    expect(nepali).toMatchObject({
      title: 'नजर राख्नुपर्ने फाइटरहरू',
      items: [{ title: 'विकास थापा', subtitle: '“बाघ”' }],
    });
    expect(nepali?.items[0]?.badge).toMatch(/^[०-९]+-[०-९]+-[०-९]+$/);
  });

  it('leaves staff answers in both languages as stored, whatever the caller language', async () => {
    const db = t.database.db;
    const event = await insertEvent(db, { name: `Staff view ${randomUUID().slice(0, 8)}`, nameNe: 'कर्मचारी' });
    const { client: staff } = await signedInStaff(t.app, db, ['BOOKINGANDTICKETING']);
    const answer = await staff.get(`/events/admin/${event.id}`, NEPALI);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.name).toBe(event.name);
  });
});
