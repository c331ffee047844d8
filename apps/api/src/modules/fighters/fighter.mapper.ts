import {
  EMPTY_RECORD,
  type FightRecord,
  type FighterHistoryEntry,
  type FighterProfile,
  type FighterReviewItem,
  type Language,
  type MasterData,
  type PublicFighter,
  type PublicFighterCard,
  addRecords,
  ageOn,
} from '@ringside/contract';
import type { DirectoryCardRow } from './directory.repository';
import type { FighterValues } from './fighter-values';
import type { HistoryRow } from './history.repository';
import { labelOf } from '../masterdata/master-data.mapper';
import { photoUrls } from './photos.service';
import { nepaliNames } from './nepali-names';
import { withNepali } from '../../lib/translations';
import { countryNames } from '../../lib/country-names';
import type { FighterProfileRow, FighterPublicRow } from './profiles.repository';

/** Master data named by the rows being mapped, and the language their names are shown in. */
export interface Refs {
  entries: Map<string, MasterData>;
  language: Language;
}

/** The master-data ids a set of rows names, to fetch them in one read. */
export function referencedIds(rows: readonly (Pick<FighterValues, 'weightClassId' | 'affiliationId'> | undefined)[]) {
  return rows.flatMap((row) => (row ? [row.weightClassId, row.affiliationId] : [])).filter((id) => id !== null);
}

/** A weight class as profiles, cards and registrations embed it, named in the caller's language. */
export function weightClassRef(id: string | null, refs: Refs) {
  const entry = id ? refs.entries.get(id) : undefined;
  return entry
    ? { id: entry.id, name: labelOf(entry, refs.language), lowerKg: entry.lowerKg, upperKg: entry.upperKg }
    : null;
}

function affiliationRef(id: string | null, refs: Refs) {
  const entry = id ? refs.entries.get(id) : undefined;
  return entry ? { id: entry.id, name: labelOf(entry, refs.language), city: entry.city, logoUrl: entry.logoUrl } : null;
}

/** Every count present, also in records stored before a count was added. */
function fullRecord(record: FightRecord | null): FightRecord | null {
  return record ? { ...EMPTY_RECORD, ...record } : null;
}

function fieldsOut(values: FighterValues, refs: Refs) {
  return {
    title: values.title,
    firstName: values.firstName,
    middleName: values.middleName,
    lastName: values.lastName,
    nickname: values.nickname,
    firstNameNe: values.firstNameNe,
    lastNameNe: values.lastNameNe,
    nicknameNe: values.nicknameNe,
    gender: values.gender,
    dateOfBirth: values.dateOfBirth,
    nationality: values.nationality,
    countryCode: values.countryCode,
    heightCm: values.heightCm,
    weightKg: values.weightKg,
    reachCm: values.reachCm,
    weightClassId: values.weightClassId,
    weightClass: weightClassRef(values.weightClassId, refs),
    stance: values.stance,
    affiliationId: values.affiliationId,
    affiliation: affiliationRef(values.affiliationId, refs),
    coach: values.coach,
    hometown: values.hometown,
    bio: values.bio,
    photo: values.photoId ? photoUrls(values.photoId) : null,
    socialLinks: values.socialLinks as Record<string, string>,
    priorRecord: fullRecord(values.priorRecord),
    amateurRecord: fullRecord(values.amateurRecord),
  };
}

/** The application as its owner and staff see it. */
export function toFighterProfile(
  profile: FighterProfileRow,
  published: FighterPublicRow | undefined,
  refs: Refs,
): FighterProfile {
  return {
    id: profile.id,
    customerId: profile.customerId,
    status: profile.status,
    ...fieldsOut(profile, refs),
    recordVerified: profile.recordVerifiedAt !== null,
    rejectionReason: profile.status === 'REJECTED' ? profile.rejectionReason : null,
    isPublic: published !== undefined,
    slug: published?.slug ?? null,
    submittedAt: profile.submittedAt?.toISOString() ?? null,
    decidedAt: profile.decidedAt?.toISOString() ?? null,
    createdAt: profile.createdAt.toISOString(),
    updatedAt: profile.updatedAt.toISOString(),
  };
}

