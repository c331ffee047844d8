import { slug } from '@ringside/contract/display/slug';
import type { Db } from '../../db/client';
import { type FighterValues, valuesFrom } from './fighter-values';
import {
  type FighterProfileRow,
  type FighterPublicRow,
  type NewFighterPublic,
  profilesRepository as profiles,
} from './profiles.repository';
import { type SearchNames, searchTextColumns } from './search-text';

/** The directory's order: last name, then first name. */
export function sortNameOf(names: Pick<FighterValues, 'firstName' | 'lastName'>): string {
  return [names.lastName, names.firstName].filter(Boolean).join(' ').toLowerCase();
}

/** Longer id prefixes for the rare collision; the whole id cannot collide. */
const PREFIX_LENGTHS = [8, 13, 36];

/** The page's address: the spec's slug rule, with more of the id when another fighter holds it already. */
async function freeSlug(db: Db, fighterId: string, name: string): Promise<string> {
  const first = slug(fighterId, name);
  if (!(await profiles.slugTaken(db, first, fighterId))) return first;
  const words = slug('', name);
  for (const length of PREFIX_LENGTHS) {
    const candidate = [fighterId.slice(0, length), words].filter(Boolean).join('-');
    if (length === 36 || !(await profiles.slugTaken(db, candidate, fighterId))) return candidate;
  }
  return fighterId;
}

/** The denormalised columns the directory searches and sorts by. */
export function searchColumnsOf(values: SearchNames) {
  return { ...searchTextColumns(values), sortName: sortNameOf(values) };
}

/**
 * Copies the working copy to its public version (approval). A slug, once given, keeps its value across
 * re-approvals so that shared links keep working when a name changes.
 */
export async function publish(
  db: Db,
  profile: FighterProfileRow,
  previous: FighterPublicRow | undefined,
  approvedAt: Date,
): Promise<FighterPublicRow> {
  const values = valuesFrom(profile);
  // In Latin letters; a name given only in Devanagari is transliterated by the slug rule.
  const name =
    `${values.firstName ?? ''} ${values.lastName ?? ''}`.trim() ||
    `${profile.firstNameNe ?? ''} ${profile.lastNameNe ?? ''}`.trim();
  const row: NewFighterPublic = {
    fighterId: profile.id,
    slug: previous?.slug ?? (await freeSlug(db, profile.id, name)),
    ...values,
    recordVerified: profile.recordVerifiedAt !== null,
    ...searchColumnsOf(profile),
    approvedAt,
  };
  return profiles.putPublic(db, row);
}
