import { z } from 'zod';
import type { ErrorCode } from '../errors/catalogue';
import { isKnownDialCode, mobileNumberProblem, normaliseMobileNumber } from './phone';

const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}\s'.-]*$/u;

/** Blank strings and nulls from forms mean "not given". */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema.optional());
}

function nameField(codes: { empty: ErrorCode; short: ErrorCode; long: ErrorCode; chars: ErrorCode }) {
  return z
    .string({ error: codes.empty })
    .trim()
    .min(1, codes.empty)
    .min(2, codes.short)
    .max(50, codes.long)
    .regex(NAME_PATTERN, codes.chars);
}

export const FirstNameSchema = nameField({
  empty: 'HUBCSFN001',
  short: 'HUBCSFN002',
  long: 'HUBCSFN003',
  chars: 'HUBCSFN004',
});
export const MiddleNameSchema = optional(
  nameField({ empty: 'HUBCSMN002', short: 'HUBCSMN002', long: 'HUBCSMN003', chars: 'HUBCSMN004' }),
);
export const LastNameSchema = nameField({
  empty: 'HUBCSLN001',
  short: 'HUBCSLN002',
  long: 'HUBCSLN003',
  chars: 'HUBCSLN004',
});

/** Emails are compared and stored in lower case. */
export const EmailSchema = z
  .string({ error: 'HUBCSEM001' })
  .trim()
  .toLowerCase()
  .min(1, 'HUBCSEM001')
  .max(254, 'HUBCSEM002')
  .regex(z.regexes.email, 'HUBCSEM002');

export const PasswordSchema = z.string({ error: 'HUBCSPW001' }).min(1, 'HUBCSPW001');
export const ConfirmPasswordSchema = z.string({ error: 'HUBCSPW002' }).min(1, 'HUBCSPW002');

export const DialCodeSchema = z
  .string({ error: 'HUBCSCC001' })
  .trim()
  .min(1, 'HUBCSCC001')
  .refine((code) => isKnownDialCode(code), 'HUBCSCC002');

/** Shape only; the number is checked against its dial code by `refineMobile`. */
export const MobileNumberSchema = z
  .string({ error: 'HUBCSMB001' })
  .transform(normaliseMobileNumber)
  .pipe(z.string().min(1, 'HUBCSMB001').max(20, 'HUBCSMB003'));

export const OtpCodeSchema = z
  .string({ error: 'HUBOTMS001' })
  .trim()
  .min(1, 'HUBOTMS001')
  .regex(/^\d{6}$/, 'HUBOTMS002');

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date in the past, within a human lifetime. */
export const DateOfBirthSchema = z
  .string({ error: 'HUBCSDB001' })
  .trim()
  .min(1, 'HUBCSDB001')
  .refine((value) => {
    if (!ISO_DATE.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
    const year = date.getUTCFullYear();
    return date.getTime() < Date.now() && year >= new Date().getUTCFullYear() - 120;
  }, 'HUBCSDB002');

/** Both nationality and country are ISO 3166-1 alpha-2 codes; the server checks them against the list. */
export const NationalitySchema = z
  .string({ error: 'HUBCSNT001' })
  .trim()
  .toUpperCase()
  .min(1, 'HUBCSNT001')
  .regex(/^[A-Z]{2}$/, 'HUBCSNT002');
export const CountrySchema = z
  .string({ error: 'HUBCSCY001' })
  .trim()
  .toUpperCase()
  .min(1, 'HUBCSCY001')
  .regex(/^[A-Z]{2}$/, 'HUBCSCY002');
export const StateSchema = z.string({ error: 'HUBCSSA001' }).trim().min(1, 'HUBCSSA001').max(80, 'HUBCSSA003');
export const CitySchema = optional(z.string().trim().max(80, 'HUBCSCI003'));
export const StreetAddressSchema = z
  .string({ error: 'HUBCSAD001' })
  .trim()
  .min(1, 'HUBCSAD001')
  .min(3, 'HUBCSAD002')
  .max(200, 'HUBCSAD003');
export const PostCodeSchema = optional(
  z
    .string({ error: 'HUBCSPC001' })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/, 'HUBCSPC001'),
);

interface ContactFields {
  countryCode?: string | undefined;
  mobileNumber?: string | undefined;
}

/** Cross-field phone rule: a mobile number needs its dial code and must be valid under it. */
export function refineMobile(value: ContactFields, ctx: z.RefinementCtx) {
  if (value.mobileNumber === undefined) return;
  if (!value.countryCode) {
    ctx.addIssue({ code: 'custom', path: ['countryCode'], message: 'HUBCSCC001' });
    return;
  }
  const problem = mobileNumberProblem(value.countryCode, value.mobileNumber);
  if (problem) ctx.addIssue({ code: 'custom', path: ['mobileNumber'], message: problem });
}

export function refinePasswordConfirmation(value: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (value.password !== value.confirmPassword)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'HUBCSPW003' });
}
