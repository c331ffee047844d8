import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decideInSandbox } from '../../../test/commerce-factories';
import { TestClient } from '../../../test/client';
import { createEvent } from '../../../test/event-factories';
import { signedInCustomer, signedInStaff } from '../../../test/fighter-factories';
import { useTestApp } from '../../../test/use-test-app';
import { grants } from '../access/access.table';
import { productsRepository } from './products.repository';

const t = useTestApp();

/** A published event with its live pass on sale (Rs. 999). */
async function eventOnSale() {
  const event = await createEvent(t.database.db);
  const product = await productsRepository.insert(t.database.db, {
    productType: 'LIVE_EVENT',
    contentId: event.id,
    name: `${event.name} live`,
    amount: 99_900,
  });
  return { event, product };
}

const buying = (product: { id: string; amount: number }) => ({
  productId: product.id,
  productType: 'LIVE_EVENT',
  amount: product.amount,
  method: 'SANDBOX',
});

describe('a cancelled event', () => {
  it('stops selling at once: its pages and its product say not on sale, and initiate refuses HUBPRCN001', async () => {
    const { event, product } = await eventOnSale();
    const { client: booker } = await signedInStaff(t.app, t.database.db, ['BOOKINGANDTICKETING', 'TRANSACTION']);
    const { client: fan } = await signedInCustomer(t.app, t.database.db);
    const visitor = new TestClient(t.app);
    // Read (and cached) before the cancellation.
    expect((await visitor.get(`/events/search/detail/${event.id}`)).body.data.liveProduct.onSale).toBe(true);
    expect((await visitor.get(`/live/${event.id}`)).body.data.product.onSale).toBe(true);
    expect((await visitor.get(`/products/search/detail/${product.id}`)).body.data).toMatchObject({
      onSale: true,
      saleClosedCode: null,
    });

    const cancelled = await booker.post(`/events/${event.id}/cancel`, { reason: 'The venue flooded' });
    expect(cancelled.status).toBe(200);

    expect((await visitor.get(`/events/search/detail/${event.id}`)).body.data.liveProduct.onSale).toBe(false);
    expect((await visitor.get(`/live/${event.id}`)).body.data.product.onSale).toBe(false);
    expect((await visitor.get(`/products/search/detail/${product.id}`)).body.data).toMatchObject({
      onSale: false,
      saleClosedCode: 'HUBPRCN001',
    });
    const staffView = await booker.get(`/products/admin/${product.id}`);
    expect(staffView.body.data).toMatchObject({ active: true, onSale: false, saleClosedCode: 'HUBPRCN001' });
    const refused = await fan.post('/purchases/initiate', buying(product));
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      409,
      'HUBPRCN001',
      'This event has been cancelled',
    ]);
  });

  it('still honours a payment made for a purchase started before the cancellation', async () => {
    const { event, product } = await eventOnSale();
    const { client: booker } = await signedInStaff(t.app, t.database.db, ['BOOKINGANDTICKETING']);
    const { client: fan, customer } = await signedInCustomer(t.app, t.database.db);
    const started = await fan.post('/purchases/initiate', buying(product));
    expect(started.status).toBe(200);
    const referenceId = started.body.data.referenceId as string;
    const params = await decideInSandbox(fan, referenceId, true);

    await booker.post(`/events/${event.id}/cancel`, { reason: 'The venue flooded' });

    const confirmed = await fan.post('/payments/confirm-payment', { method: 'SANDBOX', referenceId, params });
    expect(confirmed.body.data).toMatchObject({ referenceId, status: 'PAID' });
    const held = await t.database.db
      .select()
      .from(grants)
      .where(and(eq(grants.customerId, customer.id), eq(grants.contentId, event.id)));
    expect(held).toHaveLength(1);
  });

  it('leaves products of events that go on (published, live) on sale', async () => {
    const { product } = await eventOnSale();
    const { client: fan } = await signedInCustomer(t.app, t.database.db);
    expect((await fan.post('/purchases/initiate', buying(product))).status).toBe(200);
  });
});
