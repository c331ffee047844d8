import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { TestClient } from '../../../test/client';
import { signedInStaff, weightClassNamed } from '../../../test/fighter-factories';
import {
  DAY,
  createEvent,
  eventFieldsOf,
  fighterPair,
  fromNow,
  insertBout,
  insertEvent,
} from '../../../test/calendar-factories';
import { createShowcase, createVideo } from '../../../test/media-factories';
import { liveStreams, videoFighters } from '../media/media.table';
import { createTier } from '../../../test/event-factories';
import { events } from './events.table';

const t = useTestApp();
const visitor = () => new TestClient(t.app);
const HOUR = 3_600_000;

/** Letters only, to tag one test's events. */
const tag = () =>
  `tag${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)}`;
const ids = (reply: { body: { data: { items: { id: string }[] } } }) => reply.body.data.items.map((item) => item.id);

describe('the public event list', () => {
  it('splits events into upcoming (soonest first) and past (latest first), paged, never drafts', async () => {
    const db = t.database.db;
    const key = tag();
    const named = (name: string) => `${name} ${key}`;
    const later = await insertEvent(db, { name: named('Later'), startsAt: fromNow(20 * DAY) });
    const soon = await insertEvent(db, { name: named('Soon'), startsAt: fromNow(2 * DAY) });
    // Tonight's event is still "upcoming" 3 hours in; a live event stays upcoming until completed.
    const tonight = await insertEvent(db, { name: named('Tonight'), startsAt: fromNow(-3 * HOUR) });
    const live = await insertEvent(db, { name: named('Live'), status: 'LIVE', startsAt: fromNow(-2 * DAY) });
    const cancelled = await insertEvent(db, {
      name: named('Called off'),
      status: 'CANCELLED',
      startsAt: fromNow(5 * DAY),
      cancelReason: 'Venue flooded',
    });
    await insertEvent(db, { name: named('Draft'), status: 'DRAFT', startsAt: fromNow(3 * DAY) });
    // Cancelled before it was ever published: never public either.
    await insertEvent(db, { name: named('Scrapped'), status: 'CANCELLED', publishedAt: null });
    const completedEarly = await insertEvent(db, {
      name: named('Done'),
      status: 'COMPLETED',
      startsAt: fromNow(-1 * HOUR),
    });
    const forgotten = await insertEvent(db, { name: named('Forgotten'), startsAt: fromNow(-13 * HOUR) });
    const old = await insertEvent(db, { name: named('Old'), status: 'COMPLETED', startsAt: fromNow(-30 * DAY) });

    const search = (body: Record<string, unknown>) => visitor().post('/events/search/all', { query: key, ...body });
    const upcoming = await search({});
    expect(upcoming.status).toBe(200);
    expect(ids(upcoming)).toEqual([live.id, tonight.id, soon.id, cancelled.id, later.id]);
    expect(upcoming.body.data).toMatchObject({ page: 1, pageSize: 12, total: 5 });
    expect(upcoming.body.data.items[3]).toMatchObject({ status: 'CANCELLED', name: named('Called off') });
    expect(ids(await search({ period: 'PAST' }))).toEqual([completedEarly.id, forgotten.id, old.id]);

    const second = await search({ period: 'UPCOMING', page: 2, pageSize: 2 });
    expect(ids(second)).toEqual([soon.id, cancelled.id]);
    expect(second.body.data).toMatchObject({ page: 2, pageSize: 2, total: 5 });
    expect((await search({ page: 9 })).body.data).toMatchObject({ items: [], total: 5 });
    expect(ids(await search({ query: `SOON ${key.toUpperCase()}` }))).toEqual([soon.id]);
    expect(ids(await search({ query: `%${key}` }))).toEqual([]);
    expect((await search({ period: 'SOMEDAY' })).status).toBe(400);
    expect((await search({ pageSize: 51 })).status).toBe(400);
  });

  it('shows each event as a summary with its venue, poster and headline bout', async () => {
    const db = t.database.db;
    const key = tag();
    const event = await insertEvent(db, {
      name: `Headline ${key}`,
      venueAddress: 'Ranipauwa',
      posterKey: 'events/x/y',
    });
    const lightweight = await weightClassNamed(db, 'Lightweight');
    await insertBout(db, event.id, await fighterPair(db), lightweight);
    const top = await fighterPair(db);
    await insertBout(db, event.id, top, lightweight, { isMainEvent: true });
    const [summary] = (await visitor().post('/events/search/all', { query: key })).body.data.items;
    expect(summary).toEqual({
      id: event.id,
      slug: event.slug,
      name: `Headline ${key}`,
      tagline: null,
      startsAt: event.startsAt.toISOString(),
      postponedFrom: null,
      venue: { name: 'Pokhara Rangasala', city: 'Pokhara', address: 'Ranipauwa', mapUrl: null },
      poster: {
        card: '/media/events/x/y/card.webp',
        large: '/media/events/x/y/large.webp',
        share: '/media/events/x/y/share.jpg',
        // Stored before posters kept their size: the pages frame it 16:9.
        width: null,
        height: null,
      },
      status: 'PUBLISHED',
      headline: expect.stringMatching(/^Bikash Thapa\w+ vs Sujan Rai\w+$/),
      boutCount: 2,
      // No live pass on sale for it.
      productId: null,
    });
    const redName = (await visitor().get(`/fighter-profiles/public/${top.red}`)).body.data.lastName;
    expect(summary.headline).toContain(redName);
  });
});

