import { beforeAll, describe, expect, it } from 'vitest';
import type { HomeItem, HomeSection } from '@ringside/contract';
import { TestClient } from '../../../test/client';
import { videoOnSale } from '../../../test/commerce-factories';
import { productsRepository } from '../commerce/products.repository';
import { createEvent, daysFromNow } from '../../../test/event-factories';
import { createFighter, signedInStaff } from '../../../test/fighter-factories';
import { createCategory, createShowcase, createVideo } from '../../../test/media-factories';
import { multipartFile, pngImage } from '../../../test/uploads';
import { useTestApp } from '../../../test/use-test-app';

// Fixtures go straight into the database, past the media module's change hook: nothing is cached here.
const t = useTestApp({ VIDEO_CACHE_SECONDS: '0', HOME_CACHE_SECONDS: '0' });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

let staff: TestClient;
const fixtures = {} as Awaited<ReturnType<typeof createFixtures>>;

async function createFixtures() {
  const db = t.database.db;
  const config = t.config;
  const knockouts = await createCategory(db, 'Knockouts');
  const video = (title: string, minutes: number, values: Parameters<typeof createVideo>[2] = {}) =>
    createVideo(db, config, { title, publishedAt: minutesAgo(minutes), ...values });
  const videos = {
    newest: await video('Newest bout', 1, { access: 'FREE', featured: true, categoryId: knockouts.id }),
    paid: await video('Paid main event', 2, { access: 'PAID', categoryId: knockouts.id }),
    older: await video('Older prelim', 3, { access: 'PAID', featured: true }),
    draft: await video('Draft cut', 0, {
      publication: 'DRAFT',
      publishedAt: null,
      featured: true,
      categoryId: knockouts.id,
    }),
    processing: await video('Still processing', 0, { status: 'PROCESSING', featured: true }),
  };
  const showcases = {
    season: await createShowcase(db, [videos.newest.id], { title: 'Season one', publishedAt: minutesAgo(5) }),
    card: await createShowcase(db, [videos.paid.id], { title: 'SFC 2 card', publishedAt: minutesAgo(1) }),
    draft: await createShowcase(db, [videos.older.id], {
      title: 'Draft bundle',
      publication: 'DRAFT',
      publishedAt: null,
    }),
  };
  const events = {
    next: await createEvent(db, { name: 'SFC 3: Summit', startsAt: daysFromNow(10), tagline: 'The summit night' }),
    later: await createEvent(db, {
      name: 'SFC 4: Valley',
      startsAt: daysFromNow(40),
      posterKey: 'events/valley/p1',
      posterWidth: 640,
      posterHeight: 360,
    }),
    draft: await createEvent(db, {
      name: 'Secret draft',
      startsAt: daysFromNow(5),
      status: 'DRAFT',
      publishedAt: null,
    }),
    cancelled: await createEvent(db, { name: 'Called off', startsAt: daysFromNow(3), status: 'CANCELLED' }),
    past: await createEvent(db, { name: 'SFC 1: Rise', startsAt: daysFromNow(-60), status: 'COMPLETED' }),
  };
  const fighters = {
    pemba: (await createFighter(db, { fields: { firstName: 'Pemba', lastName: 'Sherpa', nickname: null } })).profile,
    sujan: (await createFighter(db, { fields: { firstName: 'Sujan', lastName: 'Rai', nickname: 'Storm' } })).profile,
    pending: (await createFighter(db, { status: 'PENDING', fields: { firstName: 'Not', lastName: 'Yet' } })).profile,
  };
  return { knockouts, videos, showcases, events, fighters };
}

beforeAll(async () => {
  Object.assign(fixtures, await createFixtures());
  staff = (await signedInStaff(t.app, t.database.db, ['DASHBOARD'])).client;
});

async function addSection(fields: Record<string, unknown>): Promise<string> {
  const reply = await staff.post('/dashboard/sections', fields);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data.id as string;
}

async function home(): Promise<HomeSection[]> {
  const reply = await new TestClient(t.app).post('/dashboard/search/all', { pageSize: 100 });
  expect(reply.status).toBe(200);
  return reply.body.data.items;
}

async function sectionOnHome(id: string): Promise<HomeSection | undefined> {
  return (await home()).find((section) => section.id === id);
}

const titles = (items: HomeItem[]) => items.map((item) => item.title);

