import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { TestClient } from '../../../test/client';
import { seedDemoAffiliations } from '../masterdata/demo-affiliations';
import { passwordHasher } from '../identity/password-hasher';
import { seedDemoFighters } from '../fighters/demo-fighters';
import { DEMO_EVENTS, posterOf, seedDemoEvents } from './demo-events';
import { POSTER_HEIGHT, POSTER_WIDTH, posterDate, posterSvg } from './demo-posters';
import { events } from './events.table';

/** Nepali text: Devanagari words (the brand, "SFC 3", may stay in Latin letters). */
const NEPALI = /\p{Script=Devanagari}{2,}/u;

const t = useTestApp();

describe('demo events', () => {
  it('seed two upcoming events (one taking registrations now) and two past ones whose results add up', async () => {
    const db = t.database.db;
    await seedDemoAffiliations(db);
    await seedDemoFighters(db, t.config, await passwordHasher.hash('Kathmandu#2026'));
    expect(await seedDemoEvents(db, t.config)).toBe(DEMO_EVENTS.length);
    expect(await seedDemoEvents(db, t.config)).toBe(0);

    const visitor = new TestClient(t.app);
    const upcoming = (await visitor.post('/events/search/all', {})).body.data;
    const past = (await visitor.post('/events/search/all', { period: 'PAST' })).body.data;
    expect(upcoming.total).toBe(2);
    expect(past.total).toBe(2);
    expect(past.items.every((event: { status: string }) => event.status === 'COMPLETED')).toBe(true);

    const next = (await visitor.get(`/events/search/detail/${upcoming.items[0].slug}`)).body.data;
    expect(next).toMatchObject({
      status: 'PUBLISHED',
      venue: { name: 'Dasarath Rangasala', city: 'Kathmandu', mapUrl: expect.stringMatching(/^https:\/\//) },
      registration: { isOpen: true },
      attendance: { capacity: 200, isOpen: true },
      ticketTiers: [
        { name: 'Fan zone (free)', amount: 0, remaining: 200, onSale: true, perOrderLimit: 1 },
        { name: 'General', amount: 100_000, currency: 'NPR', remaining: 300, onSale: true, perOrderLimit: 6 },
        { name: 'VIP', amount: 350_000, remaining: 100, onSale: true },
        { name: 'Ringside', amount: 1_000_000, remaining: 24, onSale: true, perOrderLimit: 2 },
      ],
      poster: { card: expect.stringMatching(/^\/media\/events\//), width: 640, height: 800 },
    });
    expect(next.registration.weightClasses.length).toBeGreaterThan(1);
    expect(next.fightCard[0]).toMatchObject({ isMainEvent: true, result: null });
    expect((await t.app.inject({ method: 'GET', url: next.poster.card })).statusCode).toBe(200);
    // The poster keeps its portrait shape through the upload pipeline (4:5, the event page's frame).
    const large = await t.app.inject({ method: 'GET', url: next.poster.large });
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ width: 1200, height: 1500 });
    expect((await visitor.get(`/events/search/detail/${upcoming.items[1].slug}`)).body.data.registration.isOpen).toBe(
      false,
    );

    const latest = (await visitor.get(`/events/search/detail/${past.items[0].slug}`)).body.data;
    expect(latest.fightCard.length).toBeGreaterThanOrEqual(3);
    expect(latest.fightCard.every((bout: { result: unknown }) => bout.result !== null)).toBe(true);

    // Bikash Thapa (9-2-0 before) beat Sujan Rai at SFC 1 and lost to Ramesh Limbu at SFC 2.
    const tiger = (await visitor.post('/fighter-profiles/public/search', { query: 'tiger' })).body.data.items[0];
    const profile = (await visitor.get(`/fighter-profiles/public/${tiger.slug}`)).body.data;
    expect(profile.promotionRecord).toMatchObject({ wins: 1, losses: 1, winsByDecision: 1 });
    expect(profile.record).toEqual({ wins: 10, losses: 3, draws: 0 });
    expect(profile.bouts.map((bout: { result: string | null }) => bout.result)).toEqual(['LOSS', 'WIN']);
    // His next bout: SFC 3's main event.
    expect(profile.upcoming).toMatchObject([{ eventName: 'SFC 3: Kathmandu Showdown', isMainEvent: true }]);
    // Sherpa and Karki drew their rematch.
    const pemba = (await visitor.post('/fighter-profiles/public/search', { query: 'yeti' })).body.data.items[0];
    expect((await visitor.get(`/fighter-profiles/public/${pemba.slug}`)).body.data.promotionRecord).toMatchObject({
      wins: 1,
      draws: 1,
      winsByKo: 1,
    });

    // Every event carries its Nepali name, tagline, description and venue, past ones and those staff built alike.
    const rows = await db.select().from(events);
    expect(rows).toHaveLength(DEMO_EVENTS.length);
    for (const row of rows) {
      const demo = DEMO_EVENTS.find((event) => event.name === row.name);
      expect(row, row.name).toMatchObject({
        nameNe: demo?.nameNe,
        taglineNe: demo?.taglineNe,
        descriptionNe: demo?.descriptionNe,
        venueNameNe: demo?.venue.nameNe,
        venueCityNe: demo?.venue.cityNe,
        venueAddressNe: demo?.venue.addressNe,
      });
    }
  });

  it('are written in Nepali too', () => {
    for (const event of DEMO_EVENTS) {
      const texts = [event.nameNe, event.taglineNe, event.descriptionNe, event.venue.nameNe, event.venue.cityNe];
      for (const text of [...texts, event.venue.addressNe]) expect(text, event.name).toMatch(NEPALI);
      expect(event.nameNe.startsWith(event.name.split(':')[0] ?? '')).toBe(true);
    }
  });
});

describe('demo posters', () => {
  it('show the event, its main event, the date and time in Nepal, the venue and a line in Nepali', async () => {
    // 12:15 UTC is 18:00 in Kathmandu (UTC+5:45).
    const startsAt = new Date('2026-03-14T12:15:00Z');
    expect(posterDate(startsAt)).toEqual(['SATURDAY 14 MARCH 2026', '6:00 PM NEPAL TIME']);
    const posters = DEMO_EVENTS.map((event) => posterSvg(posterOf(event, startsAt, 'Summit Fighting Championship')));
    expect(posters[2]).toContain('KATHMANDU');
    expect(posters[2]).toContain('SHOWDOWN');
    expect(posters[2]).toContain('THAPA');
    expect(posters[2]).toContain('DASARATH RANGASALA, KATHMANDU');
    expect(posters[2]).toContain('काठमाडौं');
    expect(posters[3]).toContain('MORE BOUTS TO BE ANNOUNCED');
    expect(new Set(posters).size).toBe(DEMO_EVENTS.length);
    const png = await sharp(Buffer.from(posters[0] ?? ''))
      .png()
      .toBuffer();
    expect(await sharp(png).metadata()).toMatchObject({ width: POSTER_WIDTH, height: POSTER_HEIGHT });
  });
});
