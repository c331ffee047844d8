import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decideInSandbox } from '../../../test/commerce-factories';
import { commerceInstance } from '../../../test/commerce-instance';
import { TestClient } from '../../../test/client';
import { createEvent, createTier, daysFromNow } from '../../../test/event-factories';
import { signedInCustomer, signedInStaff } from '../../../test/fighter-factories';
import { useTestApp } from '../../../test/use-test-app';
import { eventTickets, ticketTiers } from '../events/events.table';
import { purchases } from './commerce.table';
import { purchasesRepository } from './purchases.repository';

const t = useTestApp();
const db = () => t.database.db;

const VIP = { name: 'VIP', nameNe: 'भीआईपी', amount: 350_000, capacity: 100, perOrderLimit: 4 };

/** A published event with a VIP tier set up by staff through the API. */
async function eventWithVip(tier: Record<string, unknown> = {}) {
  const event = await createEvent(db());
  const { client: booker } = await signedInStaff(t.app, db(), ['BOOKINGANDTICKETING', 'TRANSACTION']);
  const created = await booker.post(`/events/${event.id}/ticket-tiers`, { ...VIP, ...tier });
  expect(created.status).toBe(200);
  return { event, booker, tier: created.body.data as { id: string; productId: string; amount: number } };
}

const order = (tier: { productId: string; amount: number }, quantity: number, method = 'SANDBOX') => ({
  productId: tier.productId,
  productType: 'TICKET',
  amount: tier.amount * quantity,
  quantity,
  method,
});

const seatsTaken = async (tierId: string) =>
  (await db().select().from(ticketTiers).where(eq(ticketTiers.id, tierId)))[0]?.taken;

/** Starts an order, pays it in the sandbox and confirms the return. */
async function buy(client: TestClient, tier: { productId: string; amount: number }, quantity: number) {
  const started = await client.post('/purchases/initiate', order(tier, quantity));
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const referenceId = started.body.data.referenceId as string;
  const params = await decideInSandbox(client, referenceId, true);
  const confirmed = await client.post('/payments/confirm-payment', { method: 'SANDBOX', referenceId, params });
  return { referenceId, confirmed };
}

