import { describe, expect, it } from 'vitest';
import { initials, titleCase } from './names';

describe('initials', () => {
  it('takes the first letter of the first and last words', () => {
    expect(initials('John Ram Doe')).toBe('JD');
    expect(initials('john doe')).toBe('JD');
  });

  it('uses a single word once', () => {
    expect(initials('Madonna')).toBe('M');
  });

  it('ignores surrounding and repeated whitespace', () => {
    expect(initials('  rajesh \t  hamal  ')).toBe('RH');
  });

  it('returns empty for missing or blank names', () => {
    expect(initials('')).toBe('');
    expect(initials('   ')).toBe('');
    expect(initials(null)).toBe('');
    expect(initials(undefined)).toBe('');
  });

  it('keeps Devanagari vowel signs with their consonant', () => {
    expect(initials('राम बहादुर थापा')).toBe('राथा');
    expect(initials('सीता')).toBe('सी');
  });

  it('does not split characters outside the BMP', () => {
    expect(initials('𝒜lice 𝒵ed')).toBe('𝒜𝒵');
  });

  it('upper-cases accented Latin letters', () => {
    expect(initials('élodie ørsted')).toBe('ÉØ');
  });
});

describe('titleCase', () => {
  it('capitalises each word and lower-cases the rest', () => {
    expect(titleCase('jOHN  doe-smith')).toBe('John  Doe-Smith');
    expect(titleCase('RAJESH HAMAL')).toBe('Rajesh Hamal');
  });

  it('keeps separators as typed', () => {
    expect(titleCase(' a--b ')).toBe(' A--B ');
    expect(titleCase('a\tb')).toBe('A\tB');
  });

  it('returns empty for missing text', () => {
    expect(titleCase(null)).toBe('');
    expect(titleCase(undefined)).toBe('');
    expect(titleCase('')).toBe('');
  });

  it('leaves caseless scripts untouched', () => {
    expect(titleCase('राम थापा')).toBe('राम थापा');
  });

  it('handles single-letter words', () => {
    expect(titleCase('k j')).toBe('K J');
  });
});
