import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { TestClient } from '../../../test/client';
import { createEvent } from '../../../test/event-factories';
import { mobileNumber } from '../../../test/factories';
import { signedInCustomer, signedInStaff } from '../../../test/fighter-factories';
import { TicketCodes } from './ticket-codes';

const t = useTestApp();

/** An event taking sign-ups and a customer holding a ticket for it. */
async function ticketHolder(customer: Parameters<typeof signedInCustomer>[2] = {}) {
  const event = await createEvent(t.database.db, { capacity: 50 });
  const holder = await signedInCustomer(t.app, t.database.db, customer);
  const ticket = (await holder.client.post(`/events/${event.id}/attendance`)).body.data as { id: string; code: string };
  return { event, ticket, ...holder };
}

const door = (name: { firstName: string; lastName: string }) =>
  signedInStaff(t.app, t.database.db, ['BOOKINGANDTICKETING'], name);

describe('who may work the door', () => {
  it('refuses anonymous callers (401), fans and staff without BOOKINGANDTICKETING (403)', async () => {
    const { event, ticket, client: holder } = await ticketHolder();
    const { client: otherStaff } = await signedInStaff(t.app, t.database.db, ['DASHBOARD', 'TRANSACTION', 'USERS']);
    const calls = (client: TestClient) => [
      client.post(`/events/${event.id}/check-ins`, { code: ticket.code }),
      client.post(`/events/${event.id}/attendees/search`, {}),
    ];
    for (const [client, status, code] of [
      [new TestClient(t.app), 401, 'HUBCSTK001'],
      [holder, 403, 'HUBGNFB001'],
      [otherStaff, 403, 'HUBGNFB001'],
    ] as const) {
      for (const reply of await Promise.all(calls(client))) {
        expect(reply.status).toBe(status);
        expect(reply.body.code).toBe(code);
      }
    }
    expect((await holder.get('/tickets')).body.data[0].checkedInAt).toBeNull();
  });
});

describe('checking tickets in', () => {
  it('checks a ticket in once; a second scan answers "already checked in" with the first time and who', async () => {
    const { event, ticket, client: holder } = await ticketHolder({ firstName: 'Maya', lastName: 'Gurung' });
    const { client: first } = await door({ firstName: 'Kiran', lastName: 'Shrestha' });
    const { client: second } = await door({ firstName: 'Sita', lastName: 'Karki' });

    const scanned = await first.post(`/events/${event.id}/check-ins`, { code: ticket.code });
    expect(scanned.status).toBe(200);
    expect(scanned.body.data).toEqual({
      ticketId: ticket.id,
      holderName: 'Maya Gurung',
      alreadyCheckedIn: false,
      checkedInAt: expect.any(String),
      checkedInBy: 'Kiran Shrestha',
    });
    const again = await second.post(`/events/${event.id}/check-ins`, { code: `  ${ticket.code} ` });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ ...scanned.body.data, alreadyCheckedIn: true });
    expect((await holder.get('/tickets')).body.data[0].checkedInAt).toBe(scanned.body.data.checkedInAt);
  });

  it('lets exactly one of several scans at once be the first', async () => {
    const { event, ticket } = await ticketHolder();
    const { client: first } = await door({ firstName: 'Kiran', lastName: 'Shrestha' });
    const { client: second } = await door({ firstName: 'Sita', lastName: 'Karki' });
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        (index % 2 ? first : second).post(`/events/${event.id}/check-ins`, { code: ticket.code }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(6).fill(200));
    const results = replies.map((reply) => reply.body.data);
    expect(results.filter((result) => !result.alreadyCheckedIn)).toHaveLength(1);
    const winner = results.find((result) => !result.alreadyCheckedIn);
    for (const result of results) {
      expect(result.checkedInAt).toBe(winner.checkedInAt);
      expect(result.checkedInBy).toBe(winner.checkedInBy);
    }
  });

  it('refuses forged, altered and malformed codes (400 HUBEVTK001) without checking anything in', async () => {
    const { event, ticket, client: holder } = await ticketHolder();
    const { client: staff } = await door({ firstName: 'Kiran', lastName: 'Shrestha' });
    const [, id = '', signature = ''] = ticket.code.split('.');
    const flip = (text: string) => `${text[0] === 'A' ? 'B' : 'A'}${text.slice(1)}`;
    const forged = [
      `RS1.${flip(id)}.${signature}`,
      `RS1.${id}.${flip(signature)}`,
      new TicketCodes('somebody-elses-secret').codeOf(id),
      new TicketCodes('somebody-elses-secret').issue().code,
      id,
      `RS2.${id}.${signature}`,
      'https://example.com/ticket',
      "RS1.'or'1'='1.--",
      'x'.repeat(200),
    ];
    for (const code of forged) {
      const reply = await staff.post(`/events/${event.id}/check-ins`, { code });
      expect(reply.status, code).toBe(400);
      expect(reply.body).toMatchObject({ code: 'HUBEVTK001', message: 'This is not a valid ticket' });
    }
    for (const body of [{}, { code: '' }, { code: '   ' }, { code: 'x'.repeat(201) }, { code: 42 }]) {
      const reply = await staff.post(`/events/${event.id}/check-ins`, body);
      expect(reply.status).toBe(400);
      expect(reply.body.code).toBe('HUBEVTK001');
    }
    expect((await holder.get('/tickets')).body.data[0].checkedInAt).toBeNull();
  });

  it('refuses a well-signed code whose ticket was cancelled (HUBEVTK001)', async () => {
    const { event, ticket, client: holder } = await ticketHolder();
    await holder.call('DELETE', `/events/${event.id}/attendance`);
    const { client: staff } = await door({ firstName: 'Kiran', lastName: 'Shrestha' });
    const reply = await staff.post(`/events/${event.id}/check-ins`, { code: ticket.code });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('HUBEVTK001');
  });

  it('refuses a ticket of another event (409 HUBEVTK002) and an unknown event (404)', async () => {
    const { ticket, client: holder } = await ticketHolder();
    const elsewhere = await createEvent(t.database.db, { capacity: 50 });
    const { client: staff } = await door({ firstName: 'Kiran', lastName: 'Shrestha' });
    const foreign = await staff.post(`/events/${elsewhere.id}/check-ins`, { code: ticket.code });
    expect(foreign.status).toBe(409);
    expect(foreign.body).toMatchObject({ code: 'HUBEVTK002', message: 'This ticket is for another event' });
    expect((await holder.get('/tickets')).body.data[0].checkedInAt).toBeNull();
    for (const eventId of [randomUUID(), 'nope']) {
      const reply = await staff.post(`/events/${eventId}/check-ins`, { code: ticket.code });
      expect(reply.status).toBe(404);
      expect(reply.body.code).toBe('HUBEVNF001');
    }
  });
});

