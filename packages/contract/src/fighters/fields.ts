import { z } from 'zod';
import type { ErrorCode } from '../errors/catalogue';
import {
  DateOfBirthSchema,
  FirstNameSchema,
  LastNameSchema,
  MiddleNameSchema,
  NationalitySchema,
  optional,
} from '../identity/fields';
import { FIGHTER_GENDERS, SOCIAL_NETWORKS, STANCES, type SocialNetwork } from './enums';

export const FIGHTER_MIN_AGE = 18;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const HEIGHT_RANGE_CM = { min: 120, max: 230 } as const;
export const WEIGHT_RANGE_KG = { min: 40, max: 200 } as const;
export const REACH_RANGE_CM = { min: 120, max: 250 } as const;
export const BIO_MAX_LENGTH = 2000;

/** Whole years between a YYYY-MM-DD birth date and `today` (UTC calendar dates). */
export function ageOn(dateOfBirth: string, today: Date = new Date()): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export const FighterDateOfBirthSchema = DateOfBirthSchema.refine(
  (value) => ageOn(value) >= FIGHTER_MIN_AGE,
  'HUBFPDB001',
);

function measure(range: { min: number; max: number }, codes: { required: ErrorCode; range: ErrorCode }) {
  return z.number({ error: codes.required }).min(range.min, codes.range).max(range.max, codes.range);
}

function text(max: number, code: ErrorCode) {
  return optional(z.string({ error: code }).trim().max(max, code));
}

/** Any Latin letter: a Nepali name is written in Devanagari, never "Ram" again in its Nepali field. */
const LATIN_LETTER = /\p{Script=Latin}/u;

/** A name in Devanagari (decision 50): optional, the Latin name's length limit, no Latin letters (HUBFPNE001). */
function nepaliName(max: number, code: ErrorCode) {
  return optional(
    z
      .string({ error: code })
      .trim()
      .max(max, code)
      .refine((value) => !LATIN_LETTER.test(value), 'HUBFPNE001'),
  );
}

/** A count in a fight record. */
const CountSchema = z.number({ error: 'HUBFPRD001' }).int('HUBFPRD001').min(0, 'HUBFPRD001').max(500, 'HUBFPRD001');

export const FightRecordSchema = z
  .object({
    wins: CountSchema.default(0),
    losses: CountSchema.default(0),
    draws: CountSchema.default(0),
    noContests: CountSchema.default(0),
    winsByKo: CountSchema.default(0),
    winsBySub: CountSchema.default(0),
    winsByDecision: CountSchema.default(0),
  })
  .superRefine((record, ctx) => {
    // Wins by other methods (disqualification, forfeit) are the remainder, so the breakdown may fall short.
    if (record.winsByKo + record.winsBySub + record.winsByDecision > record.wins)
      ctx.addIssue({ code: 'custom', path: ['wins'], message: 'HUBFPRD002' });
  });
export type FightRecord = z.infer<typeof FightRecordSchema>;
/** Hosts a link of each network may point at; a website may be anywhere. */
export const SOCIAL_HOSTS: Record<Exclude<SocialNetwork, 'website'>, readonly string[]> = {
  facebook: ['facebook.com', 'fb.com'],
  instagram: ['instagram.com'],
  tiktok: ['tiktok.com'],
  youtube: ['youtube.com', 'youtu.be'],
  x: ['x.com', 'twitter.com'],
};

function hostMatches(host: string, allowed: readonly string[]): boolean {
  const bare = host.toLowerCase().replace(/^www\.|^m\./, '');
  return allowed.some((domain) => bare === domain || bare.endsWith(`.${domain}`));
}

function socialLink(network: SocialNetwork) {
  return optional(
    z
      .string({ error: 'HUBFPSL001' })
      .trim()
      .max(300, 'HUBFPSL001')
      .superRefine((value, ctx) => {
        let url: URL;
        try {
          url = new URL(value);
        } catch {
          ctx.addIssue({ code: 'custom', message: 'HUBFPSL001' });
          return;
        }
        if (url.protocol !== 'https:' && url.protocol !== 'http:') {
          ctx.addIssue({ code: 'custom', message: 'HUBFPSL001' });
          return;
        }
        if (network !== 'website' && !hostMatches(url.hostname, SOCIAL_HOSTS[network]))
          ctx.addIssue({ code: 'custom', message: 'HUBFPSL002' });
      }),
  );
}