describe('the public event page', () => {
  it('shows an event by id or slug: the card main event first, weight classes, registration and attendance', async () => {
    const db = t.database.db;
    const { client: staff } = await signedInStaff(t.app, db);
    const lightweight = await weightClassNamed(db, 'Lightweight');
    const strawweight = await weightClassNamed(db, "Women's Strawweight");
    const event = await createEvent(staff, { weightClassIds: [lightweight, strawweight] });
    const free = { name: 'General admission', amount: 0, capacity: 300, perOrderLimit: 1 };
    const tier = (await staff.post(`/events/${event.id}/ticket-tiers`, free)).body.data;
    const [first, main, last] = [await fighterPair(db), await fighterPair(db), await fighterPair(db)];
    const bout = (pair: { red: string; blue: string }, extra: Record<string, unknown> = {}) =>
      staff.post(`/events/${event.id}/bouts`, {
        weightClassId: lightweight,
        redFighterId: pair.red,
        blueFighterId: pair.blue,
        scheduledRounds: 3,
        ...extra,
      });
    await bout(first);
    await bout(main, { isMainEvent: true, isTitleFight: true, scheduledRounds: 5 });
    await bout(last);

    const byId = await visitor().get(`/events/search/detail/${event.id}`);
    expect(byId.status).toBe(200);
    const detail = byId.body.data;
    expect(
      detail.fightCard.map((entry: { order: number; isMainEvent: boolean }) => [entry.order, entry.isMainEvent]),
    ).toEqual([
      [2, true],
      [1, false],
      [3, false],
    ]);
    expect(detail.fightCard[0]).toMatchObject({
      weightClassId: lightweight,
      weightClass: { id: lightweight, name: 'Lightweight', lowerKg: 65.8, upperKg: 70.3 },
      red: { id: main.red, firstName: 'Bikash', countryCode: 'NP', record: { wins: 7, losses: 2, draws: 1 } },
      blue: { id: main.blue, firstName: 'Sujan' },
      scheduledRounds: 5,
      isTitleFight: true,
      result: null,
    });
    expect(detail.fightCard[0].red.photo.thumb).toMatch(/^\/media\/fighters\/.+\/thumb\.webp$/);
    expect(detail).toMatchObject({
      id: event.id,
      slug: event.slug,
      status: 'PUBLISHED',
      description: 'The biggest night of the season.',
      boutCount: 3,
      headline: expect.stringContaining(' vs '),
      cancelReason: null,
      registration: {
        opensAt: null,
        closesAt: event.registration.closesAt,
        weightClasses: [
          { id: lightweight, name: 'Lightweight' },
          { id: strawweight, name: "Women's Strawweight" },
        ],
        isOpen: true,
      },
      attendance: { capacity: 300, taken: 0, isOpen: true },
      ticketTiers: [
        {
          id: tier.id,
          productId: tier.productId,
          name: 'General admission',
          amount: 0,
          currency: 'NPR',
          remaining: 300,
          onSale: true,
          perOrderLimit: 1,
          salesStartAt: null,
          salesEndAt: null,
        },
      ],
    });
    // Nothing staff-only reaches fans.
    expect(detail).not.toHaveProperty('counts');
    expect(detail).not.toHaveProperty('publishedAt');

    const bySlug = await visitor().get(`/events/search/detail/${event.slug.toUpperCase()}`);
    expect(bySlug.body.data).toEqual(detail);
    const nepali = await visitor().get(`/events/search/detail/${event.slug}`, { 'accept-language': 'ne' });
    expect(nepali.body.data.registration.weightClasses[0].name).toBe('लाइटवेट');
  });

  it('tells when registration and attendance are open', async () => {
    const db = t.database.db;
    const classes = [await weightClassNamed(db, 'Lightweight')];
    const open = { openWeightClassIds: classes, capacity: 10, startsAt: fromNow(10 * DAY) };
    const cases: [Parameters<typeof insertEvent>[1], boolean, boolean][] = [
      [{}, true, true],
      [{ registrationOpensAt: fromNow(-DAY), registrationClosesAt: fromNow(DAY) }, true, true],
      [{ registrationOpensAt: fromNow(DAY) }, false, true],
      [{ registrationClosesAt: fromNow(-HOUR) }, false, true],
      [{ openWeightClassIds: [] }, false, true],
      [{ capacity: null }, true, false],
      [{ taken: 10 }, true, false],
      [{ status: 'LIVE' }, false, false],
      [{ status: 'CANCELLED' }, false, false],
      [{ startsAt: fromNow(-HOUR) }, false, false],
    ];
    for (const [values, registration, attendance] of cases) {
      const event = await insertEvent(db, { ...open, ...values });
      const detail = (await visitor().get(`/events/search/detail/${event.id}`)).body.data;
      expect([detail.registration.isOpen, detail.attendance.isOpen], JSON.stringify(values)).toEqual([
        registration,
        attendance,
      ]);
    }
  });

  it('answers 404 for drafts, events cancelled before publication, and unknown events', async () => {
    const db = t.database.db;
    const draft = await insertEvent(db, { status: 'DRAFT' });
    const scrapped = await insertEvent(db, { status: 'CANCELLED', publishedAt: null });
    for (const ref of [draft.id, draft.slug, scrapped.id, randomUUID(), 'no-such-event', 'x'.repeat(99)]) {
      const reply = await visitor().get(`/events/search/detail/${ref}`);
      expect(reply.status, ref).toBe(404);
      expect(reply.body).toEqual({ code: 'HUBEVNF001', message: 'Event not found' });
    }
  });

  it('shows the event a slug names now, when it named another a moment ago (a renamed event gave it up)', async () => {
    const db = t.database.db;
    const first = await insertEvent(db, { name: `First ${tag()}` });
    const second = await insertEvent(db, { name: `Second ${tag()}` });
    await createTier(db, second.id, { name: 'Ringside' });
    const slug = first.slug;
    expect((await visitor().get(`/events/search/detail/${slug}`)).body.data.ticketTiers).toEqual([]);
    await db
      .update(events)
      .set({ slug: `${slug}-was` })
      .where(eq(events.id, first.id));
    await db.update(events).set({ slug }).where(eq(events.id, second.id));
    // Past the page's lifetime, within the moment the slug's last event is remembered for its reads.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
    const page = (await visitor().get(`/events/search/detail/${slug}`)).body.data;
    expect([page.id, page.ticketTiers.map((tier: { name: string }) => tier.name)]).toEqual([second.id, ['Ringside']]);
  });

  it('shows staff changes at once although pages are cached', async () => {
    const { client: staff } = await signedInStaff(t.app, t.database.db);
    const event = await createEvent(staff);
    expect((await visitor().get(`/events/search/detail/${event.slug}`)).body.data.name).toBe(event.name);
    const renamed = { ...eventFieldsOf(event), name: `${event.name} II` };
    expect((await staff.put(`/events/${event.id}`, renamed)).status).toBe(200);
    expect((await visitor().get(`/events/search/detail/${event.slug}`)).body.data.name).toBe(`${event.name} II`);
    await staff.post(`/events/${event.id}/cancel`, { reason: 'The venue is under repair' });
    expect((await visitor().get(`/events/search/detail/${event.id}`)).body.data).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'The venue is under repair',
      attendance: { isOpen: false },
    });
  });
});