describe('ticket tiers (staff)', () => {
  it('are added with the product that sells them, listed with seats sold and held, and edited', async () => {
    const { event, booker, tier } = await eventWithVip();
    expect(tier).toMatchObject({
      eventId: event.id,
      productId: expect.any(String),
      name: 'VIP',
      nameNe: 'भीआईपी',
      amount: 350_000,
      currency: 'NPR',
      capacity: 100,
      perOrderLimit: 4,
      sold: 0,
      held: 0,
      remaining: 100,
      onSale: true,
      active: true,
    });
    const product = await new TestClient(t.app).get(`/products/search/detail/${tier.productId}`);
    expect(product.body.data).toMatchObject({
      productType: 'TICKET',
      contentId: tier.id,
      perOrderLimit: 4,
      name: `${event.name}: VIP`,
    });

    const edited = await booker.put(`/events/${event.id}/ticket-tiers/${tier.id}`, {
      ...VIP,
      name: 'VIP lounge',
      capacity: 80,
      salesEndAt: daysFromNow(20).toISOString(),
    });
    expect(edited.body.data).toMatchObject({ name: 'VIP lounge', capacity: 80, remaining: 80 });
    const listed = await booker.get(`/events/${event.id}/ticket-tiers`);
    expect(listed.body.data.items).toHaveLength(1);
    expect(listed.body.data.items[0]).toMatchObject({ id: tier.id, name: 'VIP lounge' });
  });

  it('refuse bad fields with their codes, a capacity under the seats taken, and a tier of another event', async () => {
    const { event, booker, tier } = await eventWithVip();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'V' }, 'HUBTTNM001'],
      [{ amount: 50 }, 'HUBTTAM001'],
      [{ amount: -100 }, 'HUBTTAM001'],
      [{ capacity: 0 }, 'HUBTTCP001'],
      [{ perOrderLimit: 21 }, 'HUBTTLM001'],
      [{ salesStartAt: 'tomorrow' }, 'HUBTTSW001'],
      [{ salesStartAt: daysFromNow(5).toISOString(), salesEndAt: daysFromNow(4).toISOString() }, 'HUBTTSW002'],
    ];
    for (const [fields, code] of cases) {
      const reply = await booker.post(`/events/${event.id}/ticket-tiers`, { ...VIP, ...fields });
      expect([reply.status, reply.body.code], JSON.stringify(fields)).toEqual([400, code]);
    }
    await db().update(ticketTiers).set({ taken: 10 }).where(eq(ticketTiers.id, tier.id));
    const below = await booker.put(`/events/${event.id}/ticket-tiers/${tier.id}`, { ...VIP, capacity: 9 });
    expect([below.status, below.body.code, below.body.message]).toEqual([
      409,
      'HUBTTCP002',
      'The capacity cannot be less than the 10 seats already sold or held',
    ]);
    expect((await booker.put(`/events/${event.id}/ticket-tiers/${tier.id}`, { ...VIP, capacity: 10 })).status).toBe(
      200,
    );
    const other = await createEvent(db());
    const foreign = await booker.put(`/events/${other.id}/ticket-tiers/${tier.id}`, VIP);
    expect([foreign.status, foreign.body.code]).toEqual([404, 'HUBTTNF001']);
    const unknown = await booker.post(`/events/${randomUUID()}/ticket-tiers`, VIP);
    expect(unknown.body.code).toBe('HUBEVNF001');
    const cancelled = await createEvent(db(), { status: 'CANCELLED' });
    expect((await booker.post(`/events/${cancelled.id}/ticket-tiers`, VIP)).body.code).toBe('HUBEVPS002');
  });

  it('are set up by event staff only', async () => {
    const event = await createEvent(db());
    const { client: fan } = await signedInCustomer(t.app, db());
    const { client: cashier } = await signedInStaff(t.app, db(), ['TRANSACTION']);
    for (const [client, status] of [
      [new TestClient(t.app), 401],
      [fan, 403],
      [cashier, 403],
    ] as const) {
      expect((await client.post(`/events/${event.id}/ticket-tiers`, VIP)).status).toBe(status);
      expect((await client.get(`/events/${event.id}/ticket-tiers`)).status).toBe(status);
      expect((await client.put(`/events/${event.id}/ticket-tiers/${randomUUID()}`, VIP)).status).toBe(status);
    }
  });

  it('show on the public event page in the caller’s language, cheapest first, switched-off ones left out', async () => {
    const { event, booker } = await eventWithVip();
    await booker.post(`/events/${event.id}/ticket-tiers`, { ...VIP, name: 'Ringside', nameNe: null, amount: 900_000 });
    await booker.post(`/events/${event.id}/ticket-tiers`, { ...VIP, name: 'Hidden', active: false });
    await booker.post(`/events/${event.id}/ticket-tiers`, {
      ...VIP,
      name: 'Fan zone',
      nameNe: null,
      amount: 0,
      perOrderLimit: 1,
    });
    const visitor = new TestClient(t.app);
    const english = (await visitor.get(`/events/search/detail/${event.id}`)).body.data;
    expect(english.ticketTiers.map((tier: { name: string }) => tier.name)).toEqual(['Fan zone', 'VIP', 'Ringside']);
    expect(english.attendance).toEqual({ capacity: 100, taken: 0, isOpen: true });
    const nepali = (await visitor.get(`/events/search/detail/${event.id}`, { 'accept-language': 'ne' })).body.data;
    expect(nepali.ticketTiers.map((tier: { name: string }) => tier.name)).toEqual(['Fan zone', 'भीआईपी', 'Ringside']);
  });
});

