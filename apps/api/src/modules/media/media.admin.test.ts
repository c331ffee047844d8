import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { createEvent } from '../../../test/event-factories';
import { createFighter, signedInCustomer, signedInStaff } from '../../../test/fighter-factories';
import { createCategory, createShowcase, createVideo } from '../../../test/media-factories';
import { multipartFile, pngImage } from '../../../test/uploads';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();
const editor = () => signedInStaff(t.app, t.database.db, ['DASHBOARD']).then(({ client }) => client);
const id = randomUUID();

describe('who may run the hub', () => {
  it('refuses every staff call to visitors (401), fans and staff without DASHBOARD (403)', async () => {
    const calls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown][] = [
      ['GET', '/media/capabilities'],
      ['GET', '/categories/admin'],
      ['POST', '/categories', { name: 'Knockouts' }],
      ['PUT', '/categories/order', { categoryIds: [] }],
      ['PUT', `/categories/${id}`, { name: 'Knockouts' }],
      ['PUT', `/categories/${id}/image`],
      ['DELETE', `/categories/${id}`],
      ['POST', '/videos/admin/search', {}],
      ['GET', `/videos/admin/${id}`],
      ['POST', '/videos', { title: 'A fight' }],
      ['PUT', `/videos/${id}`, { title: 'A fight' }],
      ['POST', `/videos/${id}/publish`],
      ['POST', `/videos/${id}/unpublish`],
      ['POST', `/videos/${id}/retry`],
      ['PUT', `/videos/${id}/poster`],
      ['DELETE', `/videos/${id}`],
      ['POST', '/showcases/admin/search', {}],
      ['GET', `/showcases/admin/${id}`],
      ['POST', '/showcases', { title: 'A season' }],
      ['PUT', `/showcases/${id}`, { title: 'A season' }],
      ['POST', `/showcases/${id}/publish`],
      ['POST', `/showcases/${id}/unpublish`],
      ['PUT', `/showcases/${id}/poster`],
      ['DELETE', `/showcases/${id}`],
      ['POST', '/uploads'],
    ];
    const { client: fan } = await signedInCustomer(t.app, t.database.db);
    const { client: booker } = await signedInStaff(t.app, t.database.db, ['BOOKINGANDTICKETING', 'TRANSACTION']);
    for (const [method, url, body] of calls) {
      const anonymous = await new TestClient(t.app).call(method, url, body);
      expect([url, anonymous.status]).toEqual([url, 401]);
      for (const client of [fan, booker]) {
        const refused = await client.call(method, url, body);
        expect([url, refused.status, refused.body.code]).toEqual([url, 403, 'HUBGNFB001']);
      }
    }
  });
});

describe('categories', () => {
  it('are added with a unique name and slug, renamed keeping their address, and ordered as a whole', async () => {
    const staff = await editor();
    const first = await staff.post('/categories', { name: 'Full Fights', description: 'Every bout, start to end' });
    expect(first.body.data).toMatchObject({ name: 'Full Fights', slug: 'full-fights', videoCount: 0, totalVideos: 0 });
    const second = (await staff.post('/categories', { name: 'Highlights' })).body.data;
    const taken = await staff.post('/categories', { name: ' full fights ' });
    expect([taken.status, taken.body.fieldErrors?.name?.code]).toEqual([409, 'HUBCTNM003']);
    const short = await staff.post('/categories', { name: 'A' });
    expect(short.body.fieldErrors?.name?.code).toBe('HUBCTNM001');

    const renamed = await staff.put(`/categories/${first.body.data.id}`, { name: 'Full Fights (HD)' });
    expect(renamed.body.data).toMatchObject({ name: 'Full Fights (HD)', slug: 'full-fights' });

    const all = (await staff.get('/categories/admin')).body.data as { id: string }[];
    const reversed = all.map((category) => category.id).reverse();
    const ordered = await staff.put('/categories/order', { categoryIds: reversed });
    expect(ordered.body.data.map((category: { id: string }) => category.id)).toEqual(reversed);
    const partial = await staff.put('/categories/order', { categoryIds: [second.id] });
    expect(partial.body.fieldErrors?.categoryIds?.code).toBe('HUBCTOR001');
    expect((await new TestClient(t.app).get('/categories')).body.data.map((c: { id: string }) => c.id)).toEqual(
      reversed,
    );
  });

  it('take an image checked by content, and are removed only when empty', async () => {
    const staff = await editor();
    const category = (await staff.post('/categories', { name: 'Submissions' })).body.data;
    const text = multipartFile('image', 'image.png', 'image/png', Buffer.from('not an image'));
    const refused = await staff.call('PUT', `/categories/${category.id}/image`, text.body, text.headers);
    expect(refused.body.fieldErrors?.image?.code).toBe('HUBCTIM001');
    const png = multipartFile('image', 'image.png', 'image/png', await pngImage(1600, 900));
    const withImage = await staff.call('PUT', `/categories/${category.id}/image`, png.body, png.headers);
    expect(withImage.body.data.image.card).toMatch(/^\/media\/categories\/.+\/card\.webp$/);

    await createVideo(t.database.db, t.config, { categoryId: category.id, publication: 'DRAFT' });
    const busy = await staff.call('DELETE', `/categories/${category.id}`);
    expect([busy.status, busy.body.code]).toEqual([409, 'HUBCTDL001']);
    const empty = (await staff.post('/categories', { name: 'Empty one' })).body.data;
    expect((await staff.call('DELETE', `/categories/${empty.id}`)).status).toBe(200);
    expect((await staff.call('DELETE', `/categories/${empty.id}`)).body.code).toBe('HUBCTNF001');
  });
});

