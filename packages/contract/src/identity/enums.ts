import { z } from 'zod';
import { REGISTRATION_PURPOSES } from './registration-purposes';

export { REGISTRATION_PURPOSES } from './registration-purposes';

export const CUSTOMER_TYPES = ['INDIVIDUAL', 'AGENT', 'SUPPORT'] as const;
export const CustomerTypeSchema = z.enum(CUSTOMER_TYPES);
export type CustomerType = z.infer<typeof CustomerTypeSchema>;

export const RegistrationPurposeSchema = z.enum(REGISTRATION_PURPOSES, { error: 'HUBCSRP001' });
export type RegistrationPurpose = z.infer<typeof RegistrationPurposeSchema>;

/** Staff permission areas; holding all four makes an administrator. */
export const PERMISSION_AREAS = ['DASHBOARD', 'BOOKINGANDTICKETING', 'TRANSACTION', 'USERS'] as const;
export const PermissionAreaSchema = z.enum(PERMISSION_AREAS);
export type PermissionArea = z.infer<typeof PermissionAreaSchema>;

export const USER_TITLES = ['MR', 'MS', 'MRS', 'MISS', 'DR'] as const;
export const UserTitleSchema = z.enum(USER_TITLES, { error: 'HUBCSTL001' });
export type UserTitle = z.infer<typeof UserTitleSchema>;

export const GENDERS = ['MALE', 'FEMALE', 'OTHER'] as const;
export const GenderSchema = z.enum(GENDERS, { error: 'HUBCSGN001' });
export type Gender = z.infer<typeof GenderSchema>;

/** Where a one-time code went. */
export const OTP_CHANNELS = ['EMAIL', 'MOBILE'] as const;
export const OtpChannelSchema = z.enum(OTP_CHANNELS);
export type OtpChannel = z.infer<typeof OtpChannelSchema>;

export const OUTBOX_CHANNELS = ['EMAIL', 'SMS'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
