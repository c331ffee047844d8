import { inArray } from 'drizzle-orm';
import { type BoutFighter, addRecords } from '@ringside/contract';
import type { Db } from '../../db/client';
import { publicFighters } from '../fighters/published';
import { photoUrls } from '../fighters/photos.service';
import { nepaliNames } from '../fighters/nepali-names';
import { withNepali } from '../../lib/translations';
import { countryNames } from '../../lib/country-names';

/** A join of the fighters module's public profiles (`publicFighters(alias)`). */
type PublicFighters<A extends string> = ReturnType<typeof publicFighters<A>>;

/** The public-profile columns a fighter on a card, a registration or the fighter pool shows. */
export const boutFighterColumns = <A extends string>(fighter: PublicFighters<A>) => ({
  fighterId: fighter.fighterId,
  slug: fighter.slug,
  firstName: fighter.firstName,
  lastName: fighter.lastName,
  nickname: fighter.nickname,
  firstNameNe: fighter.firstNameNe,
  lastNameNe: fighter.lastNameNe,
  nicknameNe: fighter.nicknameNe,
  countryCode: fighter.countryCode,
  photoId: fighter.photoId,
  priorRecord: fighter.priorRecord,
  promotionRecord: fighter.promotionRecord,
});
type BoutFighterColumns = ReturnType<typeof boutFighterColumns<string>>;
export type BoutFighterRow = {
  [K in keyof BoutFighterColumns]: BoutFighterColumns[K]['_']['data'] | null;
} & {
  fighterId: string;
  slug: string;
};

/** A fighter as events show them: the public profile's names, photo and current professional record. */
export function toBoutFighter(row: BoutFighterRow): BoutFighter {
  const record = addRecords(row.priorRecord, row.promotionRecord);
  const country = countryNames(row.countryCode);
  const fighter = {
    id: row.fighterId,
    slug: row.slug,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    nickname: row.nickname,
    countryCode: row.countryCode ?? '',
    countryName: country.en,
    photo: row.photoId ? photoUrls(row.photoId) : null,
    record: { wins: record.wins, losses: record.losses, draws: record.draws },
  };
  return withNepali(fighter, { ...nepaliNames(row), countryName: country.ne });
}

export const boutFighterName = (fighter: Pick<BoutFighter, 'firstName' | 'lastName'>) =>
  `${fighter.firstName} ${fighter.lastName}`.trim();

/** Public fighters by id, in one query; ids without a public profile are absent from the map. */
export async function boutFighters(db: Db, ids: readonly string[]): Promise<Map<string, BoutFighter>> {
  if (ids.length === 0) return new Map();
  const fighter = publicFighters();
  const rows = await db
    .select(boutFighterColumns(fighter))
    .from(fighter)
    .where(inArray(fighter.fighterId, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.fighterId, toBoutFighter(row)]));
}
