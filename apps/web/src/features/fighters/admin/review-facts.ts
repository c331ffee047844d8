/** Where a row of the queue leads: the review screen, remembering the queue (with its filters) to go back to. */
export function reviewLink(id: string, from: string) {
  return { to: `/admin/fighters/${id}`, state: { from } };
}

/** The application's name as staff read it: given names and last name, or '' when not filled in yet. */
export function applicationName(fighter: {
  firstName: string | null;
  middleName?: string | null;
  lastName: string | null;
}): string {
  return [fighter.firstName, fighter.middleName, fighter.lastName].filter(Boolean).join(' ');
}

const DAY = 24 * 60 * 60 * 1000;

/** Days an application has waited since it was sent; past this it is marked as waiting long. */
export const WAITING_LONG_DAYS = 3;

export function waitedDays(sentAt: string | null, now = Date.now()): number {
  return sentAt ? Math.floor((now - Date.parse(sentAt)) / DAY) : 0;
}

/**
 * How long ago an instant was, as a translation key and count ('fightersAdmin.ago.days', 3): minutes,
 * then hours, then days. Counted here rather than by Intl.RelativeTimeFormat, whose Nepali data some
 * browsers lack.
 */
export function agoOf(iso: string, now = Date.now()): { key: string; count: number } {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return { key: 'fightersAdmin.ago.now', count: 0 };
  if (minutes < 60) return { key: 'fightersAdmin.ago.minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { key: 'fightersAdmin.ago.hours', count: hours };
  return { key: 'fightersAdmin.ago.days', count: Math.floor(hours / 24) };
}

/** 61.2 -> '61.2', 70 -> '70'. */
export const trimKg = (value: number) => String(Math.round(value * 10) / 10);