describe('videos', () => {
  it('are created as drafts waiting for their file, with checked category, event and fighters', async () => {
    const staff = await editor();
    const db = t.database.db;
    const category = await createCategory(db);
    const event = await createEvent(db);
    const fighter = await createFighter(db);
    const pending = await createFighter(db, { status: 'PENDING' });
    const made = await staff.post('/videos', {
      title: 'Thapa vs Rai: every round',
      description: 'The lightweight rematch',
      categoryId: category.id,
      eventId: event.id,
      fighterIds: [fighter.profile.id],
      access: 'PAID',
    });
    expect(made.body.data).toMatchObject({
      slug: 'thapa-vs-rai-every-round',
      access: 'PAID',
      publication: 'DRAFT',
      category: { id: category.id },
      event: { id: event.id },
      fighters: [{ id: fighter.profile.id }],
      processing: { status: 'UPLOADING' },
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: 'ab' }, 'title', 'HUBVDTT001'],
      [{ title: 'x'.repeat(141) }, 'title', 'HUBVDTT002'],
      [{ title: 'A fight', categoryId: randomUUID() }, 'categoryId', 'HUBVDCT001'],
      [{ title: 'A fight', eventId: randomUUID() }, 'eventId', 'HUBVDEV001'],
      [{ title: 'A fight', fighterIds: [pending.profile.id] }, 'fighterIds', 'HUBVDFT001'],
      [{ title: 'A fight', fighterIds: [fighter.profile.id, fighter.profile.id] }, 'fighterIds', 'HUBVDFT001'],
      [{ title: 'A fight', access: 'CHEAP' }, 'access', 'HUBVDAC001'],
    ];
    for (const [body, field, code] of cases) {
      const reply = await staff.post('/videos', body);
      expect([field, reply.status, reply.body.fieldErrors?.[field]?.code]).toEqual([field, 400, code]);
    }
  });

  it('publish once processed, and stay out of every public list until then and after unpublishing', async () => {
    const staff = await editor();
    const draft = (await staff.post('/videos', { title: 'Not yet processed', access: 'FREE' })).body.data;
    const early = await staff.post(`/videos/${draft.id}/publish`);
    expect([early.status, early.body.code]).toEqual([409, 'HUBVDST001']);

    const ready = await createVideo(t.database.db, t.config, { publication: 'DRAFT', publishedAt: null });
    const visitor = new TestClient(t.app);
    expect((await visitor.get(`/videos/search/detail/${ready.id}`)).status).toBe(404);
    const published = await staff.post(`/videos/${ready.id}/publish`);
    expect(published.body.data).toMatchObject({ publication: 'PUBLISHED' });
    expect((await visitor.get(`/videos/search/detail/${ready.slug}`)).status).toBe(200);
    await staff.post(`/videos/${ready.id}/unpublish`);
    expect((await visitor.get(`/videos/search/detail/${ready.id}`)).status).toBe(404);
    expect(
      (await visitor.post('/videos/search/all', {})).body.data.items.map((v: { id: string }) => v.id),
    ).not.toContain(ready.id);
  });

  it('keep a published video’s address through a rename; a draft’s follows its title', async () => {
    const staff = await editor();
    const draft = (await staff.post('/videos', { title: 'Working title' })).body.data;
    expect((await staff.put(`/videos/${draft.id}`, { title: 'Final title' })).body.data.slug).toBe('final-title');
    const live = await createVideo(t.database.db, t.config, { slug: 'kept-address', title: 'Kept' });
    expect((await staff.put(`/videos/${live.id}`, { title: 'Renamed' })).body.data.slug).toBe('kept-address');
  });

  it('take a poster of staff’s own, and are deleted with their files', async () => {
    const staff = await editor();
    const video = await createVideo(t.database.db, t.config);
    const png = multipartFile('poster', 'poster.png', 'image/png', await pngImage(1920, 1080));
    const withPoster = await staff.call('PUT', `/videos/${video.id}/poster`, png.body, png.headers);
    expect(withPoster.body.data).toMatchObject({
      customPoster: true,
      poster: { large: expect.stringContaining('/large.webp') },
    });
    const files = path.join(t.config.video.dir, video.streamKey ?? '');
    expect(existsSync(files)).toBe(true);
    expect((await staff.call('DELETE', `/videos/${video.id}`)).status).toBe(200);
    expect(existsSync(files)).toBe(false);
    expect((await staff.get(`/videos/admin/${video.id}`)).body.code).toBe('HUBVDNF001');
    expect((await staff.post(`/videos/${video.id}/retry`)).body.code).toBe('HUBVDNF001');
    const ready = await createVideo(t.database.db, t.config);
    expect((await staff.post(`/videos/${ready.id}/retry`)).body.code).toBe('HUBVDRT001');
  });

  it('say whether this server can process uploads', async () => {
    const capabilities = (await (await editor()).get('/media/capabilities')).body.data;
    expect(capabilities).toMatchObject({ ffmpeg: true, uploadUrl: '/api/v1/uploads', maxUploadBytes: 5 * 1024 ** 3 });
    expect(capabilities.ffmpegVersion).toMatch(/\d/);
  });
});

