import { adToBs } from '@ringside/contract/display/bikram-sambat';

/** Kathmandu is UTC+05:45 all year (no daylight saving). */
const KATHMANDU_OFFSET_MS = (5 * 60 + 45) * 60_000;
/** Shrawan, the fourth month of the Bikram Sambat year: Nepal's fiscal year starts on its first day. */
const SHRAWAN = 4;

/**
 * The Nepali fiscal year an instant falls in, as invoices number it: "2083/84" from Shrawan 1, 2083 BS (mid-July
 * 2026) to the last day of Asar 2084 BS, counted by the calendar day in Kathmandu. Outside the Bikram Sambat table
 * (2000 to 2090 BS) it throws: no invoice can be numbered there.
 */
export function nepaliFiscalYear(instant: Date): string {
  const local = new Date(instant.getTime() + KATHMANDU_OFFSET_MS);
  const bs = adToBs({ year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() });
  if (!bs) throw new Error(`no Bikram Sambat date for ${instant.toISOString()}`);
  const first = bs.month >= SHRAWAN ? bs.year : bs.year - 1;
  return `${first}/${String((first + 1) % 100).padStart(2, '0')}`;
}

/** "2083/84-000017": the year and the invoice's place in it, six digits. */
export const invoiceNumber = (fiscalYear: string, sequence: number) =>
  `${fiscalYear}-${String(sequence).padStart(6, '0')}`;