/** The approved version in the same shape, shown beside an application whose change is under review. */
export function publishedAsProfile(
  profile: FighterProfileRow,
  published: FighterPublicRow,
  refs: Refs,
): FighterProfile {
  return {
    id: profile.id,
    customerId: profile.customerId,
    status: 'APPROVED',
    ...fieldsOut(published, refs),
    recordVerified: published.recordVerified,
    rejectionReason: null,
    isPublic: true,
    slug: published.slug,
    submittedAt: null,
    decidedAt: published.approvedAt.toISOString(),
    createdAt: profile.createdAt.toISOString(),
    updatedAt: published.updatedAt.toISOString(),
  };
}

/**
 * One history step. The owner sees staff steps under the promotion's name: who decided is staff's business,
 * and staff names stay out of a customer's hands.
 */
export function toHistoryEntry(row: HistoryRow, viewer: { isStaff: boolean; brandName: string }): FighterHistoryEntry {
  const named = row.actorFirstName !== null;
  const hidden = row.actorIsStaff && !viewer.isStaff;
  return {
    id: row.id,
    action: row.action,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    actor: {
      id: hidden ? null : row.actorId,
      name: hidden || !named ? viewer.brandName : `${row.actorFirstName} ${row.actorLastName ?? ''}`.trim(),
      isStaff: row.actorIsStaff,
    },
    reason: row.reason,
    changedFields: row.changedFields,
    at: row.createdAt.toISOString(),
  };
}

/** A directory card: nothing private (no birth date, contact, account or customer id). */
export function toPublicCard(row: DirectoryCardRow, refs: Refs): PublicFighterCard {
  // The professional record now: what the fighter brought in plus the results on this promotion's cards.
  const record = addRecords(row.priorRecord, row.promotionRecord);
  const country = countryNames(row.countryCode);
  const nationality = countryNames(row.nationality);
  return withNepali(
    {
      id: row.fighterId,
      slug: row.slug,
      firstName: row.firstName ?? '',
      lastName: row.lastName ?? '',
      nickname: row.nickname,
      gender: row.gender ?? 'MALE',
      countryCode: row.countryCode ?? '',
      nationality: row.nationality ?? '',
      countryName: country.en,
      nationalityName: nationality.en,
      weightClass: weightClassRef(row.weightClassId, refs),
      affiliation: affiliationRef(row.affiliationId, refs),
      photo: row.photoId ? photoUrls(row.photoId) : null,
      record: { wins: record.wins, losses: record.losses, draws: record.draws },
    },
    { ...nepaliNames(row), countryName: country.ne, nationalityName: nationality.ne },
  );
}

/** What a profile shows from other modules: bouts (events), places and reigns (rankings). */
export type ProfileParts = Pick<PublicFighter, 'bouts' | 'upcoming' | 'rankings' | 'reigns'>;

/** The public profile page: the age, never the birth date; `parts` come from other modules. */
export function toPublicFighter(
  row: FighterPublicRow,
  refs: Refs,
  parts: ProfileParts = { bouts: [], upcoming: [], rankings: [], reigns: [] },
  today = new Date(),
): PublicFighter {
  return {
    ...toPublicCard(row, refs),
    title: row.title,
    middleName: row.middleName,
    age: row.dateOfBirth ? ageOn(row.dateOfBirth, today) : null,
    heightCm: row.heightCm,
    weightKg: row.weightKg,
    reachCm: row.reachCm,
    stance: row.stance,
    coach: row.coach,
    hometown: row.hometown,
    bio: row.bio,
    socialLinks: row.socialLinks as Record<string, string>,
    priorRecord: fullRecord(row.priorRecord) ?? EMPTY_RECORD,
    promotionRecord: fullRecord(row.promotionRecord) ?? EMPTY_RECORD,
    amateurRecord: fullRecord(row.amateurRecord) ?? EMPTY_RECORD,
    recordVerified: row.recordVerified,
    ...parts,
    approvedAt: row.approvedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toReviewItem(row: FighterProfileRow & { isChange: boolean }, refs: Refs): FighterReviewItem {
  return {
    id: row.id,
    customerId: row.customerId,
    status: row.status,
    firstName: row.firstName,
    lastName: row.lastName,
    nickname: row.nickname,
    gender: row.gender,
    nationality: row.nationality,
    weightClass: weightClassRef(row.weightClassId, refs),
    photo: row.photoId ? photoUrls(row.photoId) : null,
    isChange: row.isChange,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