describe('showcases', () => {
  it('hold videos in order, once each; their public page lists only the public ones', async () => {
    const staff = await editor();
    const db = t.database.db;
    const [a, b] = [await createVideo(db, t.config), await createVideo(db, t.config)];
    const draft = await createVideo(db, t.config, { publication: 'DRAFT' });
    const made = await staff.post('/showcases', { title: 'SFC 2: the whole card', videoIds: [b.id, draft.id, a.id] });
    expect(made.body.data.videos.map((v: { id: string }) => v.id)).toEqual([b.id, draft.id, a.id]);
    expect(made.body.data.publication).toBe('DRAFT');
    const twice = await staff.post('/showcases', { title: 'Twice', videoIds: [a.id, a.id] });
    expect(twice.body.fieldErrors?.videoIds?.code).toBe('HUBSCVD001');
    const unknown = await staff.post('/showcases', { title: 'Unknown', videoIds: [randomUUID()] });
    expect(unknown.body.fieldErrors?.videoIds?.code).toBe('HUBSCVD001');

    const visitor = new TestClient(t.app);
    expect((await visitor.get(`/showcases/search/detail/${made.body.data.id}`)).status).toBe(404);
    await staff.post(`/showcases/${made.body.data.id}/publish`);
    const page = (await visitor.get(`/showcases/search/detail/${made.body.data.slug}`)).body.data;
    expect(page.videos.map((v: { id: string }) => v.id)).toEqual([b.id, a.id]);
    expect(page.videoCount).toBe(2);
    expect((await visitor.get(`/videos/search/detail/${a.id}`)).body.data.showcases).toEqual([
      { id: made.body.data.id, slug: made.body.data.slug, title: 'SFC 2: the whole card' },
    ]);
    await createShowcase(db, [a.id], { publication: 'DRAFT' });
    expect(
      (await visitor.post('/showcases/search/all', {})).body.data.items.map((s: { id: string }) => s.id),
    ).toContain(made.body.data.id);
  });
});

