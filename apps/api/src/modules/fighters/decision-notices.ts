import type { FastifyBaseLogger } from 'fastify';
import type { CustomerRow } from '../identity/customer.mapper';
import type { Messenger, Recipient } from '../messaging/messenger';
import { type Brand, type FighterDecision, fighterDecisionMessage } from '../messaging/templates';

/** Where a decision reaches the customer: a proven email, else a proven mobile, else whatever they gave. */
export function recipientOf(customer: CustomerRow): Recipient | undefined {
  const email = customer.email ? ({ channel: 'EMAIL', email: customer.email } as const) : undefined;
  const mobile =
    customer.countryCode && customer.mobileNumber
      ? ({ channel: 'MOBILE', dialCode: customer.countryCode, number: customer.mobileNumber } as const)
      : undefined;
  if (email && customer.emailVerified) return email;
  if (mobile && customer.mobileNumberVerified) return mobile;
  return email ?? mobile;
}

/**
 * Every channel the account has, email first: for what a customer must not miss (an event cancelled and refunded, a
 * pass ending), told by email and SMS alike.
 */
export function recipientsOf(customer: CustomerRow): Recipient[] {
  const recipients: Recipient[] = [];
  if (customer.email) recipients.push({ channel: 'EMAIL', email: customer.email });
  if (customer.countryCode && customer.mobileNumber)
    recipients.push({ channel: 'MOBILE', dialCode: customer.countryCode, number: customer.mobileNumber });
  return recipients;
}

/** Tells the applicant about a staff decision, without ever holding up or undoing the decision itself. */
export class DecisionNotices {
  constructor(
    private readonly messenger: Messenger,
    private readonly brand: Brand,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Sent after the decision is committed and not awaited: a slow or failing mail server must not keep staff
   * waiting or fail a decision that is already made. The messenger logs the failure; this adds which fighter.
   */
  send(
    customer: CustomerRow,
    fighterId: string,
    decision: FighterDecision,
    details: { isChange: boolean; note: string | null; slug: string | null },
  ): void {
    const recipient = recipientOf(customer);
    if (!recipient) {
      this.log.warn({ fighterId }, 'fighter decision not sent: the account has no email or mobile number');
      return;
    }
    const link =
      decision === 'APPROVED' && details.slug
        ? `${this.brand.publicUrl}/fighters/${details.slug}`
        : `${this.brand.publicUrl}/account/fighter`;
    const message = fighterDecisionMessage(this.brand, decision, {
      name: customer.firstName,
      isChange: details.isChange,
      note: details.note,
      link,
    });
    this.messenger.notify(
      recipient,
      message,
      { fighterId, decision },
      'fighter decision saved but its message was not delivered',
    );
  }
}