describe('the attendee list', () => {
  it('lists ticket holders by name with masked contact, filters by check-in and name, and pages', async () => {
    const event = await createEvent(t.database.db, { capacity: 50 });
    const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
    const number = mobileNumber();
    const people = [
      await signedInCustomer(t.app, t.database.db, {
        firstName: 'Bina',
        lastName: `Door${tag}`,
        email: `bina.${tag}@example.com`,
      }),
      await signedInCustomer(t.app, t.database.db, {
        firstName: 'Arjun',
        lastName: `Door${tag}`,
        email: null,
        emailVerified: false,
        countryCode: '+977',
        mobileNumber: number,
        mobileNumberVerified: true,
      }),
      await signedInCustomer(t.app, t.database.db, { firstName: 'Chandra', lastName: `Door${tag}` }),
    ];
    const tickets = [];
    for (const { client } of people) tickets.push((await client.post(`/events/${event.id}/attendance`)).body.data);
    const { client: staff } = await door({ firstName: 'Kiran', lastName: 'Shrestha' });
    await staff.post(`/events/${event.id}/check-ins`, { code: tickets[0].code });

    const search = async (filter: Record<string, unknown> = {}) => {
      const reply = await staff.post(`/events/${event.id}/attendees/search`, filter);
      expect(reply.status).toBe(200);
      return reply.body.data;
    };
    const all = await search();
    expect(all.total).toBe(3);
    expect(all.items.map((item: { holderName: string }) => item.holderName)).toEqual([
      `Arjun Door${tag}`,
      `Bina Door${tag}`,
      `Chandra Door${tag}`,
    ]);
    expect(all.items[0]).toEqual({
      ticketId: tickets[1].id,
      holderName: `Arjun Door${tag}`,
      contact: `+977 *******${number.slice(-3)}`,
      createdAt: expect.any(String),
      checkedInAt: null,
    });
    expect(all.items[1]).toMatchObject({ contact: `bi${'*'.repeat(9)}@example.com`, checkedInAt: expect.any(String) });
    expect(JSON.stringify(all)).not.toContain(`bina.${tag}`);

    const names = async (filter: Record<string, unknown>) =>
      (await search(filter)).items.map((item: { holderName: string }) => item.holderName.split(' ')[0]);
    expect(await names({ checkedIn: true })).toEqual(['Bina']);
    expect(await names({ checkedIn: false })).toEqual(['Arjun', 'Chandra']);
    expect(await names({ query: `chandra door${tag}` })).toEqual(['Chandra']);
    const page = await search({ page: 2, pageSize: 2 });
    expect(page).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(page.items).toHaveLength(1);

    const missing = await staff.post(`/events/${randomUUID()}/attendees/search`, {});
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('HUBEVNF001');
  });
});
