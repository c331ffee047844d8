import {
  EMPTY_RECORD,
  type FightRecord,
  type FighterGender,
  type FighterProfile,
  LIVE_FIELDS,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  type Stance,
} from '@ringside/contract';
import type { FighterProfileRequest } from '../api/save-fighter-profile';

/** The form's values: the request's fields, with records and links as nested groups. */
export interface ApplicationValues {
  title?: string;
  firstName?: string;
  middleName?: string;
  lastName?: string;
  nickname?: string;
  /** The names in Devanagari (optional). */
  firstNameNe?: string;
  lastNameNe?: string;
  nicknameNe?: string;
  gender?: FighterGender;
  dateOfBirth?: string;
  nationality?: string;
  countryCode?: string;
  heightCm?: number | null;
  weightKg?: number | null;
  reachCm?: number | null;
  weightClassId?: string;
  stance?: Stance;
  affiliationId?: string;
  coach?: string;
  hometown?: string;
  bio?: string;
  photo?: string;
  socialLinks?: Partial<Record<SocialNetwork, string>>;
  priorRecord?: Partial<Record<keyof FightRecord, number | null>>;
  amateurRecord?: Partial<Record<keyof FightRecord, number | null>>;
}

/** What the customer's own profile already says, to start a first application with. */
export interface ApplicationPrefill {
  title?: string | null;
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  gender?: string | null;
  dateOfBirth?: string | null;
  nationality?: string | null;
}

const value = <T>(field: T | null | undefined): T | undefined => field ?? undefined;

export function valuesOfProfile(profile: FighterProfile): ApplicationValues {
  return {
    title: value(profile.title),
    firstName: value(profile.firstName),
    middleName: value(profile.middleName),
    lastName: value(profile.lastName),
    nickname: value(profile.nickname),
    firstNameNe: value(profile.firstNameNe),
    lastNameNe: value(profile.lastNameNe),
    nicknameNe: value(profile.nicknameNe),
    gender: value(profile.gender),
    dateOfBirth: value(profile.dateOfBirth),
    nationality: value(profile.nationality),
    countryCode: value(profile.countryCode),
    heightCm: profile.heightCm,
    weightKg: profile.weightKg,
    reachCm: profile.reachCm,
    weightClassId: value(profile.weightClassId),
    stance: value(profile.stance),
    affiliationId: value(profile.affiliationId),
    coach: value(profile.coach),
    hometown: value(profile.hometown),
    bio: value(profile.bio),
    photo: profile.photo?.id,
    socialLinks: { ...profile.socialLinks },
    priorRecord: { ...EMPTY_RECORD, ...profile.priorRecord },
    amateurRecord: { ...EMPTY_RECORD, ...profile.amateurRecord },
  };
}

/** A first application starts from the account's profile; Nepal first for where the fighter comes from. */
export function valuesOfPrefill(prefill: ApplicationPrefill | undefined, titles: readonly string[]): ApplicationValues {
  const nationality = prefill?.nationality ?? 'NP';
  const gender = prefill?.gender === 'MALE' || prefill?.gender === 'FEMALE' ? prefill.gender : undefined;
  return {
    title: prefill?.title && titles.includes(prefill.title) ? prefill.title : undefined,
    firstName: value(prefill?.firstName),
    middleName: value(prefill?.middleName),
    lastName: value(prefill?.lastName),
    gender,
    dateOfBirth: value(prefill?.dateOfBirth),
    nationality,
    countryCode: nationality,
    socialLinks: {},
    priorRecord: { ...EMPTY_RECORD },
    amateurRecord: { ...EMPTY_RECORD },
  };
}

const text = (field: string | undefined) => (field?.trim() ? field.trim() : undefined);
const number = (field: number | null | undefined) =>
  typeof field === 'number' && Number.isFinite(field) ? field : undefined;

/** A fight record's counts, in the order the forms show them. */
export const RECORD_FIELDS = [
  'wins',
  'losses',
  'draws',
  'noContests',
  'winsByKo',
  'winsBySub',
  'winsByDecision',
] as const satisfies readonly (keyof FightRecord)[];

/** A record's counts as sent: a count left empty is 0. */
export function recordOf(record: ApplicationValues['priorRecord']): FightRecord {
  return Object.fromEntries(RECORD_FIELDS.map((key) => [key, number(record?.[key]) ?? 0])) as FightRecord;
}

const isEmptyRecord = (record: FightRecord) => Object.values(record).every((count) => count === 0);

/** The records as the server holds them: a record it keeps as "none" is not turned into 0-0-0 by a save. */
export interface StoredRecords {
  priorRecord: FightRecord | null;
  amateurRecord: FightRecord | null;
}

/**
 * Every field but the two records, left out where empty (trimmed text, finite numbers, the links given): the API
 * reads a field left out, null or blank alike, as not given.
 */
export function fieldsOf(
  values: ApplicationValues,
): Omit<FighterProfileRequest, 'priorRecord' | 'amateurRecord' | 'submit'> {
  const links = Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, text(values.socialLinks?.[network])] as const).filter(
      ([, link]) => link !== undefined,
    ),
  );
  return {
    title: value(values.title),
    firstName: text(values.firstName),
    middleName: text(values.middleName),
    lastName: text(values.lastName),
    nickname: text(values.nickname),
    firstNameNe: text(values.firstNameNe),
    lastNameNe: text(values.lastNameNe),
    nicknameNe: text(values.nicknameNe),
    gender: value(values.gender),
    dateOfBirth: value(values.dateOfBirth),
    nationality: value(values.nationality),
    countryCode: value(values.countryCode),
    heightCm: number(values.heightCm),
    weightKg: number(values.weightKg),
    reachCm: number(values.reachCm),
    weightClassId: value(values.weightClassId),
    stance: value(values.stance),
    affiliationId: value(values.affiliationId),
    coach: text(values.coach),
    hometown: text(values.hometown),
    bio: text(values.bio),
    photo: value(values.photo),
    socialLinks: links,
  };
}

/**
 * The whole application (PUT replaces it): every field, left out where empty. An empty amateur record means
 * none; an empty professional record is a debut (0-0-0), unless the stored application had none either
 * (re-sending unchanged fields must not count as a change, which a pending application would refuse).
 */
export function requestOf(values: ApplicationValues, submit: boolean, stored?: StoredRecords): FighterProfileRequest {
  const prior = recordOf(values.priorRecord);
  const amateur = recordOf(values.amateurRecord);
  return {
    ...fieldsOf(values),
    priorRecord: stored?.priorRecord === null && isEmptyRecord(prior) ? undefined : prior,
    amateurRecord: isEmptyRecord(amateur) && (!stored || stored.amateurRecord === null) ? undefined : amateur,
    submit,
  };
}

const LIVE: readonly string[] = LIVE_FIELDS;

/** Do two versions differ in a field that goes through review (anything but bio, photo and links)? */
export function changesNeedReview(before: ApplicationValues, after: ApplicationValues): boolean {
  const a = requestOf(before, false) as Record<string, unknown>;
  const b = requestOf(after, false) as Record<string, unknown>;
  return Object.keys(b).some((key) => !LIVE.includes(key) && JSON.stringify(a[key]) !== JSON.stringify(b[key]));
}
