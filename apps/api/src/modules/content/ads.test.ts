import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Ad, AdminAd } from '@ringside/contract';
import { TestClient } from '../../../test/client';
import { signedInStaff } from '../../../test/fighter-factories';
import { multipartFile, pngImage } from '../../../test/uploads';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();
const HOUR = 60 * 60 * 1000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const NONE = { action: 'NONE' };

let staff: TestClient;
let picture: Buffer;
beforeAll(async () => {
  staff = (await signedInStaff(t.app, t.database.db, ['DASHBOARD'])).client;
  picture = await pngImage(1500, 500);
});

async function createAd(fields: Record<string, unknown>, withImage = true): Promise<AdminAd> {
  const created = await staff.post('/ads', { placement: 'HOME_TOP', action: NONE, ...fields });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  if (!withImage) return created.body.data;
  const upload = multipartFile('file', 'ad.png', 'image/png', picture);
  const pictured = await staff.call('PUT', `/ads/${created.body.data.id}/image`, upload.body, upload.headers);
  expect(pictured.status).toBe(200);
  return pictured.body.data;
}

const running = async (query = '') =>
  ((await new TestClient(t.app).get(`/public/configs/ads${query}`)).body.data.items as Ad[]).map((ad) => ad.title);

describe('running ads', () => {
  it('are the active ones with a picture within their dates; the others stay hidden', async () => {
    const open = await createAd({
      title: 'Open ended',
      action: { action: 'OPEN', redirect: 'NEW', url: 'https://momo.example' },
    });
    await createAd({ title: 'Within dates', startsAt: at(-1), endsAt: at(1), placement: 'HOME_INLINE' });
    await createAd({ title: 'Not started', startsAt: at(2) });
    await createAd({ title: 'Over', startsAt: at(-5), endsAt: at(-1) });
    await createAd({ title: 'Switched off', active: false });
    await createAd({ title: 'No picture yet' }, false);

    expect((await running()).sort()).toEqual(['Open ended', 'Within dates']);
    expect(await running('?placement=HOME_INLINE')).toEqual(['Within dates']);
    const ad = ((await new TestClient(t.app).get('/public/configs/ads')).body.data.items as Ad[]).find(
      (item) => item.id === open.id,
    );
    expect(ad).toEqual({
      id: open.id,
      placement: 'HOME_TOP',
      title: 'Open ended',
      image: {
        wide: expect.stringMatching(/^\/media\/ads\/.+\/wide\.webp$/),
        card: expect.stringMatching(/^\/media\/ads\/.+\/card\.webp$/),
      },
      action: { action: 'OPEN', redirect: 'NEW', url: 'https://momo.example' },
      startsAt: null,
      endsAt: null,
    });
    const wide = await t.app.inject({ method: 'GET', url: ad?.image?.wide ?? '' });
    expect([wide.statusCode, wide.headers['content-type']]).toEqual([200, 'image/webp']);
  });

  it('start and end on time', async () => {
    const soon = await createAd({ title: 'Flash sale', startsAt: at(1), endsAt: at(2) });
    expect(await running()).not.toContain('Flash sale');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.parse(soon.startsAt ?? '') + 1000));
    expect(await running()).toContain('Flash sale');
    vi.setSystemTime(new Date(Date.parse(soon.endsAt ?? '')));
    expect(await running()).not.toContain('Flash sale');
  });

  it('change at once when staff switch one off, edit or remove it', async () => {
    const ad = await createAd({ title: 'Gym opening', placement: 'HOME_INLINE' });
    expect(await running()).toContain('Gym opening');
    const off = await staff.put(`/ads/${ad.id}`, {
      title: 'Gym opening',
      placement: 'HOME_INLINE',
      action: NONE,
      active: false,
    });
    expect(off.body.data).toMatchObject({ active: false, running: false, image: ad.image });
    expect(await running()).not.toContain('Gym opening');
    await staff.put(`/ads/${ad.id}`, { title: 'Gym opening day', placement: 'HOME_INLINE', action: NONE });
    expect(await running()).toContain('Gym opening day');
    expect((await staff.call('DELETE', `/ads/${ad.id}`)).body.data).toEqual({ ok: true });
    expect(await running()).not.toContain('Gym opening day');
    const gone = await staff.get(`/ads/${ad.id}`);
    expect([gone.status, gone.body.code]).toEqual([404, 'HUBADNF001']);
  });
});

describe('ads in the back office', () => {
  it('are checked: a title, a placement, real dates with the end after the start, a valid action', async () => {
    const field = async (body: Record<string, unknown>) => {
      const reply = await staff.post('/ads', { title: 'Momo house', placement: 'HOME_TOP', action: NONE, ...body });
      expect(reply.status).toBe(400);
      return reply.body.fieldErrors as Record<string, { code: string }>;
    };
    expect((await field({ title: 'M' })).title?.code).toBe('HUBADTT001');
    expect((await field({ placement: 'SKY' })).placement?.code).toBe('HUBADPL001');
    expect((await field({ startsAt: 'tomorrow' })).startsAt?.code).toBe('HUBADDT001');
    expect((await field({ startsAt: at(2), endsAt: at(1) })).endsAt?.code).toBe('HUBADDT002');
    const same = at(2);
    expect((await field({ startsAt: same, endsAt: same })).endsAt?.code).toBe('HUBADDT002');
    expect((await field({ action: { action: 'OPEN', url: 'http://plain.example' } }))['action.url']?.code).toBe(
      'HUBLAUR001',
    );
    const text = multipartFile('file', 'ad.png', 'image/png', Buffer.from('no picture'));
    const ad = await createAd({ title: 'Checked' }, false);
    const refused = await staff.call('PUT', `/ads/${ad.id}/image`, text.body, text.headers);
    expect([refused.status, refused.body.fieldErrors?.image?.code]).toEqual([400, 'HUBADIM001']);
  });

  it('are listed newest first by placement and by whether they run now; an edit without dates clears them', async () => {
    const dated = await createAd({
      title: 'Watch page promo',
      placement: 'WATCH_PAGE',
      startsAt: at(-1),
      endsAt: at(5),
    });
    expect(dated).toMatchObject({ active: true, running: true, placement: 'WATCH_PAGE' });
    await createAd({ title: 'Watch page later', placement: 'WATCH_PAGE', startsAt: at(3) });

    const search = async (body: Record<string, unknown>) =>
      ((await staff.post('/ads/admin/search', body)).body.data.items as AdminAd[]).map((ad) => ad.title);
    expect(await search({ placement: 'WATCH_PAGE' })).toEqual(['Watch page later', 'Watch page promo']);
    expect(await search({ placement: 'WATCH_PAGE', running: true })).toEqual(['Watch page promo']);
    expect(await search({ placement: 'WATCH_PAGE', running: false })).toEqual(['Watch page later']);
    const page = (await staff.post('/ads/admin/search', { pageSize: 1 })).body.data;
    expect(page).toMatchObject({ page: 1, pageSize: 1 });
    expect(page.total).toBeGreaterThan(1);

    const cleared = await staff.put(`/ads/${dated.id}`, {
      title: 'Watch page promo',
      placement: 'WATCH_PAGE',
      action: { action: 'SEARCH', redirect: 'SAME', url: '/videos?access=FREE' },
    });
    expect(cleared.body.data).toMatchObject({
      startsAt: null,
      endsAt: null,
      action: { action: 'SEARCH', redirect: 'SAME', url: '/videos?access=FREE' },
    });
  });
});
