import { describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { createEvent } from '../../../test/event-factories';
import { createShowcase, createVideo } from '../../../test/media-factories';
import { useTestApp } from '../../../test/use-test-app';
import { liveStreams } from '../media/media.table';
import { seedDemoProducts } from './demo-products';
import { productsRepository } from './products.repository';

const t = useTestApp();

describe('the demo products', () => {
  it('put every paid video, published showcase and paid live stream on sale, and the Fight Pass, once', async () => {
    const db = t.database.db;
    const paid = await createVideo(db, t.config, { access: 'PAID', title: 'The full fight', titleNe: 'पूरा फाइट' });
    await createVideo(db, t.config, { access: 'FREE', title: 'Highlights' });
    await createVideo(db, t.config, { access: 'PAID', publication: 'DRAFT', title: 'Not out yet' });
    const showcase = await createShowcase(db, [paid.id], { publication: 'PUBLISHED', title: 'The whole card' });
    // Its tickets exist already (set up with the event): the demo's products are still added.
    const event = await createEvent(db, { name: 'SFC 3', nameNe: 'SFC ३', capacity: 100 });
    await db.insert(liveStreams).values({ eventId: event.id, streamKey: `key-${event.id}`, access: 'PAID' });

    expect(await seedDemoProducts(db)).toBe(4);
    expect(await seedDemoProducts(db)).toBe(0);

    const rows = (await productsRepository.search(db, {}, 1, 10)).rows.filter((row) => row.productType !== 'TICKET');
    const pass = rows.find((row) => row.productType === 'PASS');
    expect(pass).toMatchObject({
      name: 'SFC Fight Pass: 30 days',
      validDays: 30,
      amount: 149_900,
      contentId: pass?.id,
    });
    expect(rows.map((row) => [row.productType, row.contentId, row.name, row.amount]).sort()).toEqual(
      [
        ['PASS', pass?.id, 'SFC Fight Pass: 30 days', 149_900],
        ['LIVE_EVENT', event.id, 'SFC 3: live and the replay', 99_900],
        ['SHOW_CASE', showcase.id, 'The whole card', 69_900],
        ['VIDEO', paid.id, 'The full fight', 29_900],
      ].sort(),
    );
    // Named in Nepali after what they sell, where that has a Nepali name (the showcase here has none).
    expect(Object.fromEntries(rows.map((row) => [row.productType, row.nameNe]))).toEqual({
      LIVE_EVENT: 'SFC ३: लाइभ र रिप्ले',
      PASS: 'SFC फाइट पास: ३० दिन',
      SHOW_CASE: null,
      VIDEO: 'पूरा फाइट',
    });
    const live = rows.find((row) => row.productType === 'LIVE_EVENT');
    const detail = await new TestClient(t.app).get(`/products/search/detail/${live?.id}`);
    expect(detail.body.data).toMatchObject({ amount: 99_900, currency: 'NPR', usdAmount: 799, onSale: true });
  });
});
