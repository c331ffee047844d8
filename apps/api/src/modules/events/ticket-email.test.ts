import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createEvent } from '../../../test/event-factories';
import { signedInCustomer, signedInStaff } from '../../../test/fighter-factories';
import { scanQr } from '../../../test/qr-scanner';
import { useSmtpTestApp } from '../../../test/smtp-server';

describe('the ticket email over SMTP', () => {
  const t = useSmtpTestApp();

  it('carries the QR as an inline PNG that scans to the ticket code, which checks in at the door', async () => {
    const event = await createEvent(t.database.db, {
      name: 'Bhaktapur Brawl',
      capacity: 10,
      startsAt: new Date('2031-11-01T13:15:00Z'),
    });
    const { client, customer } = await signedInCustomer(t.app, t.database.db, { firstName: 'Maya' });
    const ticket = (await client.post(`/events/${event.id}/attendance`)).body.data;
    const to = customer.email ?? '';
    const delivered = await vi.waitFor(() => {
      const found = t.smtp.received.find((message) => message.to.includes(to));
      if (!found) throw new Error('not delivered yet');
      return found;
    });
    const parsed = await PostalMime.parse(delivered.raw);
    expect(parsed.subject).toBe('Your ticket for Bhaktapur Brawl');
    expect(parsed.text).toContain(`Ticket code: ${ticket.code}`);
    expect(parsed.text).toContain('When: Sat, 1 Nov 2031, 19:00 Nepal time (Kartik 15, 2088 BS)');
    expect(parsed.html).toContain('src="cid:ticket-qr"');
    expect(parsed.html).toContain(ticket.code);
    expect(parsed.attachments).toHaveLength(1);
    const [qr] = parsed.attachments;
    expect(qr).toMatchObject({ mimeType: 'image/png', contentId: '<ticket-qr>', filename: 'ticket-qr.png' });
    expect(qr?.disposition).not.toBe('attachment');

    const scanned = await scanQr(qr?.content ?? '');
    expect(scanned).toBe(ticket.code);
    const { client: staff } = await signedInStaff(t.app, t.database.db);
    const checkIn = await staff.post(`/events/${event.id}/check-ins`, { code: scanned ?? '' });
    expect(checkIn.body.data).toMatchObject({ ticketId: ticket.id, alreadyCheckedIn: false });
  });
});

describe('a mail server that is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 of loopback: the connection is refused at once.
    t = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(() => t.close());

  it('still issues the ticket: the message is not awaited and its failure is only logged', async () => {
    const event = await createEvent(t.database.db, { capacity: 10 });
    const { client } = await signedInCustomer(t.app, t.database.db);
    const reply = await client.post(`/events/${event.id}/attendance`);
    expect(reply.status).toBe(200);
    expect((await client.get('/tickets')).body.data).toHaveLength(1);
  });
});
