import { describe, expect, it } from 'vitest';
import {
  countryForDialCode,
  countryName,
  countryOptions,
  isCountryCode,
  isDialCode,
  nationalities,
  phoneCountries,
} from './countries';

const collator = new Intl.Collator('en', { sensitivity: 'base' });

describe('nationalities', () => {
  const list = nationalities();

  it('includes Nepal with its demonym', () => {
    expect(list).toContainEqual({ title: 'Nepali', code: 'NP', countryName: 'Nepal' });
  });

  it('has a plausible number of entries', () => {
    expect(list.length).toBeGreaterThanOrEqual(190);
    expect(list.length).toBeLessThanOrEqual(260);
  });

  it('has no duplicate titles or codes and no empty demonyms', () => {
    expect(new Set(list.map((n) => n.title)).size).toBe(list.length);
    expect(new Set(list.map((n) => n.code)).size).toBe(list.length);
    for (const n of list) {
      expect(n.title.trim()).not.toBe('');
      expect(n.code).toMatch(/^[A-Z]{2}$/);
      expect(n.countryName).not.toBe('');
    }
  });

  it('is sorted by country name', () => {
    const names = list.map((n) => n.countryName);
    expect(names).toEqual([...names].sort(collator.compare));
  });

  it('gives a shared demonym to the sovereign state', () => {
    expect(list.find((n) => n.title === 'French')?.code).toBe('FR');
    expect(list.find((n) => n.title === 'Indian')?.code).toBe('IN');
    expect(list.find((n) => n.title === 'American')?.code).toBe('US');
    expect(list.find((n) => n.title === 'Congolese')?.code).toBeDefined();
  });

  it('includes neighbours and non-UN fighting nations', () => {
    const codes = new Set(list.map((n) => n.code));
    for (const code of ['IN', 'CN', 'BT', 'BD', 'TW', 'HK', 'XK', 'PS']) expect(codes.has(code), code).toBe(true);
  });

  it('is memoised but cannot be corrupted by callers', () => {
    const first = nationalities();
    first.length = 0;
    const again = nationalities();
    expect(again.length).toBe(list.length);
    expect(again[0]).toBe(list[0]);
    expect(Object.isFrozen(again[0])).toBe(true);
  });
});

describe('phoneCountries', () => {
  const list = phoneCountries();

  it('puts Nepal first with the exact label format', () => {
    expect(list[0]).toEqual({ code: 'NP', dialCode: '+977', label: 'Nepal(+977)' });
  });

  it('sorts the rest by name', () => {
    const rest = list.slice(1).map((p) => p.label.replace(/\(\+\d+\)$/, ''));
    expect(rest).toEqual([...rest].sort(collator.compare));
    expect(rest).not.toContain('Nepal');
  });

  it('labels every entry as name(+code) with no space', () => {
    for (const p of list) {
      expect(p.dialCode).toMatch(/^\+\d{1,4}$/);
      expect(p.label).toBe(`${countryName(p.code)}(${p.dialCode})`);
    }
  });

  it('has one entry per country, including shared dial codes', () => {
    expect(new Set(list.map((p) => p.code)).size).toBe(list.length);
    expect(list.find((p) => p.code === 'US')?.label).toBe('United States(+1)');
    expect(list.find((p) => p.code === 'CA')?.label).toBe('Canada(+1)');
    expect(list.find((p) => p.code === 'IN')?.dialCode).toBe('+91');
    expect(list.find((p) => p.code === 'CC')?.label).toBe('Cocos (Keeling) Islands(+61)');
  });

  it('leaves out regions world-countries cannot name', () => {
    // Ascension Island and Tristan da Cunha have dial codes but no ISO country entry there.
    expect(list.some((p) => p.code === 'AC' || p.code === 'TA')).toBe(false);
    expect(list.length).toBeGreaterThan(230);
  });

  it('is memoised but cannot be corrupted by callers', () => {
    phoneCountries().splice(0, 1);
    expect(phoneCountries()[0]?.code).toBe('NP');
  });
});

describe('isCountryCode / countryName', () => {
  it('accepts known upper-case alpha-2 codes', () => {
    expect(isCountryCode('NP')).toBe(true);
    expect(isCountryCode('XK')).toBe(true);
    expect(countryName('NP')).toBe('Nepal');
    expect(countryName('IN')).toBe('India');
  });

  it('rejects unknown, lower-case or malformed codes', () => {
    for (const code of ['np', 'ZZ', 'NPL', '', ' NP', null, undefined]) {
      expect(isCountryCode(code), String(code)).toBe(false);
      expect(countryName(code), String(code)).toBeNull();
    }
  });
});

describe('isDialCode / countryForDialCode', () => {
  it('maps a dial code to its country', () => {
    expect(isDialCode('+977')).toBe(true);
    expect(countryForDialCode('+977')).toBe('NP');
    expect(countryForDialCode('+91')).toBe('IN');
  });

  it('prefers the main country for shared codes', () => {
    expect(countryForDialCode('+1')).toBe('US');
    expect(countryForDialCode('+7')).toBe('RU');
    expect(countryForDialCode('+44')).toBe('GB');
    expect(countryForDialCode('+61')).toBe('AU');
  });

  it('round-trips every phone country to a country with the same dial code', () => {
    for (const p of phoneCountries()) {
      const code = countryForDialCode(p.dialCode);
      expect(phoneCountries().find((q) => q.code === code)?.dialCode).toBe(p.dialCode);
    }
  });

  it('requires the leading plus and a known code', () => {
    for (const dial of ['977', '+9999', '+', '', ' +977', '+0', null, undefined]) {
      expect(isDialCode(dial), String(dial)).toBe(false);
      expect(countryForDialCode(dial), String(dial)).toBeNull();
    }
  });
});

describe('countryOptions', () => {
  it('puts Nepal first with its demonym and dial code', () => {
    const [first, ...rest] = countryOptions();
    expect(first).toEqual({ code: 'NP', name: 'Nepal', demonym: expect.any(String), dialCode: '+977' });
    expect(rest.length).toBeGreaterThan(200);
    expect(rest.find((country) => country.code === 'IN')?.dialCode).toBe('+91');
  });
});
