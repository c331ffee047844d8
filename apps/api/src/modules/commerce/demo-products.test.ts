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
  it('put every paid video, published showcase and paid live stream on sale, once; free content is not sold', async () => {
    const db = t.database.db;
    const paid = await createVideo(db, t.config, { access: 'PAID', title: 'The full fight', titleNe: 'पूरा फाइट' });
    await createVideo(db, t.config, { access: 'FREE', title: 'Highlights' });
    await createVideo(db, t.config, { access: 'PAID', publication: 'DRAFT', title: 'Not out yet' });
    const showcase = await createShowcase(db, [paid.id], { publication: 'PUBLISHED', title: 'The whole card' });
    const event = await createEvent(db, { name: 'SFC 3', nameNe: 'SFC ३' });
    await db.insert(liveStreams).values({ eventId: event.id, streamKey: `key-${event.id}`, access: 'PAID' });

    expect(await seedDemoProducts(db)).toBe(3);
    expect(await seedDemoProducts(db)).toBe(0);

    const { rows } = await productsRepository.search(db, {}, 1, 10);
    expect(rows.map((row) => [row.productType, row.contentId, row.name, row.amount]).sort()).toEqual(
      [
        ['LIVE_EVENT', event.id, 'SFC 3: live and the replay', 99_900],
        ['SHOW_CASE', showcase.id, 'The whole card', 69_900],
        ['VIDEO', paid.id, 'The full fight', 29_900],
      ].sort(),
    );
    // Named in Nepali after what they sell, where that has a Nepali name (the showcase here has none).
    expect(Object.fromEntries(rows.map((row) => [row.productType, row.nameNe]))).toEqual({
      LIVE_EVENT: 'SFC ३: लाइभ र रिप्ले',
      SHOW_CASE: null,
      VIDEO: 'पूरा फाइट',
    });
    const live = rows.find((row) => row.productType === 'LIVE_EVENT');
    const detail = await new TestClient(t.app).get(`/products/search/detail/${live?.id}`);
    expect(detail.body.data).toMatchObject({ amount: 99_900, currency: 'NPR', usdAmount: 799, onSale: true });
  });
});
