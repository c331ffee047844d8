import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AdminHomeSection, HomeSection } from '@ringside/contract';
import { TestClient } from '../../../test/client';
import { createEvent } from '../../../test/event-factories';
import { signedInCustomer, signedInStaff } from '../../../test/fighter-factories';
import { createCategory, createVideo } from '../../../test/media-factories';
import { multipartFile, pngImage } from '../../../test/uploads';
import { useTestApp } from '../../../test/use-test-app';

// The home is cached as in production (15 s): every change through this instance must show at once.
const t = useTestApp();
const editor = () => signedInStaff(t.app, t.database.db, ['DASHBOARD']).then(({ client }) => client);
const id = randomUUID();

const homeIds = async () =>
  ((await new TestClient(t.app).post('/dashboard/search/all', { pageSize: 100 })).body.data.items as HomeSection[]).map(
    (section) => section.id,
  );

describe('who may arrange the home page and the ads', () => {
  it('refuses every staff call to visitors (401), fans and staff without DASHBOARD (403)', async () => {
    const calls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown][] = [
      ['GET', '/dashboard/sections'],
      ['POST', '/dashboard/sections', { kind: 'BANNER', title: 'Hello' }],
      ['POST', '/dashboard/sections/preview', { kind: 'BANNER', title: 'Hello' }],
      ['PUT', '/dashboard/sections/order', { sectionIds: [] }],
      ['GET', `/dashboard/sections/${id}`],
      ['PUT', `/dashboard/sections/${id}`, { kind: 'BANNER', title: 'Hello' }],
      ['DELETE', `/dashboard/sections/${id}`],
      ['PUT', `/dashboard/sections/${id}/image`],
      ['DELETE', `/dashboard/sections/${id}/image`],
      ['POST', '/ads/admin/search', {}],
      ['POST', '/ads', { title: 'Momo', placement: 'HOME_TOP', action: { action: 'NONE' } }],
      ['GET', `/ads/${id}`],
      ['PUT', `/ads/${id}`, { title: 'Momo', placement: 'HOME_TOP', action: { action: 'NONE' } }],
      ['DELETE', `/ads/${id}`],
      ['PUT', `/ads/${id}/image`],
    ];
    const { client: fan } = await signedInCustomer(t.app, t.database.db);
    const { client: others } = await signedInStaff(t.app, t.database.db, [
      'BOOKINGANDTICKETING',
      'TRANSACTION',
      'USERS',
    ]);
    for (const [method, url, body] of calls) {
      const anonymous = await new TestClient(t.app).call(method, url, body);
      expect([url, anonymous.status]).toEqual([url, 401]);
      for (const client of [fan, others]) {
        const refused = await client.call(method, url, body);
        expect([method, url, refused.status, refused.body.code]).toEqual([method, url, 403, 'HUBGNFB001']);
      }
    }
  });

  it('leaves the home page and the running ads open to everyone', async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.post('/dashboard/search/all', {})).status).toBe(200);
    expect((await visitor.get('/public/configs/ads')).status).toBe(200);
  });
});