describe('grants of access', () => {
  it('are given and revoked by staff with TRANSACTION only, once per content, for existing content', async () => {
    const db = t.database.db;
    const video = await createVideo(db, t.config, { access: 'PAID' });
    const { customer } = await signedInCustomer(t.app, db);
    const { client: cashier } = await signedInStaff(t.app, db, ['TRANSACTION']);
    const body = { customerId: customer.id, contentType: 'VIDEO', contentId: video.id, note: 'Sponsor pass' };
    for (const other of [await editor(), (await signedInCustomer(t.app, db)).client]) {
      expect((await other.post('/grants', body)).status).toBe(403);
      expect((await other.post('/grants/search', {})).status).toBe(403);
    }
    const given = await cashier.post('/grants', body);
    expect(given.body.data).toMatchObject({
      contentTitle: video.title,
      source: 'STAFF',
      active: true,
      note: 'Sponsor pass',
      customer: { id: customer.id },
    });
    expect((await cashier.post('/grants', body)).body.code).toBe('HUBGRDP001');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...body, contentId: randomUUID() }, 'contentId', 'HUBGRNF002'],
      [{ ...body, contentType: 'SHOW_CASE' }, 'contentId', 'HUBGRNF002'],
      [{ ...body, contentType: 'TICKET' }, 'contentType', 'HUBGRCT001'],
      [{ ...body, customerId: randomUUID() }, 'customerId', 'HUBCSNF001'],
      [{ ...body, expiresAt: '2020-01-01T00:00:00Z' }, 'expiresAt', 'HUBGREX001'],
    ];
    for (const [request, field, code] of cases)
      expect((await cashier.post('/grants', request)).body.fieldErrors?.[field]?.code).toBe(code);

    const revoked = await cashier.post(`/grants/${given.body.data.id}/revoke`);
    expect(revoked.body.data).toMatchObject({ active: false, revokedAt: expect.any(String) });
    expect((await cashier.post(`/grants/${given.body.data.id}/revoke`)).body.code).toBe('HUBGRRV001');
    expect((await cashier.post(`/grants/${randomUUID()}/revoke`)).body.code).toBe('HUBGRNF001');
    const active = await cashier.post('/grants/search', { customerId: customer.id, active: true });
    expect(active.body.data.total).toBe(0);
    const history = await cashier.post('/grants/search', { customerId: customer.id });
    expect(history.body.data.items).toHaveLength(1);
  });

  it('let staff with TRANSACTION find customers (never staff accounts) to give access to', async () => {
    const db = t.database.db;
    const { customer } = await signedInCustomer(t.app, db, { firstName: 'Ujjwal', lastName: 'Shakya' });
    await signedInStaff(t.app, db, ['DASHBOARD'], { firstName: 'Ujjwal', lastName: 'Staffmember' });
    const { client: cashier } = await signedInStaff(t.app, db, ['TRANSACTION']);
    const found = await cashier.post('/grants/customers', { search: 'ujjwal' });
    expect(found.body.data.items.map((item: { id: string }) => item.id)).toEqual([customer.id]);
    expect((await (await editor()).post('/grants/customers', { search: 'ujjwal' })).status).toBe(403);
    expect((await cashier.post('/grants/customers', { search: 'u' })).status).toBe(400);
  });
});

