import { describe, expect, it } from 'vitest';
import { countryDisplayName } from './country-names';

describe('countryDisplayName', () => {
  it('names countries in Nepali from our own table, in English otherwise', () => {
    expect(countryDisplayName('NP', 'ne')).toBe('नेपाल');
    expect(countryDisplayName('in', 'ne')).toBe('भारत');
    expect(countryDisplayName('NP', 'en')).toBe('Nepal');
    expect(countryDisplayName('US', 'en')).toBe('United States');
  });

  it('keeps the English name of a country the table does not hold, and the code of no country', () => {
    expect(countryDisplayName('FJ', 'ne')).toBe('Fiji');
    expect(countryDisplayName('XX', 'ne')).toBe('XX');
    expect(countryDisplayName(null, 'ne')).toBe('');
  });
});
