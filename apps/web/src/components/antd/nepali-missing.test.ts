import { describe, expect, it } from 'vitest';
import { hasText, missingNepali, nepaliMissing } from './nepali-missing';

describe('Nepali values missing', () => {
  it('counts blank and absent values as no text', () => {
    expect(hasText('Fight night')).toBe(true);
    expect(hasText('  ')).toBe(false);
    expect(hasText('')).toBe(false);
    expect(hasText(null)).toBe(false);
    expect(hasText(undefined)).toBe(false);
  });

  it('is missing only where English is written and Nepali is not', () => {
    expect(nepaliMissing('Fight night', null)).toBe(true);
    expect(nepaliMissing('Fight night', ' ')).toBe(true);
    expect(nepaliMissing('Fight night', 'फाइट नाइट')).toBe(false);
    // Nothing to translate yet: an empty field is not a missing translation.
    expect(nepaliMissing('', '')).toBe(false);
    expect(nepaliMissing(null, null)).toBe(false);
  });

  it('names the fields of an item whose Nepali value is missing', () => {
    expect(
      missingNepali([
        ['Name', 'Valley Fight Night', 'उपत्यका फाइट नाइट'],
        ['Tagline', 'Eight bouts', null],
        ['Description', null, null],
        ['Venue', 'Dasarath Rangasala', ''],
      ]),
    ).toEqual(['Tagline', 'Venue']);
  });
});
