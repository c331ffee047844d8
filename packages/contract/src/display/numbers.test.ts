import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from './numbers';

describe('formatNumber', () => {
  it('groups digits the Indian way', () => {
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(100000)).toBe('1,00,000');
    expect(formatNumber(10000000)).toBe('1,00,00,000');
  });

  it('keeps up to ten fraction digits', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(0.1234567891)).toBe('0.1234567891');
    expect(formatNumber(0.123456789123)).toBe('0.1234567891');
  });

  it('parses numeric strings', () => {
    expect(formatNumber('250000')).toBe('2,50,000');
    expect(formatNumber(' 42.5 ')).toBe('42.5');
  });

  it('formats negatives', () => {
    expect(formatNumber(-150000)).toBe('-1,50,000');
  });

  it.each([null, undefined, '', '   ', 0, -0, '0', Number.NaN, 'abc', '1,000', Number.POSITIVE_INFINITY])(
    'shows %s as 0',
    (value) => {
      expect(formatNumber(value)).toBe('0');
    },
  );
});

describe('formatMoney', () => {
  it('defaults to NPR with Indian grouping and no decimals when whole', () => {
    expect(formatMoney(10000000)).toBe('Rs. 1,00,000');
    expect(formatMoney(0)).toBe('Rs. 0');
  });

  it('shows two decimals when the NPR amount is not whole', () => {
    expect(formatMoney(123450)).toBe('Rs. 1,234.50');
    expect(formatMoney(1)).toBe('Rs. 0.01');
  });

  it('puts the minus sign before the NPR symbol', () => {
    expect(formatMoney(-50000)).toBe('-Rs. 500');
  });

  it('formats USD with en-US grouping', () => {
    expect(formatMoney(123450, 'USD')).toBe('$1,234.50');
    expect(formatMoney(10000000, 'USD')).toBe('$100,000');
    expect(formatMoney(-199, 'USD')).toBe('-$1.99');
  });

  it('accepts lower-case currency codes', () => {
    expect(formatMoney(123450, 'npr')).toBe('Rs. 1,234.50');
    expect(formatMoney(500, 'usd')).toBe('$5');
  });

  it('respects currencies without a minor unit', () => {
    expect(formatMoney(1500, 'JPY')).toBe('¥1,500');
  });

  it('rounds fractional minor units and zeroes non-finite amounts', () => {
    expect(formatMoney(123449.6)).toBe('Rs. 1,234.50');
    expect(formatMoney(Number.NaN)).toBe('Rs. 0');
  });

  it('does not throw on a malformed currency code', () => {
    expect(formatMoney(123450, 'RUPEES')).toBe('RUPEES 1,234.50');
  });
});

describe('Nepali grouping in both languages', () => {
  it('groups by hand: thousands, then lakhs and crores', () => {
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(12345)).toBe('12,345');
    expect(formatNumber(123456789)).toBe('12,34,56,789');
    expect(formatNumber(1234567.25)).toBe('12,34,567.25');
    expect(formatNumber(1e21)).toBe('1,00,00,00,00,00,00,00,00,00,000');
  });

  it('writes Devanagari digits in Nepali', () => {
    expect(formatNumber(100000, 'ne')).toBe('१,००,०००');
    expect(formatNumber(-1234.5, 'ne')).toBe('-१,२३४.५');
    expect(formatNumber(null, 'ne')).toBe('०');
    expect(formatNumber(1e-12, 'ne')).toBe('०');
    expect(formatNumber(-1e-12)).toBe('0');
    expect(formatNumber(42, 'en')).toBe('42');
  });

  it('prints rupees with Rs. in English and रु. in Nepali', () => {
    expect(formatMoney(10000000, 'NPR', 'en')).toBe('Rs. 1,00,000');
    expect(formatMoney(10000000, 'NPR', 'ne')).toBe('रु. १,००,०००');
    expect(formatMoney(123450, 'NPR', 'ne')).toBe('रु. १,२३४.५०');
    expect(formatMoney(-50000, 'NPR', 'ne')).toBe('-रु. ५००');
    expect(formatMoney(0, 'NPR', 'ne')).toBe('रु. ०');
    expect(formatMoney(1234567890000)).toBe('Rs. 12,34,56,78,900');
  });

  it('keeps other currencies in their own convention, in Devanagari digits for Nepali', () => {
    expect(formatMoney(123450, 'USD', 'ne')).toBe('$१,२३४.५०');
    expect(formatMoney(123450, 'RUPEES', 'ne')).toBe('RUPEES १,२३४.५०');
  });
});