describe('hero', () => {
  it('shows the next announced event with its start for the countdown; never a draft or a cancelled event', async () => {
    const id = await addSection({ kind: 'HERO_EVENT', title: 'Next up' });
    const section = await sectionOnHome(id);
    expect(section).toMatchObject({ kind: 'HERO_EVENT', title: 'Next up', more: null });
    expect(section?.items).toEqual([
      {
        id: fixtures.events.next.id,
        kind: 'EVENT',
        title: 'SFC 3: Summit',
        subtitle: 'The summit night',
        image: null,
        imageLarge: null,
        imageWidth: null,
        imageHeight: null,
        badge: null,
        startsAt: fixtures.events.next.startsAt.toISOString(),
        action: { action: 'OPEN', redirect: 'SAME', url: `/events/${fixtures.events.next.slug}` },
      },
    ]);
  });

  it('shows the chosen event instead, and falls back to the next one while the choice is not public', async () => {
    const chosen = await addSection({ kind: 'HERO_EVENT', itemIds: [fixtures.events.later.id] });
    expect((await sectionOnHome(chosen))?.items.map((item) => item.id)).toEqual([fixtures.events.later.id]);
    const draft = await addSection({ kind: 'HERO_EVENT', itemIds: [fixtures.events.draft.id] });
    expect((await sectionOnHome(draft))?.items.map((item) => item.id)).toEqual([fixtures.events.next.id]);
    const cancelled = await addSection({ kind: 'HERO_EVENT', itemIds: [fixtures.events.cancelled.id] });
    expect((await sectionOnHome(cancelled))?.items.map((item) => item.id)).toEqual([fixtures.events.next.id]);
  });
});

describe('video rows', () => {
  it('LATEST lists public videos newest first up to the limit, free ones badged, with "See all" to /videos', async () => {
    const id = await addSection({ kind: 'VIDEO_ROW', source: 'LATEST', title: 'Latest fights', limit: 2 });
    const section = await sectionOnHome(id);
    expect(titles(section?.items ?? [])).toEqual(['Newest bout', 'Paid main event']);
    expect(section?.more).toEqual({ action: 'OPEN', redirect: 'SAME', url: '/videos' });
    expect(section?.items[0]).toMatchObject({
      kind: 'VIDEO',
      badge: 'FREE',
      subtitle: 'Knockouts',
      action: { action: 'OPEN', redirect: 'SAME', url: `/videos/${fixtures.videos.newest.slug}` },
    });
    expect(section?.items[1]?.badge).toBeNull();
    const all = await sectionOnHome(await addSection({ kind: 'VIDEO_ROW', source: 'LATEST', limit: 24 }));
    expect(titles(all?.items ?? [])).toEqual(['Newest bout', 'Paid main event', 'Older prelim']);
  });

  it('FEATURED lists only featured public videos; drafts and unprocessed videos never appear', async () => {
    const section = await sectionOnHome(await addSection({ kind: 'VIDEO_ROW', source: 'FEATURED' }));
    expect(titles(section?.items ?? [])).toEqual(['Newest bout', 'Older prelim']);
  });

  it('CATEGORY lists the category’s public videos, with "See all" to the category page', async () => {
    const id = await addSection({ kind: 'VIDEO_ROW', source: 'CATEGORY', categoryId: fixtures.knockouts.id });
    const section = await sectionOnHome(id);
    expect(titles(section?.items ?? [])).toEqual(['Newest bout', 'Paid main event']);
    expect(section?.more?.url).toBe(`/videos/category/${fixtures.knockouts.slug}`);
  });

  it('PICKED lists the picks in the staff’s order, skipping those not public', async () => {
    const { older, draft, newest, processing } = fixtures.videos;
    const id = await addSection({
      kind: 'VIDEO_ROW',
      source: 'PICKED',
      itemIds: [older.id, draft.id, newest.id, processing.id],
    });
    const section = await sectionOnHome(id);
    expect(titles(section?.items ?? [])).toEqual(['Older prelim', 'Newest bout']);
    expect(section?.more).toBeNull();
  });

  it("a paid video sold on its own carries its price for the tile's badge; a free one and an unsold one none", async () => {
    const { video, product } = await videoOnSale(t.database.db, t.config, 29_900);
    const { older, newest } = fixtures.videos;
    const id = await addSection({ kind: 'VIDEO_ROW', source: 'PICKED', itemIds: [video.id, older.id, newest.id] });
    const items = (await sectionOnHome(id))?.items ?? [];
    expect(items.map((item) => [item.title, item.productId ?? null, item.price ?? null])).toEqual([
      ['Tamang vs Gurung', product.id, { amount: 29_900, currency: 'NPR' }],
      ['Older prelim', null, null],
      ['Newest bout', null, null],
    ]);
  });
});

