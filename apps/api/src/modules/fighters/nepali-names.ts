/** A fighter's names as stored: the Latin ones, and the optional Devanagari ones (decision 50). */
export interface NamesRow {
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
  firstNameNe: string | null;
  lastNameNe: string | null;
  nicknameNe: string | null;
}

const given = (text: string | null | undefined) => Boolean(text?.trim());

/**
 * The names a Nepali reader sees: the Devanagari name only when it is whole (every Latin part has its Devanagari
 * one), never "Ram गुरुङ"; the nickname on its own. Empty values mean "as in English".
 */
export function nepaliNames(row: NamesRow): {
  firstName?: string | null;
  lastName?: string | null;
  nickname?: string | null;
} {
  const whole =
    (given(row.firstNameNe) || given(row.lastNameNe)) &&
    (given(row.firstNameNe) || !given(row.firstName)) &&
    (given(row.lastNameNe) || !given(row.lastName));
  return {
    ...(whole ? { firstName: row.firstNameNe ?? '', lastName: row.lastNameNe ?? '' } : {}),
    nickname: row.nicknameNe,
  };
}

/** "First Last" in Nepali where the whole name is given, else in Latin letters. */
export function nepaliFullName(row: NamesRow): string {
  const names = nepaliNames(row);
  const first = names.firstName ?? row.firstName ?? '';
  const last = names.lastName ?? row.lastName ?? '';
  return `${first} ${last}`.trim();
}
