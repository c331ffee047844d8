import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { initiate } from '../../../test/commerce-factories';
import { createEvent } from '../../../test/event-factories';
import { signedInCustomer, signedInStaff } from '../../../test/fighter-factories';
import { createShowcase, createVideo } from '../../../test/media-factories';
import { useTestApp } from '../../../test/use-test-app';
import { purchases } from './commerce.table';

const t = useTestApp();
const cashier = () => signedInStaff(t.app, t.database.db, ['TRANSACTION']).then(({ client }) => client);
const id = randomUUID();

async function paidVideo() {
  return createVideo(t.database.db, t.config, { access: 'PAID', title: `Full fight ${id.slice(0, 4)}` });
}

describe('who may set products up', () => {
  it('refuses every staff call to visitors (401), fans and staff without TRANSACTION (403)', async () => {
    const fields = { productType: 'VIDEO', contentId: id, name: 'A fight', amount: 50000 };
    const calls: [method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown][] = [
      ['POST', '/products/admin/search', {}],
      ['GET', `/products/admin/${id}`],
      ['POST', '/products', fields],
      ['PUT', `/products/admin/${id}`, fields],
    ];
    const { client: fan } = await signedInCustomer(t.app, t.database.db);
    const { client: editor } = await signedInStaff(t.app, t.database.db, ['DASHBOARD', 'BOOKINGANDTICKETING']);
    for (const [method, url, body] of calls) {
      expect([url, (await new TestClient(t.app).call(method, url, body)).status]).toEqual([url, 401]);
      for (const client of [fan, editor]) {
        const refused = await client.call(method, url, body);
        expect([url, refused.status, refused.body.code]).toEqual([url, 403, 'HUBGNFB001']);
      }
    }
  });
});