describe('showcase, event and fighter rows', () => {
  it('showcases: the picks in order, else the latest published; never a draft', async () => {
    const { season, card, draft } = fixtures.showcases;
    const latest = await sectionOnHome(await addSection({ kind: 'SHOWCASE_ROW' }));
    expect(titles(latest?.items ?? [])).toEqual(['SFC 2 card', 'Season one']);
    expect(latest?.items[0]?.action.url).toBe(`/showcases/${card.slug}`);
    const picked = await sectionOnHome(await addSection({ kind: 'SHOWCASE_ROW', itemIds: [draft.id, season.id] }));
    expect(titles(picked?.items ?? [])).toEqual(['Season one']);
  });

  it('events: upcoming announced ones soonest first (no drafts, cancelled or past), else the picks', async () => {
    const upcoming = await sectionOnHome(await addSection({ kind: 'EVENT_ROW', title: 'Upcoming events' }));
    expect(titles(upcoming?.items ?? [])).toEqual(['SFC 3: Summit', 'SFC 4: Valley']);
    expect(upcoming?.more?.url).toBe('/events');
    expect(upcoming?.items[0]).toMatchObject({
      subtitle: 'Dasharath Stadium Covered Hall, Kathmandu',
      startsAt: fixtures.events.next.startsAt.toISOString(),
    });
    // A poster comes with its shape, for a frame of its own.
    expect(upcoming?.items[1]).toMatchObject({
      image: '/media/events/valley/p1/card.webp',
      imageLarge: '/media/events/valley/p1/large.webp',
      imageWidth: 640,
      imageHeight: 360,
    });
    const { past, draft, later } = fixtures.events;
    const picked = await sectionOnHome(await addSection({ kind: 'EVENT_ROW', itemIds: [past.id, draft.id, later.id] }));
    expect(titles(picked?.items ?? [])).toEqual(['SFC 1: Rise', 'SFC 4: Valley']);
  });

  it("events: a tile carries its live pass's product while the pass is on sale, for the Buy button", async () => {
    const { next, later } = fixtures.events;
    const pass = await productsRepository.insert(t.database.db, {
      productType: 'LIVE_EVENT',
      contentId: later.id,
      name: 'SFC 4 live',
      amount: 49_900,
    });
    const tiles = async () => {
      const upcoming = await sectionOnHome(await addSection({ kind: 'EVENT_ROW' }));
      const picked = await sectionOnHome(await addSection({ kind: 'EVENT_ROW', itemIds: [later.id, next.id] }));
      return [upcoming, picked].map((section) => section?.items.map((item) => [item.title, item.productId]));
    };
    expect(await tiles()).toEqual([
      [
        ['SFC 3: Summit', null],
        ['SFC 4: Valley', pass.id],
      ],
      [
        ['SFC 4: Valley', pass.id],
        ['SFC 3: Summit', null],
      ],
    ]);
    await productsRepository.update(t.database.db, pass.id, { active: false });
    expect((await tiles()).flat().map((tile) => tile?.[1])).toEqual([null, null, null, null]);
  });

  it('fighters: approved ones only, with the record as the badge; else a few public profiles', async () => {
    const { pemba, sujan, pending } = fixtures.fighters;
    const picked = await sectionOnHome(
      await addSection({ kind: 'FIGHTER_ROW', itemIds: [sujan.id, pending.id, pemba.id] }),
    );
    expect(picked?.items.map((item) => [item.title, item.subtitle, item.badge])).toEqual([
      ['Sujan Rai', '“Storm”', '7-2-1'],
      ['Pemba Sherpa', 'Lightweight', '7-2-1'],
    ]);
    expect(picked?.items[0]?.action.url).toMatch(/^\/fighters\/[a-z0-9-]*sujan-rai$/);
    expect(picked?.items[0]?.image).toMatch(/^\/media\/fighters\/.+\/card\.webp$/);
    const some = await sectionOnHome(await addSection({ kind: 'FIGHTER_ROW', limit: 5 }));
    expect(some?.items.map((item) => item.title).sort()).toEqual(['Pemba Sherpa', 'Sujan Rai']);
    expect(some?.more?.url).toBe('/fighters');
  });
});

