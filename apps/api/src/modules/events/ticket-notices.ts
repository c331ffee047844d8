import type { FastifyBaseLogger } from 'fastify';
import { rowIn } from '../../lib/translations';
import QRCode from 'qrcode';
import type { Language } from '@ringside/contract';
import { TICKET_QR } from '@ringside/contract/display/ticket-qr';
import { recipientOf } from '../fighters/decision-notices';
import { fullName } from '../identity/customer.mapper';
import type { CustomerRow } from '../identity/customer.mapper';
import type { Messenger } from '../messaging/messenger';
import { type Brand, ticketMessage } from '../messaging/templates';
import type { EventRow } from './event-summaries';

/** The QR of a ticket code as a PNG, drawn as the account area draws it. */
export function ticketQrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { ...TICKET_QR, type: 'png' });
}

const venueOf = (event: EventRow) =>
  [event.venueName, event.venueAddress, event.venueCity].filter((part) => part).join(', ');

/** Sends a new ticket to its holder, in the language they signed up to attend in. */
export class TicketNotices {
  constructor(
    private readonly messenger: Messenger,
    private readonly brand: Brand,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Called after the ticket is committed. The message is handed to the messenger and not awaited: the
   * ticket is valid whatever the mail server does, and the account area shows it too.
   */
  async send(customer: CustomerRow, stored: EventRow, code: string, language: Language): Promise<void> {
    const event = rowIn(stored, language);
    const context = { customerId: customer.id, eventId: event.id };
    try {
      const recipient = recipientOf(customer);
      if (!recipient) {
        this.log.warn(context, 'ticket not sent: the account has no email or mobile number');
        return;
      }
      const message = ticketMessage(this.brand, language, {
        name: customer.firstName || fullName(customer),
        eventName: event.name,
        startsAt: event.startsAt,
        venue: venueOf(event),
        code,
        link: `${this.brand.publicUrl}/account/tickets`,
        qrPng: await ticketQrPng(code),
      });
      this.messenger.notify(recipient, message, context, 'ticket issued but its message was not delivered');
    } catch (error) {
      this.log.warn({ err: error, ...context }, 'ticket issued but its message could not be made');
    }
  }
}
