import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { decideInSandbox } from '../../../test/commerce-factories';
import { commerceInstance } from '../../../test/commerce-instance';
import { TestClient } from '../../../test/client';
import { createEvent, createTier, daysFromNow, outboxFor } from '../../../test/event-factories';
import { createFighter, signedInCustomer, signedInStaff } from '../../../test/fighter-factories';
import { useTestApp } from '../../../test/use-test-app';
import { grants } from '../access/access.table';
import { eventRegistrations } from '../events/events.table';
import { eventRefunds, paymentLogs, purchases, sandboxPayments } from './commerce.table';
import { productsRepository } from './products.repository';
import { purchasesRepository } from './purchases.repository';

const t = useTestApp();
const db = () => t.database.db;

async function pay(client: TestClient, body: Record<string, unknown>) {
  const started = await client.post('/purchases/initiate', { ...body, method: 'SANDBOX' });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const referenceId = started.body.data.referenceId as string;
  const params = await decideInSandbox(client, referenceId, true);
  const paid = await client.post('/payments/confirm-payment', { method: 'SANDBOX', referenceId, params });
  expect(paid.body.data.status).toBe('PAID');
  return referenceId;
}

/**
 * A night with everything sold: two VIP seats (sandbox), the live pass (sandbox), a free seat, an eSewa order with
 * no refund call (straight in the books), and a fighter registered.
 */
async function soldNight() {
  const event = await createEvent(db(), { name: `Storm Night ${randomUUID().slice(0, 4)}`, capacity: 50 });
  const vip = await createTier(db(), event.id, { name: 'VIP', amount: 350_000 });
  const live = await productsRepository.insert(db(), {
    productType: 'LIVE_EVENT',
    contentId: event.id,
    name: 'Live',
    amount: 99_900,
  });
  const seats = await signedInCustomer(t.app, db(), { firstName: 'Maya' });
  const watcher = await signedInCustomer(t.app, db(), { firstName: 'Bikash' });
  const free = await signedInCustomer(t.app, db(), { firstName: 'Sita' });
  const wallet = await signedInCustomer(t.app, db(), { firstName: 'Ram' });
  const vipOrder = await pay(seats.client, {
    productId: vip.product.id,
    productType: 'TICKET',
    amount: 700_000,
    quantity: 2,
  });
  const liveOrder = await pay(watcher.client, { productId: live.id, productType: 'LIVE_EVENT', amount: 99_900 });
  expect((await free.client.post(`/events/${event.id}/attendance`)).status).toBe(200);
  const [esewa] = await db()
    .insert(purchases)
    .values({
      referenceId: `RS-${randomUUID().slice(0, 16).toUpperCase()}`,
      customerId: wallet.customer.id,
      productId: vip.product.id,
      productType: 'TICKET',
      contentId: vip.tier.id,
      productName: 'VIP',
      amount: 350_000,
      currency: 'NPR',
      method: 'ESEWA',
      status: 'PAID',
      gatewayTxnId: '000AXYZ',
      paidAt: new Date(),
      expiresAt: new Date(),
    })
    .returning();
  const fighter = await createFighter(db());
  await db()
    .insert(eventRegistrations)
    .values({
      eventId: event.id,
      fighterId: fighter.profile.id,
      weightClassId: fighter.profile.weightClassId ?? '',
      status: 'ACCEPTED',
    });
  const { client: staff } = await signedInStaff(t.app, db(), ['BOOKINGANDTICKETING', 'TRANSACTION']);
  return { event, vip, seats, watcher, free, wallet, fighter, staff, vipOrder, liveOrder, esewa };
}

const statusOf = async (referenceId: string) => (await purchasesRepository.findByReference(db(), referenceId))?.status;

const refundCalls = async (referenceId: string) =>
  (await db().select().from(paymentLogs).where(eq(paymentLogs.referenceId, referenceId))).filter(
    (log) => (log.request as { step?: string }).step === 'refund',
  ).length;

