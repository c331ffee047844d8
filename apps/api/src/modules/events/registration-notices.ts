import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { recipientOf } from '../fighters/decision-notices';
import type { Messenger } from '../messaging/messenger';
import { type Brand, type RegistrationDecision, registrationDecisionMessage } from '../messaging/templates';
import { type RegistrationRow, registrationsRepository as registrations } from './registrations.repository';

/** Tells the fighter about a staff decision on their registration, without holding up or undoing it. */
export class RegistrationNotices {
  constructor(
    private readonly db: Db,
    private readonly messenger: Messenger,
    private readonly brand: Brand,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Called after the decision is committed. The message is handed to the messenger and not awaited: a slow
   * or failing mail server must not keep staff waiting or fail a decision that is already made.
   */
  async send(
    registration: RegistrationRow,
    decision: RegistrationDecision,
    details: { note: string | null; withdrawn: boolean },
  ): Promise<void> {
    const context = { registrationId: registration.id, decision };
    try {
      const [customer, event] = await Promise.all([
        registrations.accountOfFighter(this.db, registration.fighterId),
        registrations.findEvent(this.db, registration.eventId),
      ]);
      const recipient = customer && recipientOf(customer);
      if (!customer || !event || !recipient) {
        this.log.warn(context, 'registration decision not sent: the account has no email or mobile number');
        return;
      }
      const message = registrationDecisionMessage(this.brand, decision, {
        name: customer.firstName,
        eventName: event.name,
        eventNameNe: event.nameNe,
        startsAt: event.startsAt,
        note: details.note,
        link: `${this.brand.publicUrl}/events/${event.slug}`,
        withdrawn: details.withdrawn,
      });
      this.messenger.notify(
        recipient,
        message,
        context,
        'registration decision saved but its message was not delivered',
      );
    } catch (error) {
      this.log.warn({ err: error, ...context }, 'registration decision saved but its message could not be made');
    }
  }
}
