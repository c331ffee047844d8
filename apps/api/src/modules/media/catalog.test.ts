import { describe, expect, it, vi } from 'vitest';
import { TestClient } from '../../../test/client';
import { createFighter, signedInStaff } from '../../../test/fighter-factories';
import { videoOnSale } from '../../../test/commerce-factories';
import { createCategory, createShowcase, createVideo } from '../../../test/media-factories';
import { useTestApp } from '../../../test/use-test-app';
import { eq } from 'drizzle-orm';
import { productsRepository } from '../commerce/products.repository';
import { videoFighters, videos } from './media.table';

const t = useTestApp();
const visitor = () => new TestClient(t.app);
const ids = (items: { id: string }[]) => items.map((item) => item.id);
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('the public hub', () => {
  it('lists only published, processed videos: drafts, unfinished and failed ones never appear', async () => {
    const db = t.database.db;
    const category = await createCategory(db, 'Hidden Things');
    const shown = await createVideo(db, t.config, { categoryId: category.id });
    const hidden = [
      await createVideo(db, t.config, { categoryId: category.id, publication: 'DRAFT' }),
      await createVideo(db, t.config, { categoryId: category.id, status: 'PROCESSING' }),
      await createVideo(db, t.config, { categoryId: category.id, status: 'FAILED' }),
    ];
    const page = (await visitor().post('/videos/search/all', { category: category.slug })).body.data;
    expect(ids(page.items)).toEqual([shown.id]);
    expect(page.total).toBe(1);
    for (const video of hidden) expect((await visitor().get(`/videos/search/detail/${video.id}`)).status).toBe(404);
    const counted = (await visitor().get('/categories')).body.data.find((c: { id: string }) => c.id === category.id);
    expect(counted.videoCount).toBe(1);
  });

  it('answers an empty page for a category without videos, and 404 for an unknown category', async () => {
    const empty = await createCategory(t.database.db, 'Empty Shelf');
    const page = await visitor().post('/videos/search/all', { category: empty.id });
    expect(page.body.data).toEqual({ items: [], page: 1, pageSize: 24, total: 0 });
    const unknown = await visitor().post('/videos/search/all', { category: 'no-such-category' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'HUBCTNF001']);
  });

  it('pages videos newest first, and finds them by title, fighter and access', async () => {
    const db = t.database.db;
    const category = await createCategory(db, 'Paged Fights');
    const videos = [];
    for (let i = 0; i < 5; i += 1)
      videos.push(
        await createVideo(db, t.config, {
          categoryId: category.id,
          title: `Bout number ${i}`,
          publishedAt: ago(10 - i),
          access: i % 2 ? 'PAID' : 'FREE',
        }),
      );
    const first = (await visitor().post('/videos/search/all', { category: category.slug, pageSize: 2 })).body.data;
    expect(ids(first.items)).toEqual([videos[4]?.id, videos[3]?.id]);
    expect(first.total).toBe(5);
    const third = (await visitor().post('/videos/search/all', { category: category.slug, pageSize: 2, page: 3 })).body
      .data;
    expect(ids(third.items)).toEqual([videos[0]?.id]);
    const paid = (await visitor().post('/videos/search/all', { category: category.slug, access: 'PAID' })).body.data;
    expect(paid.total).toBe(2);
    expect((await visitor().post('/videos/search/all', { query: 'number 3' })).body.data.items[0].id).toBe(
      videos[3]?.id,
    );

    const fighter = await createFighter(db);
    await db.insert(videoFighters).values({ videoId: videos[2]?.id as string, fighterId: fighter.profile.id });
    const byFighter = (await visitor().post('/videos/search/all', { fighterId: fighter.profile.id })).body.data;
    expect(ids(byFighter.items)).toEqual([videos[2]?.id]);
    const detail = (await visitor().get(`/videos/search/detail/${videos[2]?.slug}`)).body.data;
    expect(detail.fighters).toEqual([{ id: fighter.profile.id, slug: fighter.published?.slug, name: 'Bikash Thapa' }]);
  });

  it('gathers featured and latest videos, showcases and a row per category on its landing', async () => {
    const db = t.database.db;
    const category = await createCategory(db, 'Landing Row', 0);
    const featured = await createVideo(db, t.config, { featured: true, categoryId: category.id });
    const showcase = await createShowcase(db, [featured.id]);
    const home = (await visitor().get('/videos/home')).body.data;
    expect(ids(home.featured)).toContain(featured.id);
    expect(ids(home.latest)[0]).toBe(featured.id);
    expect(ids(home.showcases)).toContain(showcase.id);
    const row = home.rows.find((entry: { category: { id: string } }) => entry.category.id === category.id);
    expect(ids(row.videos)).toEqual([featured.id]);
    const rows = (await visitor().get('/videos/categories')).body.data;
    expect(rows.every((entry: { videos: unknown[] }) => entry.videos.length > 0)).toBe(true);
  });

  it("carries the price of a paid video sold on its own on its card, for the card's price badge", async () => {
    const db = t.database.db;
    const { video, product } = await videoOnSale(db, t.config, 29_900);
    const free = await createVideo(db, t.config, { access: 'FREE' });
    const unsold = await createVideo(db, t.config, { access: 'PAID' });
    const items = (await visitor().post('/videos/search/all', { pageSize: 48 })).body.data.items as {
      id: string;
      productId: string | null;
      price: { amount: number; currency: string } | null;
    }[];
    const card = (id: string) => items.find((item) => item.id === id);
    expect(card(video.id)).toMatchObject({ productId: product.id, price: { amount: 29_900, currency: 'NPR' } });
    expect(card(free.id)).toMatchObject({ productId: null, price: null });
    expect(card(unsold.id)).toMatchObject({ productId: null, price: null });
  });

  it("the hub's rows and showcases carry what sells them: a paid video's and a showcase's switched-on product", async () => {
    const db = t.database.db;
    const category = await createCategory(db, 'Priced Row');
    const { video, product } = await videoOnSale(db, t.config, 19_900);
    await db.update(videos).set({ categoryId: category.id, featured: true }).where(eq(videos.id, video.id));
    // A free video is never sold, even with a product left over from when it was paid.
    const free = await createVideo(db, t.config, { access: 'FREE', categoryId: category.id });
    await productsRepository.insert(db, { productType: 'VIDEO', contentId: free.id, name: 'Was paid', amount: 100 });
    const switchedOff = await createVideo(db, t.config, { access: 'PAID', categoryId: category.id });
    await productsRepository.insert(db, {
      productType: 'VIDEO',
      contentId: switchedOff.id,
      name: 'Off',
      amount: 200,
      active: false,
    });
    const showcase = await createShowcase(db, [video.id]);
    const pass = await productsRepository.insert(db, {
      productType: 'SHOW_CASE',
      contentId: showcase.id,
      name: 'Whole card',
      amount: 69_900,
      currency: 'USD',
    });
    // Past the lifetime of the hub's answers read by the tests before: rows written straight to the tables evict nothing.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3_600_000 });
    const home = (await visitor().get('/videos/home')).body.data;
    const sold = (cards: { id: string; productId?: string | null; price?: unknown }[], id: string) => {
      const card = cards.find((entry) => entry.id === id);
      return card && [card.productId, card.price];
    };
    const row = home.rows.find((entry: { category: { id: string } }) => entry.category.id === category.id).videos;
    for (const cards of [home.featured, home.latest, row])
      expect(sold(cards, video.id)).toEqual([product.id, { amount: 19_900, currency: 'NPR' }]);
    for (const id of [free.id, switchedOff.id]) expect(sold(row, id)).toEqual([null, null]);
    expect(sold(home.showcases, showcase.id)).toEqual([pass.id, { amount: 69_900, currency: 'USD' }]);
    const page = (await visitor().post('/showcases/search/all', { pageSize: 48 })).body.data.items;
    expect(sold(page, showcase.id)).toEqual([pass.id, { amount: 69_900, currency: 'USD' }]);
    const inShowcase = (await visitor().get(`/showcases/search/detail/${showcase.slug}`)).body.data.videos;
    expect(sold(inShowcase, video.id)).toEqual([product.id, { amount: 19_900, currency: 'NPR' }]);
  });

  it('shows staff changes at once although answers are cached', async () => {
    const db = t.database.db;
    const category = await createCategory(db, 'Cached Row');
    const video = await createVideo(db, t.config, { categoryId: category.id, publication: 'DRAFT' });
    const search = () => visitor().post('/videos/search/all', { category: category.slug });
    expect((await search()).body.data.total).toBe(0);
    const { client: staff } = await signedInStaff(t.app, db, ['DASHBOARD']);
    await staff.post(`/videos/${video.id}/publish`);
    expect((await search()).body.data.total).toBe(1);
    await staff.put(`/videos/${video.id}`, { title: 'A better title', categoryId: category.id, access: 'FREE' });
    expect((await visitor().get(`/videos/search/detail/${video.id}`)).body.data.title).toBe('A better title');
  });
});
