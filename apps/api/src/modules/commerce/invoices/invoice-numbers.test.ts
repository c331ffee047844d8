import { bsDaysInMonth, bsToAd } from '@ringside/contract/display/bikram-sambat';
import { describe, expect, it } from 'vitest';
import { invoiceNumber, nepaliFiscalYear } from './fiscal-year';
import { builtInText, scriptRuns } from './receipt-pdf';
import { includedVat } from './vat';

/** Kathmandu midnight starting a Bikram Sambat day, as an instant. */
function kathmanduMidnight(year: number, month: number, day: number): Date {
  const ad = bsToAd({ year, month, day });
  if (!ad) throw new Error('outside the table');
  return new Date(Date.UTC(ad.year, ad.month - 1, ad.day) - (5 * 60 + 45) * 60_000);
}

const justBefore = (instant: Date) => new Date(instant.getTime() - 1);

describe('the Nepali fiscal year', () => {
  it('starts at midnight in Kathmandu on Shrawan 1 (17 July 2026 for 2083/84)', () => {
    const shrawan1 = kathmanduMidnight(2083, 4, 1);
    expect(shrawan1.toISOString()).toBe('2026-07-16T18:15:00.000Z');
    expect(nepaliFiscalYear(shrawan1)).toBe('2083/84');
    expect(nepaliFiscalYear(justBefore(shrawan1))).toBe('2082/83');
    // Still 17 July in UTC, but already the 18th in Kathmandu, and the other way round.
    expect(nepaliFiscalYear(new Date('2026-07-16T18:14:59.999Z'))).toBe('2082/83');
    expect(nepaliFiscalYear(new Date('2026-07-16T18:15:00.000Z'))).toBe('2083/84');
  });

  it('turns on the real Shrawan 1 of each year (16 July 2024, 17 July 2025 and 2027)', () => {
    const starts = [
      [2081, '2024-07-15T18:15:00.000Z', '2080/81', '2081/82'],
      [2082, '2025-07-16T18:15:00.000Z', '2081/82', '2082/83'],
      [2084, '2027-07-16T18:15:00.000Z', '2083/84', '2084/85'],
      [2090, '2033-07-16T18:15:00.000Z', '2089/90', '2090/91'],
    ] as const;
    for (const [year, iso, before, after] of starts) {
      const shrawan1 = kathmanduMidnight(year, 4, 1);
      expect(shrawan1.toISOString()).toBe(iso);
      expect([nepaliFiscalYear(justBefore(shrawan1)), nepaliFiscalYear(shrawan1)]).toEqual([before, after]);
    }
  });

  it('runs from Shrawan through Baisakh to the last day of Asar, across the BS new year', () => {
    expect(nepaliFiscalYear(kathmanduMidnight(2083, 9, 4))).toBe('2083/84'); // Poush, December 2026
    expect(nepaliFiscalYear(justBefore(kathmanduMidnight(2084, 1, 1)))).toBe('2083/84'); // end of Chaitra 2083
    expect(nepaliFiscalYear(kathmanduMidnight(2084, 1, 1))).toBe('2083/84'); // Baisakh 1, 2084: same fiscal year
    const lastOfAsar = kathmanduMidnight(2084, 3, bsDaysInMonth(2084, 3));
    expect(nepaliFiscalYear(new Date(lastOfAsar.getTime() + 86_400_000 - 1))).toBe('2083/84');
    expect(nepaliFiscalYear(kathmanduMidnight(2056, 1, 1))).toBe('2055/56');
    expect(nepaliFiscalYear(kathmanduMidnight(2089, 4, 1))).toBe('2089/90');
  });

  it('still answers outside the Bikram Sambat table, from 17 July, rather than failing a payment', () => {
    expect(nepaliFiscalYear(new Date('2040-07-16T12:00:00Z'))).toBe('2096/97');
    expect(nepaliFiscalYear(new Date('2040-07-16T18:15:00Z'))).toBe('2097/98');
    expect(nepaliFiscalYear(new Date('1940-08-01T00:00:00Z'))).toBe('1997/98');
  });

  it('numbers invoices by year and place, six digits', () => {
    expect(invoiceNumber('2083/84', 17)).toBe('2083/84-000017');
    expect(invoiceNumber('2083/84', 1)).toBe('2083/84-000001');
    expect(invoiceNumber('2083/84', 1_234_567)).toBe('2083/84-1234567');
  });
});

describe('VAT included in a price', () => {
  it('is price × rate / (100% + rate), to the nearest paisa, and the taxable amount the rest', () => {
    expect(includedVat(113_000, 1300)).toEqual({ taxable: 100_000, vat: 13_000 }); // Rs. 1,130 at 13%: Rs. 130
    expect(includedVat(99_900, 1300)).toEqual({ taxable: 88_407, vat: 11_493 }); // 11,492.92 rounds up
    expect(includedVat(29_900, 1300)).toEqual({ taxable: 26_460, vat: 3_440 }); // 3,439.82
    expect(includedVat(113_000, 1250)).toEqual({ taxable: 100_444, vat: 12_556 }); // 12.5%
    expect(includedVat(149_900, 0)).toEqual({ taxable: 149_900, vat: 0 });
    expect(includedVat(1, 1300)).toEqual({ taxable: 1, vat: 0 });
    expect(includedVat(0, 1300)).toEqual({ taxable: 0, vat: 0 });
  });
});

describe('lines of the PDF in two scripts', () => {
  it('cut Devanagari apart from Latin, keeping spaces inside a Nepali phrase', () => {
    expect(scriptRuns('Buyer: सीता राई (Sita Rai)')).toEqual([
      { text: 'Buyer: ', devanagari: false },
      { text: 'सीता राई', devanagari: true },
      { text: ' (Sita Rai)', devanagari: false },
    ]);
    expect(scriptRuns('त्रिपुरेश्वर, काठमाडौं')).toEqual([{ text: 'त्रिपुरेश्वर, काठमाडौं', devanagari: true }]);
    expect(scriptRuns('Rs. 1,130')).toEqual([{ text: 'Rs. 1,130', devanagari: false }]);
    expect(scriptRuns('')).toEqual([]);
  });

  it('print what the built-in fonts cannot draw as "?", never as a broken string', () => {
    expect(builtInText('SFC 3 — Café “Ringside” € ×2')).toBe('SFC 3 — Café “Ringside” € ×2');
    expect(builtInText('सीता Rai')).toBe('???? Rai');
  });
});
