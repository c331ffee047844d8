import { z } from 'zod';
import { PageRequestSchema } from '../common/envelope';
import { BoutMethodSchema, BoutSideResultSchema } from '../events/enums';
import { optional } from '../identity/fields';
import {
  FighterGenderSchema,
  FighterHistoryActionSchema,
  FighterProfileStatusSchema,
  ProfileStatusValueSchema,
  StanceSchema,
} from './enums';
import { FighterFieldsShape, FightRecordSchema } from './fields';

/** Create or update the caller's application; `submit: true` sends it for review. */
export const FighterProfileRequestSchema = z.object({ ...FighterFieldsShape, submit: z.boolean().default(false) });
export type FighterProfileRequest = z.input<typeof FighterProfileRequestSchema>;

/** One photo in the sizes the pages use (all WebP except `share`, a JPEG for link previews). */
export const FighterPhotoSchema = z.object({
  id: z.uuid(),
  /** 160 px square, for lists and avatars. */
  thumb: z.string(),
  /** 480 px wide, for directory cards. */
  card: z.string(),
  /** 960 px wide, for the profile page. */
  large: z.string(),
  /** 1200 x 630 JPEG for social previews. */
  share: z.string(),
});
export type FighterPhoto = z.infer<typeof FighterPhotoSchema>;

const RecordOut = FightRecordSchema.nullable();
const SocialLinksOut = z.record(z.string(), z.string());

/** A weight class or affiliation as embedded in a profile. */
export const WeightClassRefSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  lowerKg: z.number().nullable(),
  upperKg: z.number().nullable(),
});
export const AffiliationRefSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  city: z.string().nullable(),
  logoUrl: z.string().nullable(),
});

/** The application as its owner (and staff) see it: every field, including the private ones. */
export const FighterProfileSchema = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  status: FighterProfileStatusSchema,
  title: z.string().nullable(),
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  nickname: z.string().nullable(),
  /** The names in Devanagari, null when not given. */
  firstNameNe: z.string().nullable(),
  lastNameNe: z.string().nullable(),
  nicknameNe: z.string().nullable(),
  gender: FighterGenderSchema.nullable(),
  dateOfBirth: z.string().nullable(),
  nationality: z.string().nullable(),
  countryCode: z.string().nullable(),
  heightCm: z.number().nullable(),
  weightKg: z.number().nullable(),
  reachCm: z.number().nullable(),
  weightClassId: z.uuid().nullable(),
  weightClass: WeightClassRefSchema.nullable(),
  stance: StanceSchema.nullable(),
  affiliationId: z.uuid().nullable(),
  affiliation: AffiliationRefSchema.nullable(),
  coach: z.string().nullable(),
  hometown: z.string().nullable(),
  bio: z.string().nullable(),
  photo: FighterPhotoSchema.nullable(),
  socialLinks: SocialLinksOut,
  priorRecord: RecordOut,
  amateurRecord: RecordOut,
  recordVerified: z.boolean(),
  rejectionReason: z.string().nullable(),
  /** True once a version has been approved; it stays public while later changes are reviewed. */
  isPublic: z.boolean(),
  /** The public page's slug, once approved. */
  slug: z.string().nullable(),
  submittedAt: z.iso.datetime().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type FighterProfile = z.infer<typeof FighterProfileSchema>;

export const ProfileStatusSchema = z.object({
  status: ProfileStatusValueSchema,
  /** The spec's message for the status, in the caller's language. */
  message: z.string(),
  rejectionReason: z.string().nullable(),
  isPublic: z.boolean(),
  slug: z.string().nullable(),
});
export type ProfileStatus = z.infer<typeof ProfileStatusSchema>;

export const FighterHistoryEntrySchema = z.object({
  id: z.uuid(),
  action: FighterHistoryActionSchema,
  fromStatus: FighterProfileStatusSchema.nullable(),
  toStatus: FighterProfileStatusSchema.nullable(),
  actor: z.object({ id: z.uuid().nullable(), name: z.string(), isStaff: z.boolean() }),
  reason: z.string().nullable(),
  /** Names of the fields the step changed. */
  changedFields: z.array(z.string()),
  at: z.iso.datetime(),
});
export type FighterHistoryEntry = z.infer<typeof FighterHistoryEntrySchema>;

/** `GET /customers/fighters/search/detail`: the application, what is public now, and its history. */
export const FighterDetailSchema = z.object({
  profile: FighterProfileSchema,
  /** The approved version currently public, when it differs from the application (changes under review). */
  published: FighterProfileSchema.nullable(),
  history: z.array(FighterHistoryEntrySchema),
});
export type FighterDetail = z.infer<typeof FighterDetailSchema>;

const OptionSchema = z.object({ value: z.string(), label: z.string() });
/** `GET /fighter-profiles/selectables`: every option list of the fighter form, labels in the caller's language. */
export const FighterSelectablesSchema = z.object({
  weightClasses: z.array(
    z.object({
      id: z.uuid(),
      label: z.string(),
      gender: FighterGenderSchema,
      lowerKg: z.number(),
      upperKg: z.number(),
    }),
  ),
  affiliations: z.array(z.object({ id: z.uuid(), label: z.string(), city: z.string().nullable() })),
  titles: z.array(OptionSchema),
  nationalities: z.array(OptionSchema.extend({ country: z.string() })),
  genders: z.array(OptionSchema),
  stances: z.array(OptionSchema),
});
export type FighterSelectables = z.infer<typeof FighterSelectablesSchema>;

