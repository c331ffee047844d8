import type { SalesReportRow } from '@ringside/contract';
import { describe, expect, it } from 'vitest';
import { MAX_BARS, compactRupees, dayPoints, rowBars, tableRows, tierBars } from './report-data';

const row = (key: string, figures: Partial<SalesReportRow> = {}): SalesReportRow => ({
  key,
  label: key,
  gross: 0,
  refunds: 0,
  net: 0,
  count: 0,
  refundCount: 0,
  ...figures,
});

const WORDS = { lakh: 'lakh', crore: 'crore' };

describe('the sales report as chart data', () => {
  it('gives each day its short date in the language, in date order', () => {
    const rows = [row('2026-11-02', { net: 29900, gross: 29900, count: 1 }), row('2026-11-01')];
    expect(dayPoints(rows, 'en')).toEqual([
      { day: '2026-11-01', label: '1 Nov', net: 0, gross: 0, refunds: 0, count: 0 },
      { day: '2026-11-02', label: '2 Nov', net: 29900, gross: 29900, refunds: 0, count: 1 },
    ]);
    expect(dayPoints(rows, 'ne').map((point) => point.label)).toEqual(['१ नोभेम्बर', '२ नोभेम्बर']);
  });

  it('draws the largest net first, leaves out rows where nothing happened, and at most ten bars', () => {
    const rows = [
      row('ESEWA', { gross: 50000, net: 50000 }),
      row('KHALTI', { gross: 90000, net: 90000 }),
      row('STRIPE'),
      // Refunded more than was paid in the period: a bar below zero.
      row('SANDBOX', { gross: 0, refunds: 29900, net: -29900 }),
    ];
    expect(rowBars(rows, (r) => r.key.toLowerCase())).toEqual([
      { key: 'KHALTI', label: 'khalti', net: 90000, gross: 90000, refunds: 0 },
      { key: 'ESEWA', label: 'esewa', net: 50000, gross: 50000, refunds: 0 },
      { key: 'SANDBOX', label: 'sandbox', net: -29900, gross: 0, refunds: 29900 },
    ]);
    const many = Array.from({ length: 14 }, (_, n) => row(`event-${n}`, { gross: n * 100, net: n * 100 + 1 }));
    const bars = rowBars(many, (r) => r.key);
    expect(bars).toHaveLength(MAX_BARS);
    expect(bars[0]?.key).toBe('event-13');
  });

  it('lists every row of a grouping, but only the days with sales or refunds, latest first', () => {
    const days = [row('2026-11-01', { count: 1 }), row('2026-11-02'), row('2026-11-03', { refundCount: 1 })];
    expect(tableRows(days, 'DAY').map((r) => r.key)).toEqual(['2026-11-03', '2026-11-01']);
    expect(tableRows(days, 'METHOD')).toHaveLength(3);
  });

  it('stacks each tier’s seats sold, held and left', () => {
    const tier = {
      id: 't',
      productId: 'p',
      name: 'Ringside',
      amount: 500000,
      currency: 'NPR' as const,
      capacity: 50,
      sold: 30,
      held: 4,
      remaining: 16,
    };
    expect(tierBars([tier, { ...tier, id: 'u', remaining: -2 }])).toEqual([
      { id: 't', name: 'Ringside', sold: 30, held: 4, remaining: 16, capacity: 50 },
      { id: 'u', name: 'Ringside', sold: 30, held: 4, remaining: 0, capacity: 50 },
    ]);
  });

  it('writes axis amounts short, in rupees, lakh and crore', () => {
    expect(compactRupees(0, 'en', WORDS)).toBe('0');
    expect(compactRupees(1250000, 'en', WORDS)).toBe('12,500');
    expect(compactRupees(12_50_000_00, 'en', WORDS)).toBe('12.5 lakh');
    expect(compactRupees(1_20_00_000_00, 'en', WORDS)).toBe('1.2 crore');
    expect(compactRupees(-29900, 'en', WORDS)).toBe('-299');
    expect(compactRupees(12_50_000_00, 'ne', { lakh: 'लाख', crore: 'करोड' })).toBe('१२.५ लाख');
  });
});