describe('cancelling an event', () => {
  it('withdraws tickets and live access, refunds every paid order once through its gateway, and reports it', async () => {
    const night = await soldNight();
    const { event, staff } = night;
    expect((await staff.post(`/events/${event.id}/cancel`, { reason: 'The venue flooded' })).status).toBe(200);

    // At once: every ticket void, the live access gone, nothing on sale.
    const tickets = (await night.seats.client.get('/tickets')).body.data as { voidedAt: string | null }[];
    expect(tickets).toHaveLength(2);
    expect(tickets.every((ticket) => ticket.voidedAt)).toBe(true);
    expect((await night.free.client.get('/tickets')).body.data[0].voidedAt).toEqual(expect.any(String));
    const liveGrants = await db()
      .select()
      .from(grants)
      .where(and(eq(grants.customerId, night.watcher.customer.id), eq(grants.contentId, event.id)));
    expect(liveGrants.every((grant) => grant.revokedAt !== null)).toBe(true);

    // The durable job refunds the sandbox orders and leaves the eSewa one to staff.
    const report = await vi.waitFor(
      async () => {
        const reply = await staff.get(`/events/${event.id}/refunds`);
        if (reply.body.data.totals.pending > 0) throw new Error('still refunding');
        return reply.body.data;
      },
      { timeout: 20_000, interval: 200 },
    );
    expect(report.totals).toEqual({
      lines: 3,
      refunded: 2,
      byHand: 1,
      failed: 0,
      pending: 0,
      refundedAmount: 799_900,
      outstandingAmount: 350_000,
    });
    const byHand = report.items.find((item: { method: string }) => item.method === 'ESEWA');
    expect(byHand).toMatchObject({
      status: 'BY_HAND',
      buyerName: 'Ram Tamang',
      reason: expect.stringContaining('by hand'),
    });
    expect(await statusOf(night.vipOrder)).toBe('REFUNDED');
    expect(await statusOf(night.liveOrder)).toBe('REFUNDED');
    expect(await statusOf(night.esewa?.referenceId ?? '')).toBe('PAID');

    // Run again (a retry, a second instance): nothing is refunded twice.
    await commerceInstance(t).eventRefunds.run(event.id);
    for (const referenceId of [night.vipOrder, night.liveOrder]) expect(await refundCalls(referenceId)).toBe(1);
    const book = await db().select().from(sandboxPayments).where(eq(sandboxPayments.referenceId, night.vipOrder));
    expect(book[0]?.refundId).toMatch(/^SBR-/);

    // Staff pay the eSewa buyer back by hand and record it: the report follows.
    await staff.post(`/purchases/${night.esewa?.referenceId}/refund`, { note: 'Paid back in cash' });
    const after = (await staff.get(`/events/${event.id}/refunds`)).body.data;
    expect(after.totals).toMatchObject({ refunded: 3, byHand: 0, outstandingAmount: 0 });
  });

  it('tells buyers, ticket holders and registered fighters by email and SMS, in both languages', async () => {
    const night = await soldNight();
    await night.staff.post(`/events/${night.event.id}/cancel`, { reason: 'The venue flooded' });
    const mailOf = async (email: string | null) =>
      vi.waitFor(async () => {
        const [message] = await outboxFor(t.app, email ?? '');
        if (!message?.subject?.startsWith('Cancelled')) throw new Error('not sent yet');
        return message;
      });
    const buyer = await mailOf(night.seats.customer.email);
    expect(buyer.subject).toBe(`Cancelled: ${night.event.name} / रद्द: ${night.event.name}`);
    expect(buyer.text).toContain('The venue flooded');
    expect(buyer.text).toContain('Your payment of Rs. 7,000 is refunded to you.');
    expect(buyer.text).toContain('तपाईंको रु. ७,००० भुक्तानी फिर्ता गरिन्छ।');
    expect((await mailOf(night.free.customer.email)).text).toContain('Your free ticket is cancelled.');
    expect((await mailOf(night.fighter.customer.email)).text).toContain('Your registration to fight');
    expect((await mailOf(night.watcher.customer.email)).text).toContain('Rs. 999');
  });

  it('finishes a run that died after the gateway refunded, without refunding twice', async () => {
    const night = await soldNight();
    const { event, staff } = night;
    // The job is not to run here: lines are written by hand as the cancellation writes them.
    const commerce = commerceInstance(t);
    const row = await purchasesRepository.findByReference(db(), night.vipOrder);
    if (!row) throw new Error('no order');
    await db().insert(eventRefunds).values({ eventId: event.id, purchaseId: row.id });
    // The gateway refunded, and the process died before the purchase was recorded REFUNDED.
    const sandbox = commerce.purchases.gatewayOf('SANDBOX');
    await sandbox.refund?.({
      ...(await commerce.purchases.gatewayPurchase(row)),
      gatewayTxnId: row.gatewayTxnId ?? '',
    });
    const first = (await db().select().from(sandboxPayments).where(eq(sandboxPayments.referenceId, night.vipOrder)))[0];
    await commerce.eventRefunds.run(event.id);
    const second = (
      await db().select().from(sandboxPayments).where(eq(sandboxPayments.referenceId, night.vipOrder))
    )[0];
    expect(second?.refundId).toBe(first?.refundId);
    expect(await statusOf(night.vipOrder)).toBe('REFUNDED');
    const report = (await staff.get(`/events/${event.id}/refunds`)).body.data;
    expect(report.items[0]).toMatchObject({ referenceId: night.vipOrder, status: 'REFUNDED' });
  });

  it('lets staff try failed refunds again', async () => {
    const night = await soldNight();
    const row = await purchasesRepository.findByReference(db(), night.liveOrder);
    await db()
      .insert(eventRefunds)
      .values({ eventId: night.event.id, purchaseId: row?.id ?? '', status: 'FAILED', reason: 'Timed out' });
    const retried = await night.staff.post(`/events/${night.event.id}/refunds/retry`);
    expect(retried.status).toBe(200);
    await vi.waitFor(async () => expect(await statusOf(night.liveOrder)).toBe('REFUNDED'), { timeout: 20_000 });
  });

  it('shows its report to cashiers only', async () => {
    const event = await createEvent(db());
    const { client: fan } = await signedInCustomer(t.app, db());
    const { client: booker } = await signedInStaff(t.app, db(), ['BOOKINGANDTICKETING']);
    for (const [client, status] of [
      [new TestClient(t.app), 401],
      [fan, 403],
      [booker, 403],
    ] as const) {
      expect((await client.get(`/events/${event.id}/refunds`)).status).toBe(status);
      expect((await client.post(`/events/${event.id}/refunds/retry`)).status).toBe(status);
    }
  });
});