describe('products', () => {
  it('put a paid video on sale; anyone reads its price in paisa, and staff find it by name or content', async () => {
    const staff = await cashier();
    const video = await paidVideo();
    const created = await staff.post('/products', {
      productType: 'VIDEO',
      contentId: video.id,
      name: 'Tamang vs Gurung: the full fight',
      amount: 49900,
      usdAmount: 399,
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      productType: 'VIDEO',
      contentId: video.id,
      amount: 49900,
      currency: 'NPR',
      usdAmount: 399,
      onSale: true,
      active: true,
      contentTitle: video.title,
    });
    const productId = created.body.data.id as string;

    const visitor = new TestClient(t.app);
    const detail = await visitor.get(`/products/search/detail/${productId.toUpperCase()}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toEqual({
      id: productId,
      productType: 'VIDEO',
      contentId: video.id,
      name: 'Tamang vs Gurung: the full fight',
      description: null,
      amount: 49900,
      currency: 'NPR',
      usdAmount: 399,
      saleStartsAt: null,
      saleEndsAt: null,
      onSale: true,
      saleClosedCode: null,
      validDays: null,
      perOrderLimit: null,
    });

    const byName = await staff.post('/products/admin/search', { search: 'gurung: THE full' });
    expect(byName.body.data.items.map((item: { id: string }) => item.id)).toEqual([productId]);
    const byContent = await staff.post('/products/admin/search', { contentId: video.id });
    expect(byContent.body.data.total).toBe(1);
    expect(
      (await staff.post('/products/admin/search', { productType: 'SHOW_CASE', contentId: video.id })).body.data,
    ).toMatchObject({ items: [], total: 0 });
  });

  it('follow their sale window; switched off, they are not found by fans', async () => {
    const staff = await cashier();
    const event = await createEvent(t.database.db);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const created = await staff.post('/products', {
      productType: 'LIVE_EVENT',
      contentId: event.id,
      name: 'SFC 3 live',
      amount: 100000,
      saleStartsAt: later,
    });
    expect(created.body.data).toMatchObject({ onSale: false, saleStartsAt: later });
    const productId = created.body.data.id as string;
    const visitor = new TestClient(t.app);
    expect((await visitor.get(`/products/search/detail/${productId}`)).body.data.onSale).toBe(false);

    const off = await staff.put(`/products/admin/${productId}`, {
      productType: 'LIVE_EVENT',
      contentId: event.id,
      name: 'SFC 3 live',
      amount: 100000,
      active: false,
    });
    expect(off.body.data).toMatchObject({ active: false, onSale: false, saleStartsAt: null });
    const hidden = await visitor.get(`/products/search/detail/${productId}`);
    expect([hidden.status, hidden.body.code]).toEqual([404, 'HUBPRNF001']);
    expect((await staff.get(`/products/admin/${productId}`)).body.data.active).toBe(false);
  });

  it('are one per piece of content, and point at content that exists', async () => {
    const staff = await cashier();
    const video = await paidVideo();
    const fields = { productType: 'VIDEO', contentId: video.id, name: 'The full fight', amount: 30000 };
    expect((await staff.post('/products', fields)).status).toBe(200);
    const twice = await staff.post('/products', { ...fields, name: 'Again' });
    expect([twice.status, twice.body.code]).toEqual([409, 'HUBPRDP001']);
    const missing = await staff.post('/products', { ...fields, contentId: randomUUID() });
    expect([missing.status, missing.body.fieldErrors.contentId.code]).toEqual([400, 'HUBPRCT001']);
    // A video's id is no event's id.
    const wrongType = await staff.post('/products', { ...fields, productType: 'LIVE_EVENT' });
    expect(wrongType.body.fieldErrors.contentId.code).toBe('HUBPRCT001');
  });

  it('refuse bad fields with the catalogue’s codes, and answer unknown ids as not found', async () => {
    const staff = await cashier();
    const video = await paidVideo();
    const bad = await staff.post('/products', {
      productType: 'SEASON',
      contentId: 'nope',
      name: 'x',
      amount: 12.5,
      usdAmount: 10,
      saleStartsAt: 'tomorrow',
      description: 'x'.repeat(1001),
    });
    expect(bad.status).toBe(400);
    expect(
      Object.fromEntries(
        Object.entries(bad.body.fieldErrors as Record<string, { code: string }>).map(([k, v]) => [k, v.code]),
      ),
    ).toEqual({
      productType: 'HUBPRTY001',
      contentId: 'HUBPRCT001',
      name: 'HUBPRNM001',
      amount: 'HUBPRAM003',
      usdAmount: 'HUBPRUS001',
      saleStartsAt: 'HUBPRSW001',
      description: 'HUBPRDS001',
    });
    const backwards = await staff.post('/products', {
      productType: 'VIDEO',
      contentId: video.id,
      name: 'The full fight',
      amount: 30000,
      saleStartsAt: '2026-12-20T10:00:00+05:45',
      saleEndsAt: '2026-12-19T10:00:00+05:45',
    });
    expect(backwards.body.fieldErrors.saleEndsAt.code).toBe('HUBPRSW002');
    for (const url of [`/products/admin/${id}`, `/products/search/detail/${id}`, '/products/search/detail/nope']) {
      const reply = url.startsWith('/products/admin') ? await staff.get(url) : await new TestClient(t.app).get(url);
      expect([url, reply.status, reply.body.code]).toEqual([url, 404, 'HUBPRNF001']);
    }
  });

  it('are offered on the pages that sell them: watch, showcase and live; a free video is never sold', async () => {
    const staff = await cashier();
    const db = t.database.db;
    const video = await paidVideo();
    const free = await createVideo(db, t.config, { access: 'FREE' });
    const showcase = await createShowcase(db, [video.id], { publication: 'PUBLISHED' });
    const event = await createEvent(db, { status: 'PUBLISHED', publishedAt: new Date() });
    const visitor = new TestClient(t.app);
    expect((await visitor.get(`/videos/search/detail/${video.id}`)).body.data.product).toBeNull();

    const offer = async (productType: string, contentId: string, amount: number) => {
      const created = await staff.post('/products', { productType, contentId, name: `Buy ${productType}`, amount });
      expect(created.status).toBe(200);
      return { productId: created.body.data.id, amount, currency: 'NPR', usdAmount: null, onSale: true };
    };
    const videoOffer = await offer('VIDEO', video.id, 29_900);
    await offer('VIDEO', free.id, 100);
    const showcaseOffer = await offer('SHOW_CASE', showcase.id, 69_900);
    const liveOffer = await offer('LIVE_EVENT', event.id, 99_900);

    // A new product shows at once: the hub's cached pages are read afresh.
    expect((await visitor.get(`/videos/search/detail/${video.id}`)).body.data.product).toEqual(videoOffer);
    expect((await visitor.get(`/videos/search/detail/${free.id}`)).body.data.product).toBeNull();
    expect((await visitor.get(`/showcases/search/detail/${showcase.id}`)).body.data.product).toEqual(showcaseOffer);
    expect((await visitor.get(`/live/${event.id}`)).body.data.product).toEqual(liveOffer);
    expect((await visitor.get(`/events/search/detail/${event.id}`)).body.data.liveProduct).toEqual(liveOffer);

    // Lists carry the product of each card they sell: the hub's search, its landing, the home's rows.
    const listed = (await visitor.post('/videos/search/all', {})).body.data.items as {
      id: string;
      productId: string;
    }[];
    expect(listed.find((card) => card.id === video.id)?.productId).toBe(videoOffer.productId);
    expect(listed.find((card) => card.id === free.id)?.productId).toBeNull();
    const hub = (await visitor.get('/videos/home')).body.data;
    expect(hub.latest.find((card: { id: string }) => card.id === video.id)?.productId).toBe(videoOffer.productId);
    expect(hub.showcases[0]?.productId).toBe(showcaseOffer.productId);
    const upcoming = (await visitor.post('/events/search/all', { period: 'UPCOMING', pageSize: 50 })).body.data
      .items as {
      id: string;
      productId: string | null;
    }[];
    expect(upcoming.find((item) => item.id === event.id)?.productId).toBe(liveOffer.productId);
  });
});

describe('a product’s Nepali name and description (decision 50)', () => {
  it('are kept beside the English ones, cleared when blank, limited like them, and copied into a purchase', async () => {
    const staff = await cashier();
    const video = await paidVideo();
    const fields = { productType: 'VIDEO', contentId: video.id, name: 'Tamang vs Gurung', amount: 29_900 };
    const created = await staff.post('/products', {
      ...fields,
      nameNe: 'तामाङ विरुद्ध गुरुङ',
      descriptionNe: 'तीन राउन्डको पूरा फाइट',
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ nameNe: 'तामाङ विरुद्ध गुरुङ', descriptionNe: 'तीन राउन्डको पूरा फाइट' });
    const productId = created.body.data.id as string;
    expect((await staff.get(`/products/admin/${productId}`)).body.data.nameNe).toBe('तामाङ विरुद्ध गुरुङ');
    const listed = await staff.post('/products/admin/search', { contentId: video.id });
    expect(listed.body.data.items[0]).toMatchObject({ nameNe: 'तामाङ विरुद्ध गुरुङ' });
    const publicAnswer = (await new TestClient(t.app).get(`/products/search/detail/${productId}`)).body.data;
    expect(publicAnswer).not.toHaveProperty('nameNe');

    const edited = await staff.put(`/products/admin/${productId}`, {
      ...fields,
      nameNe: ' तामाङ–गुरुङ ',
      descriptionNe: '',
    });
    expect(edited.body.data).toMatchObject({ nameNe: 'तामाङ–गुरुङ', descriptionNe: null });
    const long = async (body: Record<string, unknown>) =>
      (await staff.put(`/products/admin/${productId}`, { ...fields, ...body })).body.fieldErrors;
    expect((await long({ nameNe: 'न'.repeat(121) })).nameNe?.code).toBe('HUBPRNM001');
    expect((await long({ descriptionNe: 'न'.repeat(1001) })).descriptionNe?.code).toBe('HUBPRDS001');

    // The purchase keeps the names it was bought under, in both languages.
    const { client: fan } = await signedInCustomer(t.app, t.database.db);
    const referenceId = await initiate(fan, { id: productId, amount: 29_900 });
    const [purchase] = await t.database.db.select().from(purchases).where(eq(purchases.referenceId, referenceId));
    expect(purchase).toMatchObject({ productName: 'Tamang vs Gurung', productNameNe: 'तामाङ–गुरुङ' });

    // A fan cannot set them.
    const refused = await fan.put(`/products/admin/${productId}`, { ...fields, nameNe: 'सस्तो' });
    expect([refused.status, refused.body.code]).toEqual([403, 'HUBGNFB001']);
  });
});
