import { describe, expect, it } from 'vitest';
import { cmFromFeetAndInches, heightInFeetAndInches, INCH_TO_CM, INCHES_PER_FOOT } from './height';

describe('constants', () => {
  it('are the exact imperial factors', () => {
    expect(INCH_TO_CM).toBe(2.54);
    expect(INCHES_PER_FOOT).toBe(12);
  });
});

describe('heightInFeetAndInches', () => {
  it('formats centimetres as feet and inches', () => {
    expect(heightInFeetAndInches(180)).toBe(`5' 11"`);
    expect(heightInFeetAndInches(152.4)).toBe(`5' 0"`);
    expect(heightInFeetAndInches(170)).toBe(`5' 7"`);
  });

  it('rounds to the nearest inch', () => {
    // 175 cm = 68.9 in -> 69 in; 174 cm = 68.5 in -> 69 in; 173.9 cm = 68.46 in -> 68 in
    expect(heightInFeetAndInches(175)).toBe(`5' 9"`);
    expect(heightInFeetAndInches(173.9)).toBe(`5' 8"`);
  });

  it('carries 12 rounded inches into the feet', () => {
    // 182.6 cm = 71.89 in -> 72 in = 6' 0"
    expect(heightInFeetAndInches(182.6)).toBe(`6' 0"`);
  });

  it('handles heights under one foot', () => {
    expect(heightInFeetAndInches(10)).toBe(`0' 4"`);
  });

  it.each([null, undefined, 0, -5, Number.NaN, Number.POSITIVE_INFINITY])('renders %s as -', (value) => {
    expect(heightInFeetAndInches(value)).toBe('-');
  });
});

describe('cmFromFeetAndInches', () => {
  it('converts to centimetres rounded to one decimal', () => {
    expect(cmFromFeetAndInches(5, 11)).toBe(180.3);
    expect(cmFromFeetAndInches(6, 0)).toBe(182.9);
    expect(cmFromFeetAndInches(5)).toBe(152.4);
    expect(cmFromFeetAndInches(0, 1)).toBe(2.5);
  });

  it('accepts fractional inches', () => {
    expect(cmFromFeetAndInches(5, 10.5)).toBe(179.1);
  });

  it('round-trips through the display format', () => {
    const cm = cmFromFeetAndInches(5, 11);
    expect(heightInFeetAndInches(cm)).toBe(`5' 11"`);
  });

  it('returns null for invalid or empty input', () => {
    expect(cmFromFeetAndInches(0, 0)).toBeNull();
    expect(cmFromFeetAndInches(-1, 5)).toBeNull();
    expect(cmFromFeetAndInches(5, -1)).toBeNull();
    expect(cmFromFeetAndInches(Number.NaN, 2)).toBeNull();
    expect(cmFromFeetAndInches(5, Number.POSITIVE_INFINITY)).toBeNull();
  });
});