describe('the calendar file', () => {
  it('is an iCalendar event with a stable UID, UTC times, escaped text and folded lines', async () => {
    const db = t.database.db;
    const startsAt = new Date('2031-03-15T12:15:00Z');
    const event = await insertEvent(db, {
      name: `SFC 9: Thunder, Rain; and a very long name that needs folding ${tag()}`,
      tagline: 'Ten bouts',
      startsAt,
      venueName: 'Dasarath Rangasala',
      venueAddress: 'Tripureshwor',
      venueCity: 'Kathmandu',
    });
    for (const ref of [event.slug, event.id]) {
      const reply = await visitor().get(`/events/${ref}/calendar.ics`);
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(reply.headers['content-disposition']).toBe(`attachment; filename="${event.slug}.ics"`);
      const text = reply.body as string;
      expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      const unfolded = text.replace(/\r\n[ \t]/g, '');
      expect(unfolded).toContain(`UID:${event.id}@ringside.test\r\n`);
      expect(unfolded).toContain('DTSTART:20310315T121500Z\r\n');
      expect(unfolded).toContain('DTEND:20310315T161500Z\r\n');
      expect(unfolded).toContain(`SUMMARY:SFC 9: Thunder\\, Rain\\; and a very long name`);
      expect(unfolded).toContain('LOCATION:Dasarath Rangasala\\, Tripureshwor\\, Kathmandu\r\n');
      expect(unfolded).toContain(`DESCRIPTION:Ten bouts\\n\\nhttp://ringside.test/events/${event.slug}\r\n`);
      expect(unfolded).toContain(`URL:http://ringside.test/events/${event.slug}\r\n`);
    }
    const draft = await insertEvent(db, { status: 'DRAFT' });
    const missing = await visitor().get(`/events/${draft.slug}/calendar.ics`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('HUBEVNF001');
  });
});

describe('what an event page links to in media', () => {
  it("links each bout to its latest public video of both fighters, the card's showcase, and says whether it is streamed", async () => {
    const db = t.database.db;
    const lightweight = await weightClassNamed(db, 'Lightweight');
    const event = await insertEvent(db, { status: 'COMPLETED', startsAt: fromNow(-2 * DAY) });
    const [main, undercard, unfilmed] = [await fighterPair(db), await fighterPair(db), await fighterPair(db)];
    await insertBout(db, event.id, main, lightweight, { isMainEvent: true });
    await insertBout(db, event.id, undercard, lightweight);
    await insertBout(db, event.id, unfilmed, lightweight);
    const tagged = async (fighterIds: string[], values: Parameters<typeof createVideo>[2]) => {
      const video = await createVideo(db, t.config, { eventId: event.id, ...values });
      if (fighterIds.length)
        await db.insert(videoFighters).values(fighterIds.map((fighterId) => ({ videoId: video.id, fighterId })));
      return video;
    };
    await tagged([main.red, main.blue], { title: 'The main event, full', publishedAt: fromNow(-DAY) });
    const latest = await tagged([main.red, main.blue], {
      title: 'The main event, the finish',
      titleNe: 'मुख्य खेल, अन्तिम क्षण',
    });
    const undercardVideo = await tagged([undercard.red, undercard.blue], { title: 'Undercard' });
    // Neither a draft, nor a video of one fighter only, nor one of another event's card links a bout.
    await tagged([unfilmed.red, unfilmed.blue], { title: 'Draft', publication: 'DRAFT', publishedAt: null });
    await tagged([unfilmed.red], { title: 'Walkout' });
    await createVideo(db, t.config, { title: 'Elsewhere' }).then((video) =>
      db
        .insert(videoFighters)
        .values([unfilmed.red, unfilmed.blue].map((fighterId) => ({ videoId: video.id, fighterId }))),
    );
    await createShowcase(db, [latest.id, undercardVideo.id], {
      eventId: event.id,
      title: 'The whole card',
      titleNe: 'पूरा कार्ड',
    });
    await createShowcase(db, [], { eventId: event.id, title: 'Unpublished', publication: 'DRAFT', publishedAt: null });

    const detail = (await visitor().get(`/events/search/detail/${event.id}`)).body.data;
    expect(detail.fightCard.map((bout: { video: unknown }) => bout.video)).toEqual([
      { slug: latest.slug, title: 'The main event, the finish' },
      { slug: undercardVideo.slug, title: 'Undercard' },
      null,
    ]);
    expect(detail.showcase).toEqual({ slug: expect.any(String), title: 'The whole card' });
    expect(detail.isStreamed).toBe(false);
    // In Nepali, the titles given in Nepali; the others as written.
    const nepali = (await visitor().get(`/events/search/detail/${event.id}`, { 'accept-language': 'ne' })).body.data;
    expect(nepali.fightCard.map((bout: { video: { title: string } | null }) => bout.video?.title ?? null)).toEqual([
      'मुख्य खेल, अन्तिम क्षण',
      'Undercard',
      null,
    ]);
    expect(nepali.showcase).toEqual({ slug: detail.showcase.slug, title: 'पूरा कार्ड' });

    const streamed = await insertEvent(db);
    await db.insert(liveStreams).values({ eventId: streamed.id, streamKey: `key-${streamed.id}`, access: 'PAID' });
    const upcoming = (await visitor().get(`/events/search/detail/${streamed.id}`)).body.data;
    expect(upcoming).toMatchObject({ isStreamed: true, showcase: null, fightCard: [] });
  });
});
