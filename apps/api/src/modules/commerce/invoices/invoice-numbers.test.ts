import { bsToAd } from '@ringside/contract/display/bikram-sambat';
import { describe, expect, it } from 'vitest';
import { invoiceNumber, nepaliFiscalYear } from './fiscal-year';
import { includedVat } from './vat';

/** Kathmandu midnight starting a Bikram Sambat day, as an instant. */
function kathmanduMidnight(year: number, month: number, day: number): Date {
  const ad = bsToAd({ year, month, day });
  if (!ad) throw new Error('outside the table');
  return new Date(Date.UTC(ad.year, ad.month - 1, ad.day) - (5 * 60 + 45) * 60_000);
}

describe('the Nepali fiscal year', () => {
  it('starts on Shrawan 1 at midnight in Kathmandu', () => {
    const shrawan1 = kathmanduMidnight(2083, 4, 1);
    expect(shrawan1.toISOString()).toBe('2026-07-16T18:15:00.000Z');
    expect(nepaliFiscalYear(shrawan1)).toBe('2083/84');
    expect(nepaliFiscalYear(new Date(shrawan1.getTime() - 1))).toBe('2082/83');
    expect(nepaliFiscalYear(kathmanduMidnight(2084, 3, 15))).toBe('2083/84');
    expect(nepaliFiscalYear(kathmanduMidnight(2099 - 10, 4, 1))).toBe('2089/90');
    expect(nepaliFiscalYear(kathmanduMidnight(2056, 1, 1))).toBe('2055/56');
  });

  it('numbers invoices by year and place, six digits', () => {
    expect(invoiceNumber('2083/84', 17)).toBe('2083/84-000017');
    expect(invoiceNumber('2083/84', 1_234_567)).toBe('2083/84-1234567');
  });
});

describe('VAT included in a price', () => {
  it('is price × rate / (1 + rate), to the nearest paisa', () => {
    expect(includedVat(113_000, 1300)).toEqual({ taxable: 100_000, vat: 13_000 });
    expect(includedVat(99_900, 1300)).toEqual({ taxable: 88_407, vat: 11_493 });
    expect(includedVat(149_900, 0)).toEqual({ taxable: 149_900, vat: 0 });
    expect(includedVat(1, 1300)).toEqual({ taxable: 1, vat: 0 });
  });
});