export const FighterIdParamsSchema = z.object({ fighterId: z.uuid({ error: 'HUBFPNF001' }) });
/** A public profile is addressed by its id or by its page slug. */
export const PublicFighterParamsSchema = z.object({
  fighterId: z.string().trim().min(1, 'HUBFPNF001').max(120, 'HUBFPNF001'),
});

export const PublicFighterSearchRequestSchema = PageRequestSchema.extend({
  query: optional(z.string().trim().max(60)),
  weightClassId: optional(z.uuid({ error: 'HUBFPWC002' })),
  gender: optional(FighterGenderSchema),
  affiliationId: optional(z.uuid({ error: 'HUBFPAF001' })),
  nationality: optional(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'HUBCSNT002'),
  ),
  pageSize: z.coerce.number().int().min(1).max(60).default(24),
});
export type PublicFighterSearchRequest = z.input<typeof PublicFighterSearchRequestSchema>;

const WinLossSchema = z.object({ wins: z.number().int(), losses: z.number().int(), draws: z.number().int() });

/** A directory card. */
export const PublicFighterCardSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  nickname: z.string().nullable(),
  gender: FighterGenderSchema,
  countryCode: z.string(),
  nationality: z.string(),
  /** The names of `countryCode` and `nationality`'s country in the caller's language ('' for none). */
  countryName: z.string(),
  nationalityName: z.string(),
  weightClass: WeightClassRefSchema.nullable(),
  affiliation: AffiliationRefSchema.nullable(),
  photo: FighterPhotoSchema.nullable(),
  /** The professional record's headline. */
  record: WinLossSchema,
});
export type PublicFighterCard = z.infer<typeof PublicFighterCardSchema>;

/** A bout on a public profile, latest first; a bout on a card gone by without a result has none. */
export const PublicBoutSchema = z.object({
  eventId: z.uuid(),
  eventName: z.string(),
  eventSlug: z.string().nullable(),
  date: z.iso.datetime(),
  opponentName: z.string(),
  opponentSlug: z.string().nullable(),
  /** From this fighter's side. */
  result: BoutSideResultSchema.nullable(),
  method: BoutMethodSchema.nullable(),
  round: z.number().int().nullable(),
});

/**
 * A bout on a published card not fought yet (the event is ahead, or live tonight), soonest first: what a fan needs
 * to plan for it. The profile's `bouts` leave these out.
 */
export const UpcomingBoutSchema = z.object({
  eventId: z.uuid(),
  eventName: z.string(),
  eventSlug: z.string(),
  /** The event's start. */
  date: z.iso.datetime(),
  /** The venue's city. */
  city: z.string(),
  opponentName: z.string(),
  opponentSlug: z.string().nullable(),
  weightClass: WeightClassRefSchema.nullable(),
  scheduledRounds: z.number().int(),
  isMainEvent: z.boolean(),
  isTitleFight: z.boolean(),
});
export type UpcomingBout = z.infer<typeof UpcomingBoutSchema>;

/** A fighter's place in a weight class's current rankings, for the profile (0: the champion). */
export const FighterRankingSchema = z.object({
  weightClass: WeightClassRefSchema,
  position: z.number().int(),
});
export type FighterRanking = z.infer<typeof FighterRankingSchema>;

/** How a reign ended: the title lost in a bout, or given up (vacated by staff); null while it lasts. */
export const ReignEndSchema = z.enum(['LOST', 'VACATED']);

/** The bout a reign began or was defended in. */
export const TitleBoutRefSchema = z.object({
  eventSlug: z.string(),
  eventName: z.string(),
  date: z.iso.datetime(),
});

/** One of the fighter's title reigns, for the profile: the title, the bout it was won in, its defenses, its end. */
export const FighterReignSchema = z.object({
  weightClass: WeightClassRefSchema,
  won: TitleBoutRefSchema,
  /** Title bouts won since, the title kept. */
  defenses: z.array(TitleBoutRefSchema),
  ended: ReignEndSchema.nullable(),
  endedAt: z.iso.datetime().nullable(),
});
export type FighterReign = z.infer<typeof FighterReignSchema>;

/** The public profile: no birth date, contact or account data, only what a fan may see. */
export const PublicFighterSchema = PublicFighterCardSchema.extend({
  title: z.string().nullable(),
  middleName: z.string().nullable(),
  age: z.number().int().nullable(),
  heightCm: z.number().nullable(),
  weightKg: z.number().nullable(),
  reachCm: z.number().nullable(),
  stance: StanceSchema.nullable(),
  coach: z.string().nullable(),
  hometown: z.string().nullable(),
  bio: z.string().nullable(),
  socialLinks: SocialLinksOut,
  /** The record the fighter brought in (declared, verified by staff). */
  priorRecord: FightRecordSchema,
  /** Results recorded on this promotion's cards; `record` on the card is prior plus this. */
  promotionRecord: FightRecordSchema,
  amateurRecord: FightRecordSchema,
  recordVerified: z.boolean(),
  /** Bouts fought, or on cards gone by without a result; latest first. */
  bouts: z.array(PublicBoutSchema),
  upcoming: z.array(UpcomingBoutSchema),
  /** Places in the current rankings: a champion's belt (0) first. */
  rankings: z.array(FighterRankingSchema),
  /** Title reigns from title bouts' results (decision 69), the latest first. */
  reigns: z.array(FighterReignSchema),
  approvedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type PublicFighter = z.infer<typeof PublicFighterSchema>;
