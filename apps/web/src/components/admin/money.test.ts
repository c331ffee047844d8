import { describe, expect, it } from 'vitest';
import { formatMinor, parseMinor } from './money';

describe('parseMinor', () => {
  it('reads whole rupees and up to two decimals exactly', () => {
    expect(parseMinor('299')).toBe(29_900);
    expect(parseMinor('299.5')).toBe(29_950);
    expect(parseMinor('299.05')).toBe(29_905);
    expect(parseMinor('0.29')).toBe(29);
    expect(parseMinor('1.10')).toBe(110);
    expect(parseMinor('4.35')).toBe(435);
  });

  it('takes Indian or western grouping, spaces and a currency in front', () => {
    expect(parseMinor('1,00,000')).toBe(10_000_000);
    expect(parseMinor('100,000.00')).toBe(10_000_000);
    expect(parseMinor(' Rs. 1 299 ')).toBe(129_900);
    expect(parseMinor('$7.99')).toBe(799);
    expect(parseMinor('NPR 699')).toBe(69_900);
  });

  it('refuses blanks, negatives, three decimals and words', () => {
    for (const typed of ['', '   ', '-5', '2.999', '1.', '.5', 'abc', '12a', '1e3', null, undefined])
      expect(parseMinor(typed)).toBeNull();
  });

  it('refuses amounts beyond exact integers', () => {
    expect(parseMinor('99999999999999999999')).toBeNull();
  });
});

describe('formatMinor', () => {
  it('writes the amount back as typed text', () => {
    expect(formatMinor(29_900)).toBe('299');
    expect(formatMinor(29_950)).toBe('299.50');
    expect(formatMinor(29_905)).toBe('299.05');
    expect(formatMinor(799)).toBe('7.99');
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(null)).toBe('');
    expect(formatMinor(-1)).toBe('');
  });

  it('round-trips with parseMinor', () => {
    for (const minor of [100, 101, 29_999, 10_000_000, 1_234_567]) expect(parseMinor(formatMinor(minor))).toBe(minor);
  });
});
