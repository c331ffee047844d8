import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { TestClient } from '../../../test/client';
import { createEvent, createTier, daysFromNow, outboxFor } from '../../../test/event-factories';
import { mobileNumber } from '../../../test/factories';
import { signedInCustomer, signedInStaff } from '../../../test/fighter-factories';
import { eventTickets, ticketTiers } from './events.table';

const t = useTestApp();

/** A published event taking sign-ups, starting in a month. */
const attendable = (overrides: Parameters<typeof createEvent>[1] = {}) =>
  createEvent(t.database.db, { capacity: 100, ...overrides });

/** The seats taken in the event's tiers. */
async function takenSeats(eventId: string): Promise<number> {
  const rows = await t.database.db.select().from(ticketTiers).where(eq(ticketTiers.eventId, eventId));
  return rows.reduce((sum, row) => sum + row.taken, 0);
}

const ticketsOf = (eventId: string) =>
  t.database.db.select().from(eventTickets).where(eq(eventTickets.eventId, eventId));

describe('registering to attend', () => {
  it('gives a signed-in customer a ticket with a signed code, takes a seat and lists it in their tickets', async () => {
    const event = await attendable({ name: 'Kathmandu Fight Night 12' });
    const { client, customer } = await signedInCustomer(t.app, t.database.db, {
      firstName: 'Maya',
      lastName: 'Gurung',
    });
    const reply = await client.post(`/events/${event.id}/attendance`);
    expect(reply.status).toBe(200);
    const ticket = reply.body.data;
    expect(ticket).toMatchObject({
      eventId: event.id,
      event: { id: event.id, slug: event.slug, name: 'Kathmandu Fight Night 12', status: 'PUBLISHED' },
      holderName: 'Maya Gurung',
      code: expect.stringMatching(/^RS1\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/),
      checkedInAt: null,
    });
    expect(await takenSeats(event.id)).toBe(1);
    // Only the random part is stored: the database alone does not give the code away.
    const [stored] = await ticketsOf(event.id);
    expect(stored).toMatchObject({ customerId: customer.id, code: ticket.code.split('.')[1] });

    const mine = await client.get('/tickets');
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual([ticket]);
  });

  it('emails the ticket: event, Kathmandu date and time, venue and the code (the QR goes inline)', async () => {
    const event = await attendable({
      name: 'Lalitpur Showdown',
      startsAt: new Date('2031-03-14T12:45:00Z'),
      venueName: 'Satdobato Hall',
      venueAddress: 'Satdobato',
      venueCity: 'Lalitpur',
    });
    const { client, customer } = await signedInCustomer(t.app, t.database.db, { firstName: 'Maya' });
    const ticket = (await client.post(`/events/${event.id}/attendance`)).body.data;
    const [message] = await outboxFor(t.app, customer.email ?? '');
    expect(message).toMatchObject({ channel: 'EMAIL', subject: 'Your ticket for Lalitpur Showdown' });
    expect(message?.text).toContain('Maya, you are registered to attend Lalitpur Showdown.');
    // The Bikram Sambat date beside the Gregorian one, as fans plan by it.
    expect(message?.text).toContain('When: Fri, 14 Mar 2031, 18:30 Nepal time (Falgun 30, 2087 BS)');
    expect(message?.text).toContain('Where: Satdobato Hall, Satdobato, Lalitpur');
    expect(message?.text).toContain(`Ticket code: ${ticket.code}`);
    expect(message?.text).toContain('http://ringside.test/account/tickets');

    // In the language the customer signed up in; by SMS when there is no email.
    const number = mobileNumber();
    const { client: nepali } = await signedInCustomer(t.app, t.database.db, {
      email: null,
      emailVerified: false,
      countryCode: '+977',
      mobileNumber: number,
      mobileNumberVerified: true,
    });
    const smsTicket = (await nepali.post(`/events/${event.id}/attendance`, undefined, { 'accept-language': 'ne' })).body
      .data;
    const [sms] = await outboxFor(t.app, `+977${number}`);
    expect(sms?.channel).toBe('SMS');
    expect(sms?.text).toContain(`Lalitpur Showdown को टिकट, शुक्र, १४ मार्च २०३१, १८:३० (२०८७ फागुन ३०, शुक्रबार)।`);
    expect(sms?.text).toContain(`कोड ${smsTicket.code}`);
  });

  it('takes a seat with no body at all, as before tiers, or in the free tier named; never a paid one', async () => {
    const event = await attendable({ capacity: 5 });
    const { client } = await signedInCustomer(t.app, t.database.db);
    expect((await client.call('POST', `/events/${event.id}/attendance`, undefined)).status).toBe(200);
    const second = await createTier(t.database.db, event.id, { name: 'Balcony', amount: 0, capacity: 3 });
    const paid = await createTier(t.database.db, event.id, { name: 'VIP', amount: 250_000 });
    const { client: other } = await signedInCustomer(t.app, t.database.db);
    const refused = await other.post(`/events/${event.id}/attendance`, { tierId: paid.tier.id });
    expect([refused.status, refused.body.code]).toEqual([409, 'HUBTTPD001']);
    const named = await other.post(`/events/${event.id}/attendance`, { tierId: second.tier.id });
    expect(named.body.data).toMatchObject({ tierName: 'Balcony', purchaseReference: null });
  });

  it('never passes the capacity: 50 customers at once for 20 seats get 20 tickets and 30 "full"', async () => {
    const event = await attendable({ capacity: 20 });
    const customers = await Promise.all(Array.from({ length: 50 }, () => signedInCustomer(t.app, t.database.db)));
    const replies = await Promise.all(customers.map(({ client }) => client.post(`/events/${event.id}/attendance`)));
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    const refused = replies.filter((reply) => reply.status !== 200);
    expect(refused).toHaveLength(30);
    for (const reply of refused)
      expect(reply.body).toMatchObject({ code: 'HUBEVAT001', message: 'This event is full' });
    expect(await takenSeats(event.id)).toBe(20);
    expect(await ticketsOf(event.id)).toHaveLength(20);

    // A cancellation frees a seat for the next one.
    const holder = customers[replies.findIndex((reply) => reply.status === 200)];
    expect((await holder?.client.call('DELETE', `/events/${event.id}/attendance`))?.status).toBe(200);
    const late = customers[replies.findIndex((reply) => reply.status === 409)];
    expect((await late?.client.post(`/events/${event.id}/attendance`))?.status).toBe(200);
    expect(await takenSeats(event.id)).toBe(20);
  }, 60_000);

  it("keeps the event page's seats taken current, cached or not", async () => {
    const event = await attendable({ capacity: 2 });
    const seats = async () =>
      (await new TestClient(t.app).get(`/events/search/detail/${event.id}`)).body.data.attendance;
    expect(await seats()).toEqual({ capacity: 2, taken: 0, isOpen: true });
    const { client: first } = await signedInCustomer(t.app, t.database.db);
    const { client: second } = await signedInCustomer(t.app, t.database.db);
    await first.post(`/events/${event.id}/attendance`);
    expect(await seats()).toEqual({ capacity: 2, taken: 1, isOpen: true });
    await second.post(`/events/${event.id}/attendance`);
    expect(await seats()).toEqual({ capacity: 2, taken: 2, isOpen: false });
    await first.call('DELETE', `/events/${event.id}/attendance`);
    expect(await seats()).toEqual({ capacity: 2, taken: 1, isOpen: true });
  });

  it('refuses a second ticket (409 HUBEVAT002), also from double clicks at once, and counts one seat', async () => {
    const event = await attendable();
    const { client } = await signedInCustomer(t.app, t.database.db);
    const replies = await Promise.all(Array.from({ length: 5 }, () => client.post(`/events/${event.id}/attendance`)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const reply of replies.filter((one) => one.status === 409)) expect(reply.body.code).toBe('HUBEVAT002');
    const again = await client.post(`/events/${event.id}/attendance`);
    expect(again.body).toMatchObject({
      code: 'HUBEVAT002',
      message: 'You are already registered to attend this event',
    });
    expect(await takenSeats(event.id)).toBe(1);
    expect(await ticketsOf(event.id)).toHaveLength(1);
  });

  it('takes sign-ups only for published events that have not started and have a capacity', async () => {
    const { client } = await signedInCustomer(t.app, t.database.db);
    for (const eventId of [randomUUID(), (await attendable({ status: 'DRAFT', publishedAt: null })).id]) {
      const reply = await client.post(`/events/${eventId}/attendance`);
      expect(reply.status).toBe(404);
      expect(reply.body.code).toBe('HUBEVNF001');
    }
    for (const event of [
      await attendable({ capacity: null }),
      await attendable({ startsAt: daysFromNow(-0.01) }),
      await attendable({ status: 'LIVE', startsAt: daysFromNow(-0.01) }),
      await attendable({ status: 'COMPLETED', startsAt: daysFromNow(-2) }),
      await attendable({ status: 'CANCELLED', cancelReason: 'Storm' }),
    ]) {
      const reply = await client.post(`/events/${event.id}/attendance`);
      expect(reply.status, event.status).toBe(409);
      expect(reply.body.code).toBe('HUBEVAT003');
      expect(await takenSeats(event.id)).toBe(0);
    }
    const full = await attendable({ capacity: 1, taken: 1 });
    expect((await client.post(`/events/${full.id}/attendance`)).body.code).toBe('HUBEVAT001');
    expect((await client.post('/events/not-an-id/attendance')).body.code).toBe('HUBEVNF001');
  });
});

describe('cancelling and listing tickets', () => {
  it('cancels the caller’s own ticket and frees the seat; a new sign-up gets a new code', async () => {
    const event = await attendable();
    const { client } = await signedInCustomer(t.app, t.database.db);
    const first = (await client.post(`/events/${event.id}/attendance`)).body.data;
    const cancelled = await client.call('DELETE', `/events/${event.id}/attendance`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toEqual({ ok: true });
    expect(await takenSeats(event.id)).toBe(0);
    expect((await client.get('/tickets')).body.data).toEqual([]);
    const missing = await client.call('DELETE', `/events/${event.id}/attendance`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('HUBEVTK003');

    const second = (await client.post(`/events/${event.id}/attendance`)).body.data;
    expect(second.code).not.toBe(first.code);
    expect(await takenSeats(event.id)).toBe(1);
  });

  it('keeps a ticket that was checked in (409 HUBEVAT004)', async () => {
    const event = await attendable();
    const { client } = await signedInCustomer(t.app, t.database.db);
    const ticket = (await client.post(`/events/${event.id}/attendance`)).body.data;
    const { client: staff } = await signedInStaff(t.app, t.database.db);
    expect((await staff.post(`/events/${event.id}/check-ins`, { code: ticket.code })).status).toBe(200);
    const reply = await client.call('DELETE', `/events/${event.id}/attendance`);
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('HUBEVAT004');
    expect(await takenSeats(event.id)).toBe(1);
    expect((await client.get('/tickets')).body.data[0].checkedInAt).toEqual(expect.any(String));
  });

  it('neither shows nor cancels another customer’s ticket', async () => {
    const event = await attendable();
    const { client: owner } = await signedInCustomer(t.app, t.database.db);
    const { client: other } = await signedInCustomer(t.app, t.database.db);
    const ticket = (await owner.post(`/events/${event.id}/attendance`)).body.data;
    expect((await other.get('/tickets')).body.data).toEqual([]);
    const cancel = await other.call('DELETE', `/events/${event.id}/attendance`);
    expect(cancel.status).toBe(404);
    expect((await owner.get('/tickets')).body.data.map((one: { id: string }) => one.id)).toEqual([ticket.id]);
    expect(await takenSeats(event.id)).toBe(1);
    for (const reply of [
      await new TestClient(t.app).post(`/events/${event.id}/attendance`),
      await new TestClient(t.app).call('DELETE', `/events/${event.id}/attendance`),
      await new TestClient(t.app).get('/tickets'),
    ]) {
      expect(reply.status).toBe(401);
      expect(reply.body.code).toBe('HUBCSTK001');
    }
  });

  it('lists upcoming events first (soonest first), then past ones (latest first)', async () => {
    const { client, customer } = await signedInCustomer(t.app, t.database.db);
    const later = await attendable({ startsAt: daysFromNow(40) });
    const sooner = await attendable({ startsAt: daysFromNow(5) });
    const longAgo = await attendable({ status: 'COMPLETED', startsAt: daysFromNow(-60) });
    const lastWeek = await attendable({ status: 'COMPLETED', startsAt: daysFromNow(-7) });
    for (const event of [later, sooner]) await client.post(`/events/${event.id}/attendance`);
    // Past events took their sign-ups before they started.
    for (const event of [longAgo, lastWeek])
      await t.database.db
        .insert(eventTickets)
        .values({ eventId: event.id, customerId: customer.id, code: randomUUID() });
    const mine = (await client.get('/tickets')).body.data.map((ticket: { eventId: string }) => ticket.eventId);
    expect(mine).toEqual([sooner.id, later.id, lastWeek.id, longAgo.id]);
  });
});