describe('banners and the page as a whole', () => {
  it('a banner is one tile with its title, line, picture and its own action', async () => {
    const id = await addSection({
      kind: 'BANNER',
      title: 'Become a fighter',
      subtitle: 'Apply for the next card',
      action: { action: 'SEARCH', redirect: 'NEW', url: '/fighters?weightClass=lightweight' },
    });
    const upload = multipartFile('file', 'banner.png', 'image/png', await pngImage(1600, 600));
    const stored = await staff.call('PUT', `/dashboard/sections/${id}/image`, upload.body, upload.headers);
    expect(stored.status).toBe(200);
    const section = await sectionOnHome(id);
    expect(section?.items).toEqual([
      {
        id,
        kind: 'BANNER',
        title: 'Become a fighter',
        subtitle: 'Apply for the next card',
        image: expect.stringMatching(/^\/media\/home\/.+\/card\.webp$/),
        imageLarge: expect.stringMatching(/^\/media\/home\/.+\/wide\.webp$/),
        badge: null,
        startsAt: null,
        action: { action: 'SEARCH', redirect: 'NEW', url: '/fighters?weightClass=lightweight' },
      },
    ]);
    const wide = await t.app.inject({ method: 'GET', url: section?.items[0]?.imageLarge ?? '' });
    expect([wide.statusCode, wide.headers['content-type']]).toEqual([200, 'image/webp']);
  });

  it('reads what the sections needed last time beside them, and what they need now as soon as they change', async () => {
    const id = await addSection({ kind: 'EVENT_ROW', limit: 1 });
    const first = await home();
    expect(titles((await sectionOnHome(id))?.items ?? [])).toEqual(['SFC 3: Summit']);
    // The same sections: read early with them, the same page.
    expect(await home()).toEqual(first);
    const reply = await staff.put(`/dashboard/sections/${id}`, { kind: 'EVENT_ROW', limit: 2 });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(titles((await sectionOnHome(id))?.items ?? [])).toEqual(['SFC 3: Summit', 'SFC 4: Valley']);
    const picked = await staff.put(`/dashboard/sections/${id}`, {
      kind: 'EVENT_ROW',
      itemIds: [fixtures.events.later.id],
    });
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    expect(titles((await sectionOnHome(id))?.items ?? [])).toEqual(['SFC 4: Valley']);
  });

  it('leaves out sections with nothing to show and inactive ones, and pages the rest', async () => {
    const emptyBanner = await addSection({ kind: 'BANNER' });
    const emptyCategory = await addSection({
      kind: 'VIDEO_ROW',
      source: 'CATEGORY',
      categoryId: (await createCategory(t.database.db, 'Empty shelf')).id,
    });
    const pickedDrafts = await addSection({ kind: 'VIDEO_ROW', source: 'PICKED', itemIds: [fixtures.videos.draft.id] });
    const inactive = await addSection({ kind: 'EVENT_ROW', active: false });
    const ids = (await home()).map((section) => section.id);
    for (const id of [emptyBanner, emptyCategory, pickedDrafts, inactive]) expect(ids).not.toContain(id);

    const all = (await staff.get('/dashboard/sections')).body.data as { id: string; active: boolean }[];
    const shown = all.filter((section) => ids.includes(section.id)).map((section) => section.id);
    expect(ids).toEqual(shown);
    // Staff still see what an inactive section would show.
    const preview = all.find((section) => section.id === inactive) as unknown as { preview: HomeItem[] };
    expect(titles(preview.preview)).toEqual(['SFC 3: Summit', 'SFC 4: Valley']);

    const visitor = new TestClient(t.app);
    const second = (await visitor.post('/dashboard/search/all', { page: 2, pageSize: 2 })).body.data;
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: ids.length });
    expect(second.items.map((section: HomeSection) => section.id)).toEqual(ids.slice(2, 4));
    const defaults = (await visitor.post('/dashboard/search/all', {})).body.data;
    expect([defaults.page, defaults.pageSize]).toEqual([1, 20]);
  });
});
