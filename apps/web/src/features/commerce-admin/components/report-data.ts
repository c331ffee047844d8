import type { ReportGroup, SalesReportRow, TierReportRow } from '@ringside/contract';
import { type DisplayLocale, dayMonthYear } from '@ringside/contract/display/dates';
import { formatNumber } from '@ringside/contract/display/numbers';

/** One day of the net-revenue chart: amounts in paisa, `label` its short date ('5 Nov'; '५ नोभेम्बर'). */
export interface DayPoint {
  day: string;
  label: string;
  net: number;
  gross: number;
  refunds: number;
  count: number;
}

/** The DAY report's rows as the chart's points, in date order (every day of the period is a row, zeros too). */
export function dayPoints(rows: readonly SalesReportRow[], locale: DisplayLocale): DayPoint[] {
  return [...rows]
    .sort((a, b) => a.key.localeCompare(b.key))
    .map((row) => {
      const { day, month } = dayMonthYear(row.key, locale);
      return {
        day: row.key,
        label: `${day} ${month}`,
        net: row.net,
        gross: row.gross,
        refunds: row.refunds,
        count: row.count,
      };
    });
}

/** One bar of the by-event, by-type or by-gateway chart: amounts in paisa. */
export interface RowBar {
  key: string;
  label: string;
  net: number;
  gross: number;
  refunds: number;
}

/** How many bars the chart draws at most; the table lists every row. */
export const MAX_BARS = 10;

/**
 * A grouped report's rows as bars, largest net first: rows where nothing happened are left out, and past
 * MAX_BARS the smallest are (the table has them all). `labelOf` names a row in the caller's language.
 */
export function rowBars(rows: readonly SalesReportRow[], labelOf: (row: SalesReportRow) => string): RowBar[] {
  return rows
    .filter((row) => row.gross !== 0 || row.refunds !== 0)
    .sort((a, b) => b.net - a.net || a.key.localeCompare(b.key))
    .slice(0, MAX_BARS)
    .map((row) => ({ key: row.key, label: labelOf(row), net: row.net, gross: row.gross, refunds: row.refunds }));
}

/** The rows the table lists: every row of a grouping, but for DAY only the days something happened. */
export function tableRows(rows: readonly SalesReportRow[], groupBy: ReportGroup): SalesReportRow[] {
  if (groupBy !== 'DAY') return [...rows];
  return rows.filter((row) => row.count > 0 || row.refundCount > 0).sort((a, b) => b.key.localeCompare(a.key));
}

/** One tier of the seats chart: sold, held by orders being paid, and left, which stack up to its capacity. */
export interface TierBar {
  id: string;
  name: string;
  sold: number;
  held: number;
  remaining: number;
  capacity: number;
}

/** An event's tiers as stacked bars; the three parts never go below 0. */
export function tierBars(items: readonly TierReportRow[]): TierBar[] {
  return items.map((item) => ({
    id: item.id,
    name: item.name,
    sold: Math.max(0, item.sold),
    held: Math.max(0, item.held),
    remaining: Math.max(0, item.remaining),
    capacity: item.capacity,
  }));
}

/** A chart axis's amount, short: 12,500 rupees as '12,500', 12.5 lakh and 1.2 crore in words of the language. */
export function compactRupees(paisa: number, locale: DisplayLocale, words: { lakh: string; crore: string }): string {
  const rupees = paisa / 100;
  const size = Math.abs(rupees);
  const sign = rupees < 0 ? '-' : '';
  const tenths = (value: number) => formatNumber(Math.round(value * 10) / 10, locale);
  if (size >= 1e7) return `${sign}${tenths(size / 1e7)} ${words.crore}`;
  if (size >= 1e5) return `${sign}${tenths(size / 1e5)} ${words.lakh}`;
  return `${sign}${formatNumber(Math.round(size), locale)}`;
}
