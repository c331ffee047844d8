import { REPORT_MAX_DAYS, reportDays } from '@ringside/contract';
import { adToBs, bsToAd, type CalendarDate } from '@ringside/contract/display/bikram-sambat';
import { formatDate } from '@ringside/contract/display/dates';

/** A report's period: Kathmandu calendar days 'YYYY-MM-DD', both included. */
export interface ReportRange {
  from: string;
  to: string;
}

/** The periods staff pick most: this (Gregorian) month, the last 30 days, this Nepali fiscal year; each until today. */
export const PERIOD_PRESETS = ['THIS_MONTH', 'LAST_30_DAYS', 'FISCAL_YEAR'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** Nepal's fiscal year starts on 1 Shrawan, the fourth month of Bikram Sambat. */
const SHRAWAN = 4;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDay(day: string): CalendarDate | null {
  const match = DAY.exec(day);
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
}

const dayText = ({ year, month, day }: CalendarDate) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The Kathmandu calendar day of an instant ('2026-11-26'), whatever the browser's own zone. */
export const kathmanduDay = (now: Date): string => formatDate(now);

/** A day moved by whole days ('2026-03-01', -1 -> '2026-02-28'), in UTC day arithmetic (no zone, no DST). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The BS year in which the fiscal year holding `day` starts (2083 for 2083/84, which runs from 1 Shrawan 2083,
 * 17 July 2026, to the last day of Asar 2084); null outside the calendar's table.
 */
export function fiscalYearOf(day: string): number | null {
  const ad = parseDay(day);
  const bs = ad && adToBs(ad);
  if (!bs) return null;
  return bs.month >= SHRAWAN ? bs.year : bs.year - 1;
}

/** The first day of the fiscal year holding `day`, 'YYYY-MM-DD'; null outside the calendar's table. */
export function fiscalYearStart(day: string): string | null {
  const year = fiscalYearOf(day);
  const start = year === null ? null : bsToAd({ year, month: SHRAWAN, day: 1 });
  return start ? dayText(start) : null;
}

/** '2083/84': how Nepal writes a fiscal year (its digits in Devanagari in Nepali, by the caller). */
export const fiscalYearName = (year: number) => `${year}/${String((year + 1) % 100).padStart(2, '0')}`;

/** A preset's days as of `now` (Kathmandu), ending today. */
export function presetRange(preset: PeriodPreset, now: Date): ReportRange {
  const today = kathmanduDay(now);
  switch (preset) {
    case 'THIS_MONTH':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'LAST_30_DAYS':
      return { from: addDays(today, -29), to: today };
    case 'FISCAL_YEAR':
      // Beyond the BS table (after 2090 BS) there is no fiscal year to name: the last 365 days stand in.
      return { from: fiscalYearStart(today) ?? addDays(today, -364), to: today };
  }
}

/** Which preset a period is, as of `now`, if any (the filter shows it chosen). */
export function presetOf(range: ReportRange, now: Date): PeriodPreset | undefined {
  return PERIOD_PRESETS.find((preset) => {
    const candidate = presetRange(preset, now);
    return candidate.from === range.from && candidate.to === range.to;
  });
}

/** Why a typed period cannot be reported: not two days, ends before it starts, or longer than the API takes. */
export type RangeProblem = 'INVALID' | 'ORDER' | 'TOO_LONG';

export function rangeProblem(range: Partial<ReportRange>): RangeProblem | null {
  const { from, to } = range;
  if (
    !from ||
    !to ||
    !parseDay(from) ||
    !parseDay(to) ||
    Number.isNaN(Date.parse(from)) ||
    Number.isNaN(Date.parse(to))
  )
    return 'INVALID';
  if (from > to) return 'ORDER';
  return reportDays(from, to) > REPORT_MAX_DAYS ? 'TOO_LONG' : null;
}