describe('postponing an event', () => {
  it('moves it, keeps its tickets valid, and tells their holders', async () => {
    const night = await soldNight();
    const { event, staff } = night;
    const later = daysFromNow(60);
    const moved = await staff.post(`/events/${event.id}/postpone`, {
      startsAt: later.toISOString(),
      reason: 'The monsoon came early',
    });
    expect(moved.body.data).toMatchObject({
      startsAt: later.toISOString(),
      postponedFrom: event.startsAt.toISOString(),
      status: 'PUBLISHED',
    });
    const [ticket] = (await night.seats.client.get('/tickets')).body.data as { code: string; voidedAt: null }[];
    expect(ticket?.voidedAt).toBeNull();
    const scanned = await staff.post(`/events/${event.id}/check-ins`, { code: ticket?.code ?? '' });
    expect(scanned.status).toBe(200);
    const message = await vi.waitFor(async () => {
      const [found] = await outboxFor(t.app, night.free.customer.email ?? '');
      if (!found?.subject?.startsWith('New date')) throw new Error('not sent yet');
      return found;
    });
    expect(message.text).toContain('The monsoon came early');
    expect(message.text).toContain('Your tickets and passes stay valid for the new date');

    // Moved again: the first date is kept.
    const again = await staff.post(`/events/${event.id}/postpone`, { startsAt: daysFromNow(70).toISOString() });
    expect(again.body.data.postponedFrom).toBe(event.startsAt.toISOString());
  });

  it('refuses a date in the past or unchanged, and events that are not published and ahead', async () => {
    const { client: staff } = await signedInStaff(t.app, db());
    const event = await createEvent(db());
    const refused = async (id: string, startsAt: Date) => {
      const reply = await staff.post(`/events/${id}/postpone`, { startsAt: startsAt.toISOString() });
      return [reply.status, reply.body.code];
    };
    expect(await refused(event.id, daysFromNow(-1))).toEqual([400, 'HUBEVST002']);
    expect(await refused(event.id, event.startsAt)).toEqual([400, 'HUBEVPP001']);
    const draft = await createEvent(db(), { status: 'DRAFT', publishedAt: null });
    expect(await refused(draft.id, daysFromNow(40))).toEqual([409, 'HUBEVPS005']);
    const live = await createEvent(db(), { status: 'LIVE', startsAt: daysFromNow(-0.01) });
    expect(await refused(live.id, daysFromNow(40))).toEqual([409, 'HUBEVPS005']);
    const { client: fan } = await signedInCustomer(t.app, db());
    expect((await fan.post(`/events/${event.id}/postpone`, { startsAt: daysFromNow(40).toISOString() })).status).toBe(
      403,
    );
  });
});