describe('buying tickets', () => {
  it('issues one QR ticket per seat of a paid order, each checked in once at the door', async () => {
    const { event, tier } = await eventWithVip();
    const { client: fan } = await signedInCustomer(t.app, db(), { firstName: 'Maya', lastName: 'Gurung' });
    const { referenceId, confirmed } = await buy(fan, tier, 2);
    expect(confirmed.body.data).toMatchObject({
      status: 'PAID',
      quantity: 2,
      amount: 700_000,
      productType: 'TICKET',
      // No PAN configured: a receipt, not a tax invoice.
      invoiceNumber: null,
    });
    expect(confirmed.body.data.productName).toBe(`${event.name}: VIP`);

    const tickets = (await fan.get('/tickets')).body.data as { code: string; tierName: string }[];
    expect(tickets).toHaveLength(2);
    for (const ticket of tickets)
      expect(ticket).toMatchObject({
        eventId: event.id,
        tierName: 'VIP',
        purchaseReference: referenceId,
        voidedAt: null,
      });
    expect(new Set(tickets.map((ticket) => ticket.code)).size).toBe(2);
    expect(await seatsTaken(tier.id)).toBe(2);

    const { client: door } = await signedInStaff(t.app, db());
    for (const ticket of tickets) {
      const scanned = await door.post(`/events/${event.id}/check-ins`, { code: ticket.code });
      expect(scanned.body.data).toMatchObject({ holderName: 'Maya Gurung', alreadyCheckedIn: false });
    }
    // A second confirmation issues nothing more.
    const again = await fan.post('/payments/confirm-payment', { method: 'SANDBOX', referenceId, params: {} });
    expect(again.body.code).toBe('HUBPYDN001');
    expect((await fan.get('/tickets')).body.data).toHaveLength(2);
  });

  it('takes 1 up to the per-order limit, at the total price, and only while the tier sells', async () => {
    const { event, booker, tier } = await eventWithVip();
    const { client: fan } = await signedInCustomer(t.app, db());
    const refused = async (body: Record<string, unknown>) => {
      const reply = await fan.post('/purchases/initiate', body);
      return [reply.status, reply.body.code, reply.body.message];
    };
    expect(await refused(order(tier, 5))).toEqual([400, 'HUBPRQT001', 'Choose from 1 to 4 tickets']);
    expect(await refused({ ...order(tier, 1), quantity: 0 })).toEqual([
      400,
      'HUBPRQT001',
      'Choose from 1 to 20 tickets',
    ]);
    expect(await refused({ ...order(tier, 1), quantity: 'two' })).toEqual([
      400,
      'HUBPRQT001',
      'Choose from 1 to 20 tickets',
    ]);
    expect((await refused({ ...order(tier, 2), amount: tier.amount }))[1]).toBe('HUBPRAM002');

    await booker.put(`/events/${event.id}/ticket-tiers/${tier.id}`, {
      ...VIP,
      salesStartAt: daysFromNow(2).toISOString(),
    });
    expect((await refused(order(tier, 1)))[1]).toBe('HUBPRNS001');

    const started = await createEvent(db(), { status: 'LIVE', startsAt: daysFromNow(-0.01) });
    const door = await createTier(db(), started.id);
    expect((await refused(order({ productId: door.product.id, amount: door.product.amount }, 1)))[1]).toBe(
      'HUBPRNS001',
    );
    const free = await createTier(db(), event.id, { amount: 0 });
    expect((await refused(order({ productId: free.product.id, amount: 0 }, 1)))[1]).toBe('HUBTTFR001');
  });

  it('holds the seats while the buyer pays and gives them back when the payment fails or the hold expires', async () => {
    const { tier } = await eventWithVip({ capacity: 5 });
    const { client: fan } = await signedInCustomer(t.app, db());
    const declined = await fan.post('/purchases/initiate', order(tier, 3));
    expect(await seatsTaken(tier.id)).toBe(3);
    const referenceId = declined.body.data.referenceId as string;
    const params = await decideInSandbox(fan, referenceId, false);
    const failed = await fan.post('/payments/confirm-payment', { method: 'SANDBOX', referenceId, params });
    expect(failed.body.code).toBe('HUBPYFL001');
    expect(await seatsTaken(tier.id)).toBe(0);

    // Another quantity replaces the open order: its seats go back first.
    await fan.post('/purchases/initiate', order(tier, 2));
    const replaced = await fan.post('/purchases/initiate', order(tier, 4));
    expect(replaced.status).toBe(200);
    expect(await seatsTaken(tier.id)).toBe(4);

    // The reconciler expires a hold whose time is up (the sandbox payer never decided).
    await db()
      .update(purchases)
      .set({ expiresAt: new Date(Date.now() - 1000), createdAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(purchases.referenceId, replaced.body.data.referenceId));
    await commerceInstance(t, { graceSeconds: 0 }).reconciler.round();
    expect((await purchasesRepository.findByReference(db(), replaced.body.data.referenceId))?.status).toBe('EXPIRED');
    expect(await seatsTaken(tier.id)).toBe(0);
  });

  it('lets a lapsed hold go when the tier is full, and refunds a payment that comes after its seats were sold', async () => {
    const { tier } = await eventWithVip({ capacity: 2 });
    const { client: slow } = await signedInCustomer(t.app, db());
    const { client: quick } = await signedInCustomer(t.app, db());
    const lapsed = await slow.post('/purchases/initiate', order(tier, 2));
    const referenceId = lapsed.body.data.referenceId as string;
    const params = await decideInSandbox(slow, referenceId, true);
    await db()
      .update(purchases)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(purchases.referenceId, referenceId));

    // The tier looks full, but the lapsed hold is let go for a new buyer.
    const { confirmed } = await buy(quick, tier, 2);
    expect(confirmed.body.data.status).toBe('PAID');
    expect((await purchasesRepository.findByReference(db(), referenceId))?.status).toBe('EXPIRED');

    // The slow payer's money arrives: no seat is left, so no ticket; flagged and given back through the gateway.
    const late = await slow.post('/payments/confirm-payment', { method: 'SANDBOX', referenceId, params });
    expect(late.body.data).toMatchObject({ status: 'REFUNDED', flag: 'SOLD_OUT' });
    expect((await slow.get('/tickets')).body.data).toHaveLength(0);
    expect(await seatsTaken(tier.id)).toBe(2);
  });

  it('gives a late payment its seats when some are still left', async () => {
    const { tier } = await eventWithVip({ capacity: 10 });
    const { client: fan } = await signedInCustomer(t.app, db());
    const started = await fan.post('/purchases/initiate', order(tier, 2));
    const referenceId = started.body.data.referenceId as string;
    const params = await decideInSandbox(fan, referenceId, true);
    await db()
      .update(purchases)
      .set({ status: 'EXPIRED', expiresAt: new Date(Date.now() - 1000) })
      .where(eq(purchases.referenceId, referenceId));
    expect(await seatsTaken(tier.id)).toBe(0);
    const late = await fan.post('/payments/confirm-payment', { method: 'SANDBOX', referenceId, params });
    expect(late.body.data).toMatchObject({ status: 'PAID', flag: null });
    expect((await fan.get('/tickets')).body.data).toHaveLength(2);
    expect(await seatsTaken(tier.id)).toBe(2);
  });

  it('never sells a seat twice: 100 buyers at once for the last 10 seats get exactly 10', async () => {
    const { event, tier } = await eventWithVip({ capacity: 110 });
    await db().update(ticketTiers).set({ taken: 100 }).where(eq(ticketTiers.id, tier.id));
    const buyers = await Promise.all(Array.from({ length: 100 }, () => signedInCustomer(t.app, db())));
    const replies = await Promise.all(buyers.map(({ client }) => client.post('/purchases/initiate', order(tier, 1))));
    const held = replies.flatMap((reply, index) => (reply.status === 200 ? [{ reply, index }] : []));
    expect(held).toHaveLength(10);
    for (const reply of replies.filter((each) => each.status !== 200))
      expect([reply.status, reply.body.code, reply.body.message]).toEqual([409, 'HUBTKSO001', 'Sold out']);
    expect(await seatsTaken(tier.id)).toBe(110);

    await Promise.all(
      held.map(async ({ reply, index }) => {
        const client = buyers[index]?.client as TestClient;
        const referenceId = reply.body.data.referenceId as string;
        const params = await decideInSandbox(client, referenceId, true);
        await client.post('/payments/confirm-payment', { method: 'SANDBOX', referenceId, params });
      }),
    );
    const issued = await db().select().from(eventTickets).where(eq(eventTickets.tierId, tier.id));
    expect(issued).toHaveLength(10);
    expect(new Set(issued.map((ticket) => ticket.customerId)).size).toBe(10);
    expect(issued.every((ticket) => ticket.eventId === event.id)).toBe(true);
    expect(await seatsTaken(tier.id)).toBe(110);
  }, 120_000);

  it('withdraws the tickets of a refunded order and puts its seats back on sale', async () => {
    const { event, booker, tier } = await eventWithVip();
    const { client: fan } = await signedInCustomer(t.app, db());
    const { referenceId } = await buy(fan, tier, 2);
    const [ticket] = (await fan.get('/tickets')).body.data as { code: string }[];
    const refunded = await booker.post(`/purchases/${referenceId}/refund`, { note: 'Could not come' });
    expect(refunded.body.data.status).toBe('REFUNDED');
    expect(await seatsTaken(tier.id)).toBe(0);
    const tickets = (await fan.get('/tickets')).body.data as { voidedAt: string | null }[];
    expect(tickets.every((each) => each.voidedAt !== null)).toBe(true);
    const scanned = await booker.post(`/events/${event.id}/check-ins`, { code: ticket?.code ?? '' });
    expect([scanned.status, scanned.body.code]).toEqual([409, 'HUBEVTK004']);
  });

  it('stops selling a cancelled event’s tiers at once', async () => {
    const { event, booker, tier } = await eventWithVip();
    const { client: fan } = await signedInCustomer(t.app, db());
    await booker.post(`/events/${event.id}/cancel`, { reason: 'The venue flooded' });
    const reply = await fan.post('/purchases/initiate', order(tier, 1));
    expect(reply.body.code).toBe('HUBPRCN001');
    const detail = (await new TestClient(t.app).get(`/events/search/detail/${event.id}`)).body.data;
    expect(detail.ticketTiers[0]).toMatchObject({ onSale: false });
  });
});
