import type { Identifier } from '@ringside/contract';
import type { Db } from '../../db/client';
import type { Recipient } from '../messaging/messenger';
import { customersRepository as customers } from './customers.repository';
import type { CustomerRow } from './identity.table';

/** The account an email or a mobile number names. */
export function findByIdentifier(db: Db, identifier: Identifier): Promise<CustomerRow | undefined> {
  if (identifier.email) return customers.findByEmail(db, identifier.email);
  return customers.findByMobile(db, identifier.countryCode ?? '', identifier.mobileNumber ?? '');
}

/** A key for per-account rate limits, stable whichever way the identifier was typed. */
export function identifierKey(identifier: Identifier): string {
  return identifier.email ?? `${identifier.countryCode}${identifier.mobileNumber}`;
}

/** Where codes for this identifier go: to the email, or by SMS to the mobile number. */
export function recipientOf(identifier: Identifier): Recipient {
  if (identifier.email) return { channel: 'EMAIL', email: identifier.email };
  return { channel: 'MOBILE', dialCode: identifier.countryCode ?? '', number: identifier.mobileNumber ?? '' };
}

/** Codes go only to a channel the customer has proven to own. */
export function isVerifiedChannel(row: CustomerRow, identifier: Identifier): boolean {
  return identifier.email ? row.emailVerified : row.mobileNumberVerified;
}

/** Where sign-up codes of an account go: its email when it has one, else its mobile number. */
export function signUpRecipient(row: Pick<CustomerRow, 'email' | 'countryCode' | 'mobileNumber'>): Recipient {
  return recipientOf({
    email: row.email ?? undefined,
    countryCode: row.countryCode ?? undefined,
    mobileNumber: row.mobileNumber ?? undefined,
  });
}

export function recipientKey(recipient: Recipient): string {
  return recipient.channel === 'EMAIL' ? recipient.email : `${recipient.dialCode}${recipient.number}`;
}
