import { QueryBuilder } from 'drizzle-orm/pg-core';
import { fighterProfiles, fighterPublicProfiles as profiles } from './fighters.table';

// What other modules may read of fighters, as subqueries to join (the planner inlines them: no cost). The tables
// behind them stay this module's own: a column renamed here is renamed for every reader, and nobody outside writes.
const qb = new QueryBuilder();

/** Approved public profiles: what a card, a video tag or the home page shows of a fighter. */
export const publicFighters = <A extends string = 'public_fighter'>(alias = 'public_fighter' as A) =>
  qb
    .select({
      fighterId: profiles.fighterId,
      slug: profiles.slug,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      nickname: profiles.nickname,
      firstNameNe: profiles.firstNameNe,
      lastNameNe: profiles.lastNameNe,
      nicknameNe: profiles.nicknameNe,
      countryCode: profiles.countryCode,
      gender: profiles.gender,
      weightClassId: profiles.weightClassId,
      photoId: profiles.photoId,
      priorRecord: profiles.priorRecord,
      promotionRecord: profiles.promotionRecord,
      searchText: profiles.searchText,
      sortName: profiles.sortName,
      approvedAt: profiles.approvedAt,
    })
    .from(profiles)
    .as(alias);

/** Every fighter profile, approved or not: whose it is and the names on its application. */
export const fighterAccounts = <A extends string = 'fighter_account'>(alias = 'fighter_account' as A) =>
  qb
    .select({
      fighterId: fighterProfiles.id,
      customerId: fighterProfiles.customerId,
      firstName: fighterProfiles.firstName,
      lastName: fighterProfiles.lastName,
    })
    .from(fighterProfiles)
    .as(alias);

/** The name columns of a joined public profile, Latin and Devanagari (`nepaliNames` reads them). */
export const nameColumns = (fighter: ReturnType<typeof publicFighters<string>>) => ({
  firstName: fighter.firstName,
  lastName: fighter.lastName,
  nickname: fighter.nickname,
  firstNameNe: fighter.firstNameNe,
  lastNameNe: fighter.lastNameNe,
  nicknameNe: fighter.nicknameNe,
});
