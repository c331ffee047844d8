import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CustomerType, Gender, PermissionArea, RegistrationPurpose, UserTitle } from '@ringside/contract';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerType: text('customer_type').$type<CustomerType>().notNull(),
    registrationPurpose: text('registration_purpose').$type<RegistrationPurpose>(),
    title: text('title').$type<UserTitle>(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    countryCode: text('country_code'),
    /**
     * A verified account holds a number only once it is verified (decision 31); an unverified sign-up holds the
     * number its code went to. Older rows may hold numbers never verified: they neither sign in nor block.
     */
    mobileNumber: text('mobile_number'),
    mobileNumberVerified: boolean('mobile_number_verified').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    dateOfBirth: date('date_of_birth'),
    gender: text('gender').$type<Gender>(),
    nationality: text('nationality'),
    country: text('country'),
    state: text('state'),
    city: text('city'),
    streetAddress: text('street_address'),
    postCode: text('post_code'),
    permissions: text('permissions')
      .array()
      .$type<PermissionArea[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    invitedById: uuid('invited_by_id'),
    /** The invitation used at sign-up; claimed when the account is verified. */
    invitationId: uuid('invitation_id'),
    /** Set when the first one-time code is confirmed; unverified sign-ups can be taken over by a new sign-up. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('customers_email_key').on(t.email),
    // Only a verified number is one person's: unverified ones (pending sign-ups) may repeat.
    uniqueIndex('customers_mobile_key')
      .on(t.countryCode, t.mobileNumber)
      .where(sql`${t.mobileNumberVerified}`),
    index('customers_mobile_idx').on(t.countryCode, t.mobileNumber),
    index('customers_type_idx').on(t.customerType, t.createdAt),
  ],
);

export const customerLogos = pgTable('customer_logos', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  size: integer('size').notNull(),
  /** Short content hash, part of the public URL so a new logo is never served from a stale cache. */
  version: text('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const deviceSessions = pgTable(
  'device_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    deviceToken: text('device_token').notNull(),
    deviceName: text('device_name').notNull(),
    browser: text('browser'),
    os: text('os'),
    deviceType: text('device_type').notNull(),
    ipAddress: text('ip_address'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Which token of the session is current (the token's `v`); each rotation counts one up. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** When the current token replaced the previous one, which works for a short grace after. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('device_sessions_active_idx')
      .on(t.customerId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<OtpPurpose>().notNull(),
    channel: text('channel').$type<'EMAIL' | 'MOBILE'>().notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_codes_lookup_idx').on(t.customerId, t.purpose, t.createdAt)],
);
export type OtpPurpose = 'SIGN_UP' | 'RESET_PASSWORD' | 'VERIFY_EMAIL' | 'VERIFY_MOBILE';

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    invitedTo: text('invited_to').notNull(),
    customerType: text('customer_type').$type<CustomerType>().notNull(),
    registrationPurpose: text('registration_purpose').$type<RegistrationPurpose>(),
    permissions: text('permissions')
      .array()
      .$type<PermissionArea[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    note: text('note'),
    invitedById: uuid('invited_by_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedById: uuid('accepted_by_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invitations_reference_key').on(t.reference), index('invitations_inviter_idx').on(t.invitedById)],
);

export type CustomerRow = typeof customers.$inferSelect;
export type DeviceSessionRow = typeof deviceSessions.$inferSelect;
export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;
