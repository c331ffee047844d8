import { type DisplayLocale, localDigits } from '@ringside/contract/display/dates';

interface Named {
  firstName: string | null;
  middleName?: string | null;
  lastName: string | null;
  nickname?: string | null;
}

/** `First "Nickname" Last`, the way fight promotions bill a fighter (and the page title's pattern). */
export function billedName({ firstName, lastName, nickname }: Named): string {
  const nick = nickname?.trim();
  return [firstName, nick ? `"${nick}"` : null, lastName].filter(Boolean).join(' ');
}

export function fullName({ firstName, middleName, lastName }: Named): string {
  return [firstName, middleName, lastName].filter(Boolean).join(' ');
}

/** 12-3-1 (Nepali: १२-३-१): wins, losses, draws. */
export function recordLine(
  record: { wins: number; losses: number; draws: number },
  locale: DisplayLocale = 'en',
): string {
  return [record.wins, record.losses, record.draws].map((count) => localDigits(count, locale)).join('-');
}
