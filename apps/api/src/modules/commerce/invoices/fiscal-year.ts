import { adToBs } from '@ringside/contract/display/bikram-sambat';

/** Kathmandu is UTC+05:45 all year (no daylight saving). */
const KATHMANDU_OFFSET_MS = (5 * 60 + 45) * 60_000;
/** Shrawan, the fourth month of the Bikram Sambat year: Nepal's fiscal year starts on its first day. */
const SHRAWAN = 4;
/** BS year = AD year + 57 from Baisakh (mid-April) on; Shrawan 1 falls on 16 or 17 July. */
const BS_AHEAD = 57;

const label = (first: number) => `${first}/${String((first + 1) % 100).padStart(2, '0')}`;

/**
 * The Nepali fiscal year an instant falls in, as invoices number it: "2083/84" from Shrawan 1, 2083 BS (17 July
 * 2026) to the last day of Asar 2084 BS, counted by the calendar day in Kathmandu. Outside our Bikram Sambat table
 * (2000 to 2090 BS, decision 51) it answers the year that starts on 17 July: a payment must never fail for want of a
 * calendar row, and the table is extended long before then.
 */
export function nepaliFiscalYear(instant: Date): string {
  const local = new Date(instant.getTime() + KATHMANDU_OFFSET_MS);
  const ad = { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
  const bs = adToBs(ad);
  if (bs) return label(bs.month >= SHRAWAN ? bs.year : bs.year - 1);
  const fromJuly = ad.month > 7 || (ad.month === 7 && ad.day >= 17);
  return label(ad.year + BS_AHEAD - (fromJuly ? 0 : 1));
}

/** "2083/84-000017": the year and the invoice's place in it, six digits. */
export const invoiceNumber = (fiscalYear: string, sequence: number) =>
  `${fiscalYear}-${String(sequence).padStart(6, '0')}`;