describe('Nepali values of categories, videos and showcases (decision 50)', () => {
  it('are kept beside the English ones on create and edit, blank ones cleared, within the English limits', async () => {
    const staff = await editor();
    const db = t.database.db;

    const category = await staff.post('/categories', {
      name: `Knockouts ${randomUUID().slice(0, 4)}`,
      nameNe: 'नकआउटहरू',
      description: 'Every finish by strikes',
      descriptionNe: 'प्रहारबाट भएका सबै फिनिस',
    });
    expect(category.status).toBe(200);
    expect(category.body.data).toMatchObject({ nameNe: 'नकआउटहरू', descriptionNe: 'प्रहारबाट भएका सबै फिनिस' });
    const categoryId = category.body.data.id as string;
    const listed = (await staff.get('/categories/admin')).body.data.find((c: { id: string }) => c.id === categoryId);
    expect(listed).toMatchObject({ nameNe: 'नकआउटहरू' });
    const renamed = await staff.put(`/categories/${categoryId}`, { name: category.body.data.name, nameNe: ' ' });
    expect(renamed.body.data).toMatchObject({ nameNe: null, descriptionNe: null });
    const publicCategory = (await new TestClient(t.app).get('/categories')).body.data.find(
      (c: { id: string }) => c.id === categoryId,
    );
    expect(publicCategory).not.toHaveProperty('nameNe');

    const video = await staff.post('/videos', {
      title: 'Thapa vs Rai: the rematch',
      titleNe: 'थापा विरुद्ध राई: रिम्याच',
      descriptionNe: 'लाइटवेट रिम्याच, पाँच राउन्ड',
    });
    expect(video.status).toBe(200);
    expect(video.body.data).toMatchObject({
      title: 'Thapa vs Rai: the rematch',
      titleNe: 'थापा विरुद्ध राई: रिम्याच',
      description: null,
      descriptionNe: 'लाइटवेट रिम्याच, पाँच राउन्ड',
    });
    const videoId = video.body.data.id as string;
    expect((await staff.get(`/videos/admin/${videoId}`)).body.data.titleNe).toBe('थापा विरुद्ध राई: रिम्याच');
    const editedVideo = await staff.put(`/videos/${videoId}`, {
      title: 'Thapa vs Rai: the rematch',
      titleNe: '  थापा–राई रिम्याच ',
      descriptionNe: '',
    });
    expect(editedVideo.body.data).toMatchObject({ titleNe: 'थापा–राई रिम्याच', descriptionNe: null });

    const clip = await createVideo(db, t.config);
    const showcase = await staff.post('/showcases', {
      title: 'SFC 2: the whole card',
      titleNe: 'SFC 2: पूरा कार्ड',
      descriptionNe: 'त्यो रातका सबै फाइट',
      videoIds: [clip.id],
    });
    expect(showcase.status).toBe(200);
    expect(showcase.body.data).toMatchObject({ titleNe: 'SFC 2: पूरा कार्ड', descriptionNe: 'त्यो रातका सबै फाइट' });
    const showcaseId = showcase.body.data.id as string;
    expect((await staff.get(`/showcases/admin/${showcaseId}`)).body.data.descriptionNe).toBe('त्यो रातका सबै फाइट');
    const editedShowcase = await staff.put(`/showcases/${showcaseId}`, {
      title: 'SFC 2: the whole card',
      titleNe: null,
      videoIds: [clip.id],
    });
    expect(editedShowcase.body.data).toMatchObject({ titleNe: null, descriptionNe: null });

    const cases: [url: string, body: Record<string, unknown>, field: string, code: string][] = [
      ['/categories', { name: 'Submissions', nameNe: 'न'.repeat(61) }, 'nameNe', 'HUBCTNM002'],
      ['/categories', { name: 'Submissions', descriptionNe: 'न'.repeat(501) }, 'descriptionNe', 'HUBCTDS001'],
      ['/videos', { title: 'A fight', titleNe: 'न'.repeat(141) }, 'titleNe', 'HUBVDTT002'],
      ['/videos', { title: 'A fight', descriptionNe: 'न'.repeat(5001) }, 'descriptionNe', 'HUBVDDS001'],
      ['/showcases', { title: 'A season', titleNe: 'न'.repeat(141) }, 'titleNe', 'HUBSCTT002'],
      ['/showcases', { title: 'A season', descriptionNe: 'न'.repeat(5001) }, 'descriptionNe', 'HUBSCDS001'],
    ];
    for (const [url, body, field, code] of cases) {
      const reply = await staff.post(url, body);
      expect([url, field, reply.status, reply.body.fieldErrors?.[field]?.code]).toEqual([url, field, 400, code]);
    }
  });

  it('are refused to a fan like every other staff field', async () => {
    const { client: fan } = await signedInCustomer(t.app, t.database.db);
    for (const [url, body] of [
      ['/categories', { name: 'Knockouts', nameNe: 'नकआउटहरू' }],
      ['/videos', { title: 'A fight', titleNe: 'एउटा फाइट' }],
      ['/showcases', { title: 'A season', titleNe: 'एउटा सिजन' }],
    ] as const) {
      const reply = await fan.post(url, body);
      expect([url, reply.status, reply.body.code]).toEqual([url, 403, 'HUBGNFB001']);
    }
  });
});
