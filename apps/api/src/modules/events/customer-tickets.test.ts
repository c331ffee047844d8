import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { createEvent } from '../../../test/event-factories';
import { signedInCustomer, signedInStaff } from '../../../test/fighter-factories';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

describe("a customer's tickets for staff", () => {
  it('lists what the customer lists, without the codes that open the door', async () => {
    const { db } = t.database;
    const first = await createEvent(db, { name: 'Pokhara Fight Night', capacity: 50 });
    const second = await createEvent(db, { name: 'Lalitpur Showdown', capacity: 50 });
    const { client: fan, customer } = await signedInCustomer(t.app, db, { firstName: 'Maya', lastName: 'Gurung' });
    const { client: other } = await signedInCustomer(t.app, db);
    for (const event of [first, second]) expect((await fan.post(`/events/${event.id}/attendance`)).status).toBe(200);
    expect((await other.post(`/events/${first.id}/attendance`)).status).toBe(200);
    const own = (await fan.get('/tickets')).body.data as { code: string }[];
    expect(own).toHaveLength(2);

    const { client: cashier } = await signedInStaff(t.app, db, ['TRANSACTION']);
    const reply = await cashier.get(`/tickets/customer/${customer.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual(own.map(({ code: _code, ...ticket }) => ticket));
    expect(reply.body.data[0]).toMatchObject({ holderName: 'Maya Gurung', tierName: 'General admission' });
    expect(JSON.stringify(reply.body.data)).not.toContain(own[0]?.code.split('.')[1]);

    // Someone with no tickets has none; an unknown customer is not found.
    const { customer: nobody } = await signedInCustomer(t.app, db);
    expect((await cashier.get(`/tickets/customer/${nobody.id}`)).body).toEqual({ data: [] });
    const unknown = await cashier.get(`/tickets/customer/${randomUUID()}`);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'HUBCSNF001']);
  });

  it('is for staff with TRANSACTION only: a visitor signs in, a fan (even the holder) and other staff are refused', async () => {
    const { db } = t.database;
    const { client: fan, customer } = await signedInCustomer(t.app, db);
    const { client: booker } = await signedInStaff(t.app, db, ['BOOKINGANDTICKETING', 'USERS', 'DASHBOARD']);
    const url = `/tickets/customer/${customer.id}`;
    expect((await new TestClient(t.app).get(url)).status).toBe(401);
    expect((await fan.get(url)).status).toBe(403);
    expect((await booker.get(url)).status).toBe(403);
  });
});
