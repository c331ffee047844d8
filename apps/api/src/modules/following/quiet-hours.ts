const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Nepal keeps UTC+5:45 all year (no daylight saving). */
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60 * 1000;

/** The hour of the day in Nepal. */
export const nepalHour = (at: Date) => new Date(at.getTime() + NEPAL_OFFSET_MS).getUTCHours();

/** Midnight in Nepal of the day `at` falls on: the daily SMS cap counts from it. */
export function nepalDayStart(at: Date): Date {
  const local = at.getTime() + NEPAL_OFFSET_MS;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS - NEPAL_OFFSET_MS);
}

/**
 * When the fan's quiet hours end, if `at` is inside them (null outside). Hours are Nepal time; a window may cross
 * midnight (22 to 7); equal hours mean none.
 */
export function quietEnd(at: Date, from: number, until: number): Date | null {
  if (from === until) return null;
  const hour = nepalHour(at);
  const inside = from < until ? hour >= from && hour < until : hour >= from || hour < until;
  if (!inside) return null;
  const end = new Date(nepalDayStart(at).getTime() + until * HOUR_MS);
  return end > at ? end : new Date(end.getTime() + DAY_MS);
}
