import {
  type FightRecord,
  type FighterFields,
  type FighterGender,
  LIVE_FIELDS,
  type LiveField,
  type SocialLinks,
  type Stance,
  missingForSubmission,
} from '@ringside/contract';

/** An application's fields as stored: the same columns in the working copy and the public version. */
export interface FighterValues {
  title: string | null;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  nickname: string | null;
  /** The names in Devanagari (decision 50), optional. */
  firstNameNe: string | null;
  lastNameNe: string | null;
  nicknameNe: string | null;
  gender: FighterGender | null;
  dateOfBirth: string | null;
  nationality: string | null;
  countryCode: string | null;
  heightCm: number | null;
  weightKg: number | null;
  reachCm: number | null;
  weightClassId: string | null;
  stance: Stance | null;
  affiliationId: string | null;
  coach: string | null;
  hometown: string | null;
  bio: string | null;
  photoId: string | null;
  socialLinks: SocialLinks;
  priorRecord: FightRecord | null;
  amateurRecord: FightRecord | null;
}

/** A field by its request name ("photo"), which is also what history's changedFields lists. */
export type FieldName = keyof FighterFields;

/** Request names to stored names; only the photo differs (the request names the photo, the row holds its id). */
const COLUMN_OF: Record<FieldName, keyof FighterValues> = {
  title: 'title',
  firstName: 'firstName',
  middleName: 'middleName',
  lastName: 'lastName',
  nickname: 'nickname',
  firstNameNe: 'firstNameNe',
  lastNameNe: 'lastNameNe',
  nicknameNe: 'nicknameNe',
  gender: 'gender',
  dateOfBirth: 'dateOfBirth',
  nationality: 'nationality',
  countryCode: 'countryCode',
  heightCm: 'heightCm',
  weightKg: 'weightKg',
  reachCm: 'reachCm',
  weightClassId: 'weightClassId',
  stance: 'stance',
  affiliationId: 'affiliationId',
  coach: 'coach',
  hometown: 'hometown',
  bio: 'bio',
  photo: 'photoId',
  socialLinks: 'socialLinks',
  priorRecord: 'priorRecord',
  amateurRecord: 'amateurRecord',
};
export const FIELD_NAMES = Object.keys(COLUMN_OF) as FieldName[];

/** The columns store one decimal; rounding here keeps an unchanged 175.55 from counting as a change every time. */
const oneDecimal = (value: number | undefined) => (value === undefined ? null : Math.round(value * 10) / 10);

function links(input: SocialLinks | undefined): SocialLinks {
  const kept = Object.entries(input ?? {}).filter(([, url]) => typeof url === 'string' && url !== '');
  return Object.fromEntries(kept.sort(([a], [b]) => a.localeCompare(b)));
}

/** A request's fields as stored; an absent field is cleared (PUT replaces the application). */
export function valuesOf(input: FighterFields): FighterValues {
  return {
    title: input.title ?? null,
    firstName: input.firstName ?? null,
    middleName: input.middleName ?? null,
    lastName: input.lastName ?? null,
    nickname: input.nickname ?? null,
    firstNameNe: input.firstNameNe ?? null,
    lastNameNe: input.lastNameNe ?? null,
    nicknameNe: input.nicknameNe ?? null,
    gender: input.gender ?? null,
    dateOfBirth: input.dateOfBirth ?? null,
    nationality: input.nationality ?? null,
    countryCode: input.countryCode ?? null,
    heightCm: oneDecimal(input.heightCm),
    weightKg: oneDecimal(input.weightKg),
    reachCm: oneDecimal(input.reachCm),
    weightClassId: input.weightClassId ?? null,
    stance: input.stance ?? null,
    affiliationId: input.affiliationId ?? null,
    coach: input.coach ?? null,
    hometown: input.hometown ?? null,
    bio: input.bio ?? null,
    photoId: input.photo ?? null,
    socialLinks: links(input.socialLinks as SocialLinks | undefined),
    priorRecord: input.priorRecord ?? null,
    amateurRecord: input.amateurRecord ?? null,
  };
}

/** The stored fields of a working copy or a public version. */
export function valuesFrom(row: FighterValues): FighterValues {
  const values = {} as Record<keyof FighterValues, unknown>;
  for (const column of Object.values(COLUMN_OF)) values[column] = row[column];
  return values as unknown as FighterValues;
}

/** JSON with sorted keys: jsonb hands objects back in its own key order. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
}

/** The fields whose values differ, by request name. */
export function changedFields(before: FighterValues | undefined, after: FighterValues): FieldName[] {
  return FIELD_NAMES.filter((field) => {
    const column = COLUMN_OF[field];
    const previous = before ? before[column] : emptyValue(column);
    return canonical(previous) !== canonical(after[column]);
  });
}

function emptyValue(column: keyof FighterValues) {
  return column === 'socialLinks' ? {} : null;
}

export function isLiveField(field: FieldName): field is LiveField {
  return (LIVE_FIELDS as readonly string[]).includes(field);
}

/** Only the fields an approved fighter changes at once: bio, photo and social links. */
export function liveValuesOf(values: FighterValues): Pick<FighterValues, 'bio' | 'photoId' | 'socialLinks'> {
  return { bio: values.bio, photoId: values.photoId, socialLinks: values.socialLinks };
}

/** The required fields a sent application still lacks. */
export function missingFields(values: FighterValues) {
  return missingForSubmission({ ...values, photo: values.photoId });
}