export const SocialLinksSchema = z.object(
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, socialLink(network)])) as {
    [K in SocialNetwork]: ReturnType<typeof socialLink>;
  },
);
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

/**
 * Every field of the application. All are optional so that a draft can be saved half-filled; what a
 * sent application must hold is checked by `missingForSubmission`. Present values are always checked.
 */
export const FighterFieldsShape = {
  /** A TITLE master-data code (MR, MS...); the server checks it against the active titles. */
  title: optional(
    z
      .string({ error: 'HUBFPTL001' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{1,10}$/, 'HUBFPTL001'),
  ),
  firstName: optional(FirstNameSchema),
  middleName: MiddleNameSchema,
  lastName: optional(LastNameSchema),
  nickname: text(40, 'HUBFPNK001'),
  /** The names in Devanagari, for Nepali readers; optional, and sent for review like the Latin ones. */
  firstNameNe: nepaliName(50, 'HUBCSFN003'),
  lastNameNe: nepaliName(50, 'HUBCSLN003'),
  nicknameNe: nepaliName(40, 'HUBFPNK001'),
  gender: optional(z.enum(FIGHTER_GENDERS, { error: 'HUBFPGN002' })),
  dateOfBirth: optional(FighterDateOfBirthSchema),
  nationality: optional(NationalitySchema),
  /** The country the fighter represents (2 letters); its flag is shown beside the name. */
  countryCode: optional(
    z
      .string({ error: 'HUBFPCC002' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'HUBFPCC002'),
  ),
  heightCm: optional(measure(HEIGHT_RANGE_CM, { required: 'HUBFPHT001', range: 'HUBFPHT002' })),
  weightKg: optional(measure(WEIGHT_RANGE_KG, { required: 'HUBFPWT001', range: 'HUBFPWT002' })),
  reachCm: optional(measure(REACH_RANGE_CM, { required: 'HUBFPRC002', range: 'HUBFPRC002' })),
  weightClassId: optional(z.uuid({ error: 'HUBFPWC002' })),
  stance: optional(z.enum(STANCES, { error: 'HUBFPSN002' })),
  affiliationId: optional(z.uuid({ error: 'HUBFPAF001' })),
  coach: text(80, 'HUBFPCH001'),
  hometown: text(80, 'HUBFPHM001'),
  bio: text(BIO_MAX_LENGTH, 'HUBFPBI001'),
  /** The id of a photo this customer uploaded through `POST /fighter-profiles/photo`. */
  photo: optional(z.uuid({ error: 'HUBFPPH002' })),
  socialLinks: optional(SocialLinksSchema),
  priorRecord: optional(FightRecordSchema),
  amateurRecord: optional(FightRecordSchema),
};

export type FighterFields = z.infer<z.ZodObject<typeof FighterFieldsShape>>;

/** Fields a sent application must hold, each with its "required" code. */
export const REQUIRED_FOR_SUBMISSION = {
  firstName: 'HUBCSFN001',
  lastName: 'HUBCSLN001',
  gender: 'HUBFPGN001',
  dateOfBirth: 'HUBCSDB001',
  nationality: 'HUBCSNT001',
  countryCode: 'HUBFPCC001',
  heightCm: 'HUBFPHT001',
  weightKg: 'HUBFPWT001',
  weightClassId: 'HUBFPWC001',
  stance: 'HUBFPSN001',
  photo: 'HUBFPPH001',
} as const satisfies Partial<Record<keyof FighterFields, ErrorCode>>;

/** The required fields that are still empty, with their codes; empty when the application can be sent. */
export function missingForSubmission(fields: Partial<Record<keyof FighterFields, unknown>>) {
  return Object.entries(REQUIRED_FOR_SUBMISSION)
    .filter(([field]) => {
      const value = fields[field as keyof FighterFields];
      return value === undefined || value === null || value === '';
    })
    .map(([field, code]) => ({ field, code: code as ErrorCode }));
}

/**
 * Fields an approved fighter changes at once; every other field goes back through review while the
 * approved version stays public (PRODUCT.md, State machines).
 */
export const LIVE_FIELDS = ['bio', 'photo', 'socialLinks'] as const satisfies readonly (keyof FighterFields)[];
export type LiveField = (typeof LIVE_FIELDS)[number];
