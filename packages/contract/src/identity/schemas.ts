import { z } from 'zod';
import {
  CountrySchema,
  CitySchema,
  ConfirmPasswordSchema,
  DateOfBirthSchema,
  DialCodeSchema,
  EmailSchema,
  FirstNameSchema,
  LastNameSchema,
  MiddleNameSchema,
  MobileNumberSchema,
  NationalitySchema,
  OtpCodeSchema,
  PasswordSchema,
  PostCodeSchema,
  StateSchema,
  StreetAddressSchema,
  optional,
  refineMobile,
  refinePasswordConfirmation,
} from './fields';
import {
  CustomerTypeSchema,
  GenderSchema,
  OtpChannelSchema,
  PermissionAreaSchema,
  RegistrationPurposeSchema,
  UserTitleSchema,
} from './enums';

/** Who an anonymous call is about: an email, or a mobile number with its dial code. */
const IdentifierShape = {
  email: optional(EmailSchema),
  countryCode: optional(DialCodeSchema),
  mobileNumber: optional(MobileNumberSchema),
};

function requireIdentifier(value: { email?: string; mobileNumber?: string }, ctx: z.RefinementCtx) {
  if (value.email === undefined && value.mobileNumber === undefined)
    ctx.addIssue({ code: 'custom', path: ['email'], message: 'HUBCSIS001' });
}

export const IdentifierSchema = z.object(IdentifierShape).superRefine(requireIdentifier).superRefine(refineMobile);
export type Identifier = z.infer<typeof IdentifierSchema>;

export const CheckStatusRequestSchema = IdentifierSchema;
export const CheckStatusResponseSchema = z.object({ exists: z.boolean(), verified: z.boolean() });
export type CheckStatusResponse = z.infer<typeof CheckStatusResponseSchema>;