describe('home sections', () => {
  it('are checked against what they pick: existing items, each once, and a category for a category row', async () => {
    const staff = await editor();
    const field = async (body: Record<string, unknown>) => {
      const reply = await staff.post('/dashboard/sections', body);
      expect(reply.status).toBe(400);
      return reply.body.fieldErrors as Record<string, { code: string }>;
    };
    expect((await field({ title: 'No kind' })).kind?.code).toBe('HUBHMKD001');
    expect((await field({ kind: 'VIDEO_ROW', source: 'SOMETIMES' })).source?.code).toBe('HUBHMSR001');
    expect((await field({ kind: 'VIDEO_ROW', source: 'CATEGORY' })).categoryId?.code).toBe('HUBHMCT001');
    expect((await field({ kind: 'VIDEO_ROW', source: 'CATEGORY', categoryId: id })).categoryId?.code).toBe(
      'HUBHMCT001',
    );
    expect((await field({ kind: 'VIDEO_ROW', source: 'PICKED' })).itemIds?.code).toBe('HUBHMIT001');
    expect((await field({ kind: 'VIDEO_ROW', source: 'PICKED', itemIds: [id] })).itemIds?.code).toBe('HUBHMIT001');
    expect((await field({ kind: 'EVENT_ROW', itemIds: ['not-an-id'] }))['itemIds.0']?.code).toBe('HUBHMIT001');
    const [first, second] = [await createEvent(t.database.db), await createEvent(t.database.db)];
    expect((await field({ kind: 'EVENT_ROW', itemIds: [first.id, first.id] })).itemIds?.code).toBe('HUBHMIT001');
    expect((await field({ kind: 'HERO_EVENT', itemIds: [first.id, second.id] })).itemIds?.code).toBe('HUBHMIT001');
    // A video id is no event.
    const video = await createVideo(t.database.db, t.config);
    expect((await field({ kind: 'EVENT_ROW', itemIds: [video.id] })).itemIds?.code).toBe('HUBHMIT001');
    expect((await field({ kind: 'FIGHTER_ROW', limit: 0 })).limit?.code).toBe('HUBHMLM001');
    expect((await field({ kind: 'FIGHTER_ROW', limit: 25 })).limit?.code).toBe('HUBHMLM001');
    expect((await field({ kind: 'BANNER', title: 'x'.repeat(81) })).title?.code).toBe('HUBHMTT001');
    expect((await field({ kind: 'BANNER', subtitle: 'x'.repeat(161) })).subtitle?.code).toBe('HUBHMST001');

    const category = await createCategory(t.database.db);
    const row = await staff.post('/dashboard/sections', {
      kind: 'VIDEO_ROW',
      source: 'CATEGORY',
      categoryId: category.id.toUpperCase(),
    });
    expect(row.body.data).toMatchObject({ source: 'CATEGORY', categoryId: category.id, limit: 12, active: true });
  });

  it('keep only the fields their kind uses; a banner’s action defaults to none', async () => {
    const staff = await editor();
    const event = await createEvent(t.database.db);
    const row = await staff.post('/dashboard/sections', {
      kind: 'EVENT_ROW',
      title: 'Upcoming events',
      source: 'FEATURED',
      subtitle: 'Ignored',
      itemIds: [event.id],
      limit: 6,
      action: { action: 'OPEN', url: 'https://example.com' },
    });
    expect(row.body.data).toMatchObject({
      kind: 'EVENT_ROW',
      title: 'Upcoming events',
      source: 'LATEST',
      subtitle: null,
      itemIds: [event.id],
      limit: 6,
      action: { action: 'NONE', redirect: 'SAME', url: null },
      image: null,
    });
    const latest = await staff.post('/dashboard/sections', { kind: 'VIDEO_ROW', source: 'LATEST', itemIds: [id] });
    expect(latest.body.data).toMatchObject({ itemIds: [], categoryId: null });
    const banner = await staff.post('/dashboard/sections', { kind: 'BANNER', title: 'Fight week' });
    expect(banner.body.data).toMatchObject({ action: { action: 'NONE', redirect: 'SAME', url: null }, limit: 1 });
  });

  it('are added at the end, edited in place, reordered as a whole, and removed', async () => {
    const staff = await editor();
    const before = (await staff.get('/dashboard/sections')).body.data as AdminHomeSection[];
    const add = async (title: string) =>
      (await staff.post('/dashboard/sections', { kind: 'BANNER', title })).body.data as AdminHomeSection;
    const a = await add('First banner');
    const b = await add('Second banner');
    const c = await add('Third banner');
    expect([b.order - a.order, c.order - b.order]).toEqual([1, 1]);
    expect(a.order).toBeGreaterThan(Math.max(0, ...before.map((section) => section.order)));

    const edited = await staff.put(`/dashboard/sections/${b.id}`, { kind: 'BANNER', title: 'Second, renamed' });
    expect(edited.body.data).toMatchObject({ id: b.id, title: 'Second, renamed', order: b.order });
    expect((await staff.get(`/dashboard/sections/${b.id}`)).body.data.preview[0].title).toBe('Second, renamed');

    const all = ((await staff.get('/dashboard/sections')).body.data as AdminHomeSection[]).map((section) => section.id);
    const reversed = [...all].reverse();
    const ordered = await staff.put('/dashboard/sections/order', { sectionIds: reversed });
    expect(ordered.body.data.map((section: AdminHomeSection) => section.id)).toEqual(reversed);
    expect(ordered.body.data.map((section: AdminHomeSection) => section.order)).toEqual(all.map((_, i) => i + 1));
    const shown = await homeIds();
    expect(shown).toEqual(reversed.filter((sectionId) => shown.includes(sectionId)));
    expect(shown.indexOf(c.id)).toBeLessThan(shown.indexOf(a.id));

    for (const sectionIds of [reversed.slice(1), [...reversed, reversed[0]], [...reversed.slice(1), id]]) {
      const refused = await staff.put('/dashboard/sections/order', { sectionIds });
      expect([refused.status, refused.body.fieldErrors?.sectionIds?.code]).toEqual([400, 'HUBHMOR001']);
    }

    expect((await staff.call('DELETE', `/dashboard/sections/${a.id}`)).body.data).toEqual({ ok: true });
    expect(await homeIds()).not.toContain(a.id);
    const gone = await staff.put(`/dashboard/sections/${a.id}`, { kind: 'BANNER', title: 'Back?' });
    expect([gone.status, gone.body.code]).toEqual([404, 'HUBHMNF001']);
    const malformed = await staff.get('/dashboard/sections/not-a-section');
    expect([malformed.status, malformed.body.code]).toEqual([404, 'HUBHMNF001']);
  });

  it('take a banner picture by content only, stored in two sizes under a new key per upload', async () => {
    const staff = await editor();
    const banner = (await staff.post('/dashboard/sections', { kind: 'BANNER', title: 'Pictured' })).body.data;
    const text = multipartFile('file', 'banner.png', 'image/png', Buffer.from('not really a picture'));
    const refused = await staff.call('PUT', `/dashboard/sections/${banner.id}/image`, text.body, text.headers);
    expect([refused.status, refused.body.fieldErrors?.image?.code]).toEqual([400, 'HUBHMIM001']);
    expect(refused.body.message).toMatch(/MB/);
    const none = await staff.call('PUT', `/dashboard/sections/${banner.id}/image`);
    expect(none.body.fieldErrors?.image?.code).toBe('HUBHMIM001');

    const upload = multipartFile('file', 'banner.jpg', 'image/png', await pngImage(1600, 500));
    const first = await staff.call('PUT', `/dashboard/sections/${banner.id}/image`, upload.body, upload.headers);
    const again = await staff.call('PUT', `/dashboard/sections/${banner.id}/image`, upload.body, upload.headers);
    expect(first.body.data.image).toMatch(/^\/media\/home\/[0-9a-f-]+\/[0-9a-f]{16}\/wide\.webp$/);
    expect(again.body.data.image).not.toBe(first.body.data.image);
    const card = again.body.data.preview[0].image as string;
    const served = await t.app.inject({ method: 'GET', url: card });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
    const sizeOf = async (url: string) => {
      const { width, height, format } = await sharp((await t.app.inject({ method: 'GET', url })).rawPayload).metadata();
      return [width, height, format];
    };
    expect(await sizeOf(card)).toEqual([640, 360, 'webp']);
    expect(await sizeOf(again.body.data.image)).toEqual([1200, 300, 'webp']);

    const removed = await staff.call('DELETE', `/dashboard/sections/${banner.id}/image`);
    expect(removed.body.data.image).toBeNull();
  });
});

