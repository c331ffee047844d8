import { BS_MONTHS_EN, BS_MONTHS_NE, WEEKDAYS_NE, adToBs, weekdayOf } from './bikram-sambat';
import { type DisplayLocale, devanagari } from './digits';

export { devanagari } from './digits';

/** Nepal has no DST; Intl still handles the pre-1986 +05:30 offset for us. */
export const DISPLAY_TIME_ZONE = 'Asia/Kathmandu';
export const DATE_FORMAT_ISO = 'YYYY-MM-DD';
export const DATE_FORMAT_US = 'MM-DD-YYYY';
export type DateFormat = typeof DATE_FORMAT_ISO | typeof DATE_FORMAT_US;
export type DateInput = Date | string | number | null | undefined;
export type { DisplayLocale } from './digits';

/**
 * A value ready for Intl: an instant plus the zone to read it in.
 * Wall-clock values (date-only or offset-less strings) are stored as UTC and
 * read in UTC, so they print exactly as written whatever the host's zone.
 */
interface Moment {
  date: Date;
  timeZone: string;
  hasTime: boolean;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const TIME_ONLY = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

function wallClock(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): Date | null {
  if (h > 23 || mi > 59 || s > 59) return null;
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 1900-1999.
  date.setUTCFullYear(y, mo - 1, d);
  date.setUTCHours(h, mi, s, ms);
  // Date silently rolls 2026-02-30 over to March; reject instead.
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date;
}

function offsetMinutes(offset: string): number | null {
  if (offset.toUpperCase() === 'Z') return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2) || '0');
  if (hours > 23 || minutes > 59) return null;
  return sign * (hours * 60 + minutes);
}

/**
 * Only ISO 8601 strings are accepted: other formats go through Date.parse,
 * which reads them in the host's zone and so differs between server and browser.
 */
function toMoment(value: DateInput): Moment | null {
  if (value == null) return null;
  if (value instanceof Date || typeof value === 'number') {
    const date = new Date(value instanceof Date ? value.getTime() : value);
    return Number.isNaN(date.getTime()) ? null : { date, timeZone: DISPLAY_TIME_ZONE, hasTime: true };
  }
  const text = value.trim();
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const date = wallClock(Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3]));
    return date && { date, timeZone: 'UTC', hasTime: false };
  }
  const m = DATE_TIME.exec(text);
  if (!m) return null;
  const ms = Number((m[7] ?? '').padEnd(3, '0').slice(0, 3));
  const date = wallClock(Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0), ms);
  if (!date) return null;
  if (m[8] === undefined) return { date, timeZone: 'UTC', hasTime: true };
  const offset = offsetMinutes(m[8]);
  if (offset === null) return null;
  return { date: new Date(date.getTime() - offset * 60_000), timeZone: DISPLAY_TIME_ZONE, hasTime: true };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Intl formatters are slow to build, so each locale/zone/shape is built once. */
