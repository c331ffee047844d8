import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@ringside/contract';
import { formatMoney } from '@ringside/contract/display/numbers';
import type { Db } from '../../db/client';
import { eventBuyers } from '../commerce/cancellations';
import { recipientsOf } from '../fighters/decision-notices';
import { fullName } from '../identity/customer.mapper';
import { customerById } from '../identity/customers';
import type { Messenger } from '../messaging/messenger';
import { eventCancelledMessage, eventPostponedMessage } from '../messaging/revenue-templates';
import type { Brand } from '../messaging/templates';
import { registrationsRepository as registrations } from './registrations.repository';
import { ticketsRepository as tickets } from './tickets.repository';

type Holding = Record<Language, string> | null;

const FREE_TICKET: Holding = { en: 'Your free ticket is cancelled.', ne: 'तपाईंको निःशुल्क टिकट रद्द भयो।' };
const REGISTRATION: Holding = {
  en: 'Your registration to fight at this event is withdrawn.',
  ne: 'यो कार्यक्रममा लड्ने तपाईंको दर्ता रद्द भयो।',
};
const refund = (paisa: number): Holding => ({
  en: `Your payment of ${formatMoney(paisa, 'NPR', 'en')} is refunded to you.`,
  ne: `तपाईंको ${formatMoney(paisa, 'NPR', 'ne')} भुक्तानी फिर्ता गरिन्छ।`,
});

/**
 * Tells everyone an event concerns when it is cancelled or moved: buyers of its live pass and tickets, free ticket
 * holders and fighters registered for it, each once (what they hold decides the line about it), by email and SMS,
 * in English then Nepali. Sent after the change commits and not awaited: the change stands whatever the mail server
 * does.
 */
export class EventNotices {
  constructor(
    private readonly db: Db,
    private readonly messenger: Messenger,
    private readonly brand: Brand,
    private readonly log: FastifyBaseLogger,
  ) {}

  async cancelled(eventId: string): Promise<number> {
    return this.tell(eventId, 'cancelled', null, null);
  }

  async postponed(eventId: string, from: Date, reason: string | null): Promise<number> {
    return this.tell(eventId, 'postponed', from, reason);
  }

  /** Answers how many people were told. */
  private async tell(
    eventId: string,
    what: 'cancelled' | 'postponed',
    from: Date | null,
    reason: string | null,
  ): Promise<number> {
    try {
      const event = await tickets.findEvent(this.db, eventId);
      if (!event) return 0;
      const audience = await this.audience(eventId, what);
      for (const [customerId, holding] of audience) {
        const customer = await customerById(this.db, customerId);
        if (!customer) continue;
        const details = {
          name: customer.firstName || fullName(customer),
          eventName: event.name,
          eventNameNe: event.nameNe,
          startsAt: event.startsAt,
          reason: what === 'cancelled' ? event.cancelReason : reason,
          link: `${this.brand.publicUrl}/events/${event.slug}`,
          holding,
        };
        const message =
          what === 'cancelled'
            ? eventCancelledMessage(this.brand, details)
            : eventPostponedMessage(this.brand, { ...details, holding: null, from: from ?? event.startsAt });
        for (const recipient of recipientsOf(customer))
          this.messenger.notify(
            recipient,
            message,
            { eventId, customerId },
            `event ${what} but a notice was not delivered`,
          );
      }
      return audience.size;
    } catch (error) {
      this.log.warn({ err: error, eventId }, `event ${what} but its notices could not be made`);
      return 0;
    }
  }

  /** Each person once: a buyer's refund line first, then a free ticket, then a registration. */
  private async audience(eventId: string, what: 'cancelled' | 'postponed'): Promise<Map<string, Holding>> {
    const [buyers, holders, fighters] = await Promise.all([
      eventBuyers(this.db, eventId),
      tickets.freeHolders(this.db, eventId),
      registrations.activeFighters(this.db, eventId),
    ]);
    const audience = new Map<string, Holding>();
    const paid = new Map<string, number>();
    for (const buyer of buyers)
      if (buyer.currency === 'NPR') paid.set(buyer.customerId, (paid.get(buyer.customerId) ?? 0) + buyer.amount);
      else paid.set(buyer.customerId, paid.get(buyer.customerId) ?? 0);
    for (const [customerId, paisa] of paid)
      audience.set(customerId, what === 'cancelled' && paisa > 0 ? refund(paisa) : null);
    for (const customerId of holders) if (!audience.has(customerId)) audience.set(customerId, FREE_TICKET);
    for (const fighterId of fighters) {
      const account = await registrations.accountOfFighter(this.db, fighterId);
      if (account && !audience.has(account.id)) audience.set(account.id, REGISTRATION);
    }
    return audience;
  }
}