describe('the editor’s preview', () => {
  it('shows what unsaved fields would show fans, without saving anything', async () => {
    const staff = await editor();
    const before = (await staff.get('/dashboard/sections')).body.data.length;
    const video = await createVideo(t.database.db, t.config, { title: 'Preview me', access: 'FREE' });
    const picked = await staff.post('/dashboard/sections/preview', {
      kind: 'VIDEO_ROW',
      source: 'PICKED',
      itemIds: [video.id, id],
    });
    expect(picked.body.data).toEqual({
      items: [expect.objectContaining({ id: video.id, title: 'Preview me', badge: 'FREE' })],
      more: null,
    });
    const banner = (await staff.post('/dashboard/sections', { kind: 'BANNER', title: 'Saved title' })).body.data;
    const upload = multipartFile('file', 'banner.png', 'image/png', await pngImage(1200, 400));
    await staff.call('PUT', `/dashboard/sections/${banner.id}/image`, upload.body, upload.headers);
    const unsaved = await staff.post('/dashboard/sections/preview', {
      sectionId: banner.id,
      kind: 'BANNER',
      title: 'Unsaved title',
      action: { action: 'OPEN', redirect: 'NEW', url: 'https://sponsor.example' },
    });
    expect(unsaved.body.data.items[0]).toMatchObject({
      id: banner.id,
      title: 'Unsaved title',
      imageLarge: expect.stringMatching(/^\/media\/home\//),
      action: { action: 'OPEN', redirect: 'NEW', url: 'https://sponsor.example' },
    });
    const bad = await staff.post('/dashboard/sections/preview', {
      kind: 'BANNER',
      action: { action: 'SEARCH', url: '/terms' },
    });
    expect(bad.body.fieldErrors?.['action.url']?.code).toBe('HUBLAUR002');
    expect((await staff.get('/dashboard/sections')).body.data.length).toBe(before + 1);
    expect((await staff.get(`/dashboard/sections/${banner.id}`)).body.data.title).toBe('Saved title');
  });
});

describe('the cached home', () => {
  it('is kept for a few seconds, and forgotten on every change through this instance, videos included', async () => {
    const staff = await editor();
    const row = (await staff.post('/dashboard/sections', { kind: 'VIDEO_ROW', source: 'LATEST', title: 'Fresh' })).body
      .data as AdminHomeSection;
    const latest = async () =>
      ((await new TestClient(t.app).post('/dashboard/search/all', { pageSize: 100 })).body.data.items as HomeSection[])
        .find((section) => section.id === row.id)
        ?.items.map((item) => item.title) ?? [];
    const before = await latest();

    // Written behind the application's back: the cached answer stands.
    await createVideo(t.database.db, t.config, { title: 'Sneaked in' });
    expect(await latest()).toEqual(before);

    // Published through the media module: its change hook drops the home.
    const draft = await createVideo(t.database.db, t.config, {
      title: 'Published by staff',
      publication: 'DRAFT',
      publishedAt: null,
    });
    expect((await staff.post(`/videos/${draft.id}/publish`)).status).toBe(200);
    expect((await latest()).slice(0, 2)).toEqual(['Published by staff', 'Sneaked in']);

    // A section edit through this instance shows at once too.
    await staff.put(`/dashboard/sections/${row.id}`, { kind: 'VIDEO_ROW', source: 'LATEST', active: false });
    expect(await homeIds()).not.toContain(row.id);
  });
});

describe('Nepali values of sections and ads (decision 50)', () => {
  it('keep a section’s title and a banner’s line in Nepali beside the English ones; blank ones are cleared', async () => {
    const staff = await editor();
    const banner = await staff.post('/dashboard/sections', {
      kind: 'BANNER',
      title: 'Meet the fighters',
      titleNe: 'फाइटरहरूलाई चिन्नुहोस्',
      subtitle: 'Search by weight class',
      subtitleNe: 'तौल वर्गअनुसार खोज्नुहोस्',
    });
    expect(banner.status).toBe(200);
    expect(banner.body.data).toMatchObject({
      title: 'Meet the fighters',
      titleNe: 'फाइटरहरूलाई चिन्नुहोस्',
      subtitleNe: 'तौल वर्गअनुसार खोज्नुहोस्',
    });
    const sectionId = banner.body.data.id as string;
    expect((await staff.get(`/dashboard/sections/${sectionId}`)).body.data.titleNe).toBe('फाइटरहरूलाई चिन्नुहोस्');
    const edited = await staff.put(`/dashboard/sections/${sectionId}`, {
      kind: 'BANNER',
      title: 'Meet the fighters',
      titleNe: ' ',
      subtitleNe: ' तौल वर्ग र जिमअनुसार खोज्नुहोस् ',
    });
    expect(edited.body.data).toMatchObject({ titleNe: null, subtitle: null, subtitleNe: 'तौल वर्ग र जिमअनुसार खोज्नुहोस्' });

    // Like the English line, the Nepali one belongs to banners only.
    const row = await staff.post('/dashboard/sections', {
      kind: 'EVENT_ROW',
      title: 'Upcoming events',
      titleNe: 'आगामी कार्यक्रमहरू',
      subtitleNe: 'बेवास्ता गरिन्छ',
    });
    expect(row.body.data).toMatchObject({ titleNe: 'आगामी कार्यक्रमहरू', subtitleNe: null });
    const listed = (await staff.get('/dashboard/sections')).body.data as AdminHomeSection[];
    expect(listed.find((section) => section.id === row.body.data.id)?.titleNe).toBe('आगामी कार्यक्रमहरू');

    const long = async (body: Record<string, unknown>) =>
      (await staff.post('/dashboard/sections', { kind: 'BANNER', title: 'Hello', ...body })).body.fieldErrors;
    expect((await long({ titleNe: 'न'.repeat(81) })).titleNe?.code).toBe('HUBHMTT001');
    expect((await long({ subtitleNe: 'न'.repeat(161) })).subtitleNe?.code).toBe('HUBHMST001');
  });

  it('keep an ad’s title in Nepali; a blank one is cleared; too long takes the title’s code', async () => {
    const staff = await editor();
    const fields = { title: 'SFC Fight Pass', placement: 'HOME_TOP', action: { action: 'NONE' } };
    const made = await staff.post('/ads', { ...fields, titleNe: 'SFC फाइट पास' });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ title: 'SFC Fight Pass', titleNe: 'SFC फाइट पास' });
    const adId = made.body.data.id as string;
    expect((await staff.get(`/ads/${adId}`)).body.data.titleNe).toBe('SFC फाइट पास');
    const listed = (await staff.post('/ads/admin/search', {})).body.data.items.find(
      (ad: { id: string }) => ad.id === adId,
    );
    expect(listed.titleNe).toBe('SFC फाइट पास');
    expect((await staff.put(`/ads/${adId}`, { ...fields, titleNe: '' })).body.data.titleNe).toBeNull();
    const long = await staff.post('/ads', { ...fields, titleNe: 'न'.repeat(121) });
    expect([long.status, long.body.fieldErrors?.titleNe?.code]).toEqual([400, 'HUBADTT001']);
  });

  it('are refused to a fan', async () => {
    const { client: fan } = await signedInCustomer(t.app, t.database.db);
    const section = await fan.post('/dashboard/sections', { kind: 'BANNER', title: 'Hello', titleNe: 'नमस्ते' });
    expect([section.status, section.body.code]).toEqual([403, 'HUBGNFB001']);
    const ad = await fan.post('/ads', {
      title: 'Momo',
      titleNe: 'मम',
      placement: 'HOME_TOP',
      action: { action: 'NONE' },
    });
    expect([ad.status, ad.body.code]).toEqual([403, 'HUBGNFB001']);
  });
});