export const RegisterRequestSchema = z
  .object({
    firstName: FirstNameSchema,
    middleName: MiddleNameSchema,
    lastName: LastNameSchema,
    ...IdentifierShape,
    password: PasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
    registrationPurpose: RegistrationPurposeSchema,
    // An empty reference is an error of its own (spec: "reference empty"), so blanks are not dropped here.
    invitationReference: z.string().trim().min(1, 'HUBIVRF001').max(100, 'HUBIVNF001').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.email === undefined && value.mobileNumber === undefined)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'HUBCSEM004' });
  })
  .superRefine(refineMobile)
  .superRefine(refinePasswordConfirmation);
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const OtpSentSchema = z.object({
  otpSentTo: OtpChannelSchema,
  maskedTarget: z.string(),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type OtpSent = z.infer<typeof OtpSentSchema>;

export const RegisterResponseSchema = OtpSentSchema.extend({ userId: z.uuid() });
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

export const RegisterVerifyRequestSchema = z.object({
  userId: z.uuid({ error: 'HUBCSNF001' }),
  code: OtpCodeSchema,
});
export const RegisterResendRequestSchema = z.object({ userId: z.uuid({ error: 'HUBCSNF001' }) });

export const LoginRequestSchema = z
  .object({ ...IdentifierShape, password: PasswordSchema })
  .superRefine(requireIdentifier)
  .superRefine(refineMobile);
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const LoginResponseSchema = z
  .object({
    token: z.string(),
    id: z.uuid(),
    email: z.string().nullable(),
    fullName: z.string(),
    countryCode: z.string().nullable(),
    mobileNumber: z.string().nullable(),
    emailVerified: z.boolean(),
    mobileNumberVerified: z.boolean(),
    customerType: CustomerTypeSchema,
    registrationPurpose: RegistrationPurposeSchema.nullable(),
    permissions: z.array(PermissionAreaSchema),
  })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const ForgotPasswordRequestSchema = IdentifierSchema;
export const ResetPasswordRequestSchema = z
  .object({
    ...IdentifierShape,
    code: OtpCodeSchema,
    password: PasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
  })
  .superRefine(requireIdentifier)
  .superRefine(refineMobile)
  .superRefine(refinePasswordConfirmation);
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const VerifyEmailRequestSchema = z.object({ email: EmailSchema });
export const VerifyEmailCodeRequestSchema = z.object({ email: EmailSchema, code: OtpCodeSchema });

/** A mobile number to verify for one's own profile: stored there only once its SMS code is confirmed. */
export const VerifyMobileRequestSchema = z
  .object({ countryCode: DialCodeSchema, mobileNumber: MobileNumberSchema })
  .superRefine(refineMobile);
export type VerifyMobileRequest = z.infer<typeof VerifyMobileRequestSchema>;
export const VerifyMobileCodeRequestSchema = z
  .object({ countryCode: DialCodeSchema, mobileNumber: MobileNumberSchema, code: OtpCodeSchema })
  .superRefine(refineMobile);
export type VerifyMobileCodeRequest = z.infer<typeof VerifyMobileCodeRequestSchema>;

export const SessionTtlSchema = z.object({ secondsLeft: z.number().int(), expiresAt: z.iso.datetime() });
export type SessionTtl = z.infer<typeof SessionTtlSchema>;
export const PingSchema = z.object({ active: z.literal(true) });
export const PingV2Schema = PingSchema.extend(SessionTtlSchema.shape);

export const CustomerSchema = z
  .object({
    id: z.uuid(),
    customerType: CustomerTypeSchema,
    registrationPurpose: RegistrationPurposeSchema.nullable(),
    title: UserTitleSchema.nullable(),
    firstName: z.string(),
    middleName: z.string().nullable(),
    lastName: z.string(),
    fullName: z.string(),
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    countryCode: z.string().nullable(),
    mobileNumber: z.string().nullable(),
    mobileNumberVerified: z.boolean(),
    dateOfBirth: z.string().nullable(),
    gender: GenderSchema.nullable(),
    nationality: z.string().nullable(),
    country: z.string().nullable(),
    state: z.string().nullable(),
    city: z.string().nullable(),
    streetAddress: z.string().nullable(),
    postCode: z.string().nullable(),
    permissions: z.array(PermissionAreaSchema),
    logoUrl: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof CustomerSchema>;

export const UpdateCustomerRequestSchema = z
  .object({
    title: optional(UserTitleSchema),
    firstName: FirstNameSchema,
    middleName: MiddleNameSchema,
    lastName: LastNameSchema,
    dateOfBirth: DateOfBirthSchema,
    gender: optional(GenderSchema),
    nationality: NationalitySchema,
    // The number changes only through its SMS code (/customers/verify-request/mobile) and goes with
    // DELETE /customers/mobile: omitted it stays, the current one is accepted, another is HUBCSMB006.
    countryCode: optional(DialCodeSchema),
    mobileNumber: optional(MobileNumberSchema),
    country: CountrySchema,
    state: StateSchema,
    city: CitySchema,
    streetAddress: StreetAddressSchema,
    postCode: PostCodeSchema,
    registrationPurpose: optional(RegistrationPurposeSchema),
    // Accepted only to refuse a change with its own code (spec: "cannot change customer type").
    customerType: optional(CustomerTypeSchema),
  })
  .superRefine(refineMobile);
export type UpdateCustomerRequest = z.infer<typeof UpdateCustomerRequestSchema>;

export const DeviceSchema = z
  .object({
    id: z.uuid(),
    deviceName: z.string(),
    browser: z.string().nullable(),
    os: z.string().nullable(),
    deviceType: z.enum(['desktop', 'mobile', 'tablet', 'tv', 'unknown']),
    ipAddress: z.string().nullable(),
    signedInAt: z.iso.datetime(),
    lastSeenAt: z.iso.datetime(),
    current: z.boolean(),
  })
  .meta({ id: 'Device' });
export type Device = z.infer<typeof DeviceSchema>;

export const CustomerDetailSchema = CustomerSchema.extend({
  devices: z.array(DeviceSchema),
  invitedBy: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
}).meta({ id: 'CustomerDetail' });
export type CustomerDetail = z.infer<typeof CustomerDetailSchema>;

export const ChangePasswordRequestSchema = z
  .object({
    currentPassword: z.string({ error: 'HUBCSPW001' }).min(1, 'HUBCSPW001'),
    password: PasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
  })
  .superRefine(refinePasswordConfirmation);
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** The device calls work with credentials (from the device-limit dialog, not signed in) or a session. */
const OptionalCredentialsShape = { ...IdentifierShape, password: z.string().optional() };

export const DevicesRequestSchema = z.object(OptionalCredentialsShape).superRefine(refineMobile);
export type DevicesRequest = z.infer<typeof DevicesRequestSchema>;
export const DevicesResponseSchema = z.object({ items: z.array(DeviceSchema), maxDevices: z.number().int() });

export const RemoveDeviceRequestSchema = z
  .object({
    ...OptionalCredentialsShape,
    deviceId: z.uuid({ error: 'HUBSLLC002' }).optional(),
    all: z.boolean().optional(),
  })
  .superRefine(refineMobile)
  .superRefine((value, ctx) => {
    if (!value.deviceId && value.all !== true)
      ctx.addIssue({ code: 'custom', path: ['deviceId'], message: 'HUBSLRM001' });
  });
export type RemoveDeviceRequest = z.infer<typeof RemoveDeviceRequestSchema>;
export const RemoveDeviceResponseSchema = z.object({ removed: z.number().int() });

export const LogoSchema = z.object({
  logoUrl: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type Logo = z.infer<typeof LogoSchema>;

export const INVITABLE_TYPES = ['SUPPORT', 'AGENT', 'INDIVIDUAL'] as const;
export const CreateInvitationRequestSchema = z
  .object({
    invitedTo: z.preprocess(
      (value) => (value === null || value === '' ? undefined : value),
      z.string({ error: 'HUBIVIT001' }).pipe(EmailSchema),
    ),
    customerType: z.enum(INVITABLE_TYPES).default('INDIVIDUAL'),
    permissions: z.array(PermissionAreaSchema).default([]),
    note: optional(z.string().trim().max(200)),
  })
  .superRefine((value, ctx) => {
    if (value.customerType === 'SUPPORT' && value.permissions.length === 0)
      ctx.addIssue({ code: 'custom', path: ['permissions'], message: 'HUBSTPM001' });
  });
export type CreateInvitationRequest = z.input<typeof CreateInvitationRequestSchema>;

export const InvitationSchema = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    invitedTo: z.string(),
    customerType: CustomerTypeSchema,
    registrationPurpose: RegistrationPurposeSchema.nullable(),
    permissions: z.array(PermissionAreaSchema),
    status: z.enum(['PENDING', 'ACCEPTED', 'EXPIRED']),
    invitedBy: z.object({ id: z.uuid(), fullName: z.string() }),
    note: z.string().nullable(),
    expiresAt: z.iso.datetime(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof InvitationSchema>;

/** What the sign-up page may show about an invitation before the account exists. */
export const PublicInvitationSchema = z.object({
  reference: z.string(),
  invitedTo: z.string(),
  customerType: CustomerTypeSchema,
  registrationPurpose: RegistrationPurposeSchema.nullable(),
  invitedBy: z.string(),
  expiresAt: z.iso.datetime(),
});
export type PublicInvitation = z.infer<typeof PublicInvitationSchema>;

export const InvitationSearchRequestSchema = z.object({
  status: z.enum(['PENDING', 'ACCEPTED', 'EXPIRED']).optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});

export const CustomerSearchRequestSchema = z.object({
  search: optional(z.string().trim().max(100)),
  customerType: optional(CustomerTypeSchema),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});
export type CustomerSearchRequest = z.input<typeof CustomerSearchRequestSchema>;

export const CustomerSummarySchema = z
  .object({
    id: z.uuid(),
    customerType: CustomerTypeSchema,
    registrationPurpose: RegistrationPurposeSchema.nullable(),
    fullName: z.string(),
    email: z.string().nullable(),
    countryCode: z.string().nullable(),
    mobileNumber: z.string().nullable(),
    verified: z.boolean(),
    permissions: z.array(PermissionAreaSchema),
    activeDevices: z.number().int(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'CustomerSummary' });
export type CustomerSummary = z.infer<typeof CustomerSummarySchema>;

export const UpdatePermissionsRequestSchema = z.object({
  permissions: z.array(PermissionAreaSchema).min(1, 'HUBSTPM001'),
});

export const StaffRemoveDevicesRequestSchema = z
  .object({ deviceId: z.uuid({ error: 'HUBSLLC002' }).optional(), all: z.boolean().optional() })
  .superRefine((value, ctx) => {
    if (!value.deviceId && value.all !== true)
      ctx.addIssue({ code: 'custom', path: ['deviceId'], message: 'HUBSLRM001' });
  });

export const OutboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['EMAIL', 'SMS']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  createdAt: z.iso.datetime(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const UserIdParamsSchema = z.object({ userId: z.uuid({ error: 'HUBCSNF001' }) });