function parts(
  moment: Moment,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  const key = `${locale}|${moment.timeZone}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: moment.timeZone });
    formatters.set(key, formatter);
  }
  const out: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatter.formatToParts(moment.date)) out[part.type] = part.value;
  return out;
}

const NUMERIC_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
// h23 rather than hour12:false, which some engines render midnight as '24'.
const NUMERIC_TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/**
 * '2026-12-05T12:45:00Z' -> '2026-12-05' (Kathmandu date). A date-only string
 * is a calendar date, not midnight UTC, so it is never shifted.
 * Empty or invalid input gives ''. 'ne' writes the same in Devanagari digits ('२०२६-१२-०५').
 */
export function formatDate(
  value: DateInput,
  format: DateFormat = DATE_FORMAT_ISO,
  locale: DisplayLocale = 'en',
): string {
  const moment = toMoment(value);
  if (!moment) return '';
  const p = parts(moment, 'en-US', NUMERIC_DATE);
  const year = (p.year ?? '').padStart(4, '0');
  const text = format === DATE_FORMAT_US ? `${p.month}-${p.day}-${year}` : `${year}-${p.month}-${p.day}`;
  return locale === 'ne' ? devanagari(text) : text;
}

/**
 * 24-hour 'HH:mm'. A time-of-day string ('18:30:00', as Postgres `time`
 * returns) is shown as written; an instant is shown in Kathmandu time.
 * Empty, invalid or date-only input gives 'N/A'. 'ne' writes Devanagari digits ('१८:३०').
 */
export function formatTime(value: DateInput, locale: DisplayLocale = 'en'): string {
  const text = clockTime(value);
  return locale === 'ne' && text !== 'N/A' ? devanagari(text) : text;
}

function clockTime(value: DateInput): string {
  if (typeof value === 'string') {
    const t = TIME_ONLY.exec(value.trim());
    if (t) {
      const [h, m, s] = [Number(t[1]), Number(t[2]), Number(t[3] ?? 0)];
      return h > 23 || m > 59 || s > 59 ? 'N/A' : `${String(h).padStart(2, '0')}:${t[2]}`;
    }
  }
  const moment = toMoment(value);
  if (!moment?.hasTime) return 'N/A';
  const p = parts(moment, 'en-US', NUMERIC_TIME);
  return `${p.hour}:${p.minute}`;
}

const DATE_TIME_WORDS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  ...NUMERIC_TIME,
};

/**
 * 'Sat, 5 Dec 2026, 18:30' in Kathmandu time; 'ne' gives Nepali names and
 * Devanagari digits ('शनि, ५ डिसेम्बर २०२६, १८:३०').
 * Assembled from parts rather than Intl's own pattern, whose punctuation
 * varies between ICU versions (and so between server and browser).
 * en-US supplies the English names because en-GB now abbreviates September
 * as 'Sept'. A date-only value omits the time rather than showing 00:00.
 * Empty or invalid input gives ''.
 */
export function formatDateTime(value: DateInput, locale: DisplayLocale = 'en'): string {
  const moment = toMoment(value);
  if (!moment) return '';
  const p = locale === 'ne' ? nepaliParts(moment) : parts(moment, 'en-US', DATE_TIME_WORDS);
  const date = `${p.weekday}, ${p.day} ${p.month} ${p.year}`;
  return moment.hasTime ? `${date}, ${p.hour}:${p.minute}` : date;
}

const NEPALI_WEEKDAYS = ['आइत', 'सोम', 'मङ्गल', 'बुध', 'बिहि', 'शुक्र', 'शनि'];
const NEPALI_MONTHS = 'जनवरी फेब्रुअरी मार्च अप्रिल मे जुन जुलाई अगस्ट सेप्टेम्बर अक्टोबर नोभेम्बर डिसेम्बर'.split(' ');
const ENGLISH_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A whole number with at least `minimumDigits` digits, in Devanagari digits for 'ne' ('०५'). */
export function localDigits(value: number, locale: DisplayLocale, minimumDigits = 1): string {
  const digits = String(Math.trunc(value)).padStart(minimumDigits, '0');
  return locale === 'ne' ? devanagari(digits) : digits;
}

/** An instant's day, short month name and year in Kathmandu ('5', 'Dec', '2026'; 'ne': '५', 'डिसेम्बर', '२०२६'). */
export function dayMonthYear(value: DateInput, locale: DisplayLocale): { day: string; month: string; year: string } {
  const moment = toMoment(value);
  if (!moment) return { day: '', month: '', year: '' };
  const p = locale === 'ne' ? nepaliParts(moment) : parts(moment, 'en-US', DATE_TIME_WORDS);
  return { day: p.day ?? '', month: p.month ?? '', year: p.year ?? '' };
}

/**
 * Nepali names and Devanagari digits from our own tables, over en-US parts: browsers built without Nepali locale
 * data (some Chromium builds) would otherwise print English, and a page the server rendered in Nepali would not
 * match what the browser renders over it.
 */
function nepaliParts(moment: Moment): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  const p = parts(moment, 'en-US', { ...DATE_TIME_WORDS, month: 'numeric' });
  return {
    weekday: NEPALI_WEEKDAYS[ENGLISH_WEEKDAYS.indexOf(p.weekday ?? '')] ?? '',
    day: devanagari(p.day),
    month: NEPALI_MONTHS[Number(p.month) - 1] ?? '',
    year: devanagari(p.year),
    hour: devanagari(p.hour),
    minute: devanagari(p.minute),
  };
}

/**
 * The Bikram Sambat date of the Kathmandu day: '२०८३ पुस ४, शनिबार' in Nepali, 'Poush 4, 2083 BS' in English
 * (no weekday: it stands beside a Gregorian date that has one). Names and digits come from our own tables, as
 * for `formatDateTime`. Empty, invalid or out-of-range input (before 2000 or after 2090 BS) gives ''.
 */
export function formatBsDate(value: DateInput, locale: DisplayLocale = 'en'): string {
  const moment = toMoment(value);
  if (!moment) return '';
  const p = parts(moment, 'en-US', NUMERIC_DATE);
  const ad = { year: Number(p.year), month: Number(p.month), day: Number(p.day) };
  const bs = adToBs(ad);
  if (!bs) return '';
  if (locale === 'en') return `${BS_MONTHS_EN[bs.month - 1]} ${bs.day}, ${bs.year} BS`;
  const weekday = WEEKDAYS_NE[weekdayOf(ad) ?? -1] ?? '';
  return `${devanagari(String(bs.year))} ${BS_MONTHS_NE[bs.month - 1]} ${devanagari(String(bs.day))}, ${weekday}`;
}

/**
 * An event's date and time with its BS date beside it, as fans and venues plan by BS:
 * 'Sat, 19 Dec 2026, 18:30 (Poush 4, 2083 BS)'; 'शनि, १९ डिसेम्बर २०२६, १८:३० (२०८३ पुस ४, शनिबार)'.
 * `zone` ('NPT') goes after the time. Outside the BS table only the Gregorian part is given.
 */
export function formatDateTimeWithBs(value: DateInput, locale: DisplayLocale = 'en', zone = ''): string {
  const when = formatDateTime(value, locale);
  if (!when) return '';
  const bs = formatBsDate(value, locale);
  const zoned = zone ? `${when} ${zone}` : when;
  return bs ? `${zoned} (${bs})` : zoned;
}

/** Nepal's offset since 1986 (it keeps no DST): the back office's date-time inputs are Kathmandu wall clock. */
export const KATHMANDU_OFFSET = '+05:45';
const KATHMANDU_OFFSET_MS = (5 * 60 + 45) * 60_000;
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A Kathmandu wall-clock time as typed in a picker ('2026-12-05T18:30') -> the instant the API takes
 * ('2026-12-05T18:30:00+05:45'). Invalid input gives ''.
 */
export function kathmanduInstant(typed: string): string {
  const m = WALL_CLOCK.exec(typed.trim());
  if (!m || !wallClock(Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5]))) return '';
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:00${KATHMANDU_OFFSET}`;
}

/**
 * An instant -> its Kathmandu wall clock 'YYYY-MM-DDTHH:mm', to fill a picker; the inverse of
 * `kathmanduInstant`. Empty, invalid or offset-less input gives ''.
 */
export function kathmanduWallClock(value: DateInput): string {
  const moment = toMoment(value);
  if (!moment || moment.timeZone === 'UTC') return '';
  return new Date(moment.date.getTime() + KATHMANDU_OFFSET_MS).toISOString().slice(0, 16);
}
