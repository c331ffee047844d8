import { describe, expect, it } from 'vitest';
import { FighterProfileRequestSchema } from '@ringside/contract';
import { changedFields, missingFields, valuesOf } from './fighter-values';
import { sortNameOf } from './publication';
import { searchTextOf } from './search-text';

const parse = (body: Record<string, unknown>) => valuesOf(FighterProfileRequestSchema.parse(body));

describe('fighter values', () => {
  it('compares records and links by content, whatever the key order jsonb hands back', () => {
    const before = parse({
      priorRecord: { wins: 3, losses: 1 },
      socialLinks: { x: 'https://x.com/a', instagram: 'https://instagram.com/a' },
    });
    const stored = {
      ...before,
      priorRecord: JSON.parse(
        '{"draws":0,"losses":1,"wins":3,"noContests":0,"winsByKo":0,"winsBySub":0,"winsByDecision":0}',
      ),
      socialLinks: { x: 'https://x.com/a', instagram: 'https://instagram.com/a' },
    };
    expect(changedFields(stored, before)).toEqual([]);
    expect(changedFields(stored, { ...before, socialLinks: {} })).toEqual(['socialLinks']);
  });

  it('rounds measures to the stored tenth, so an unchanged value is not a change', () => {
    const values = parse({ heightCm: 175.55 });
    expect(values.heightCm).toBe(175.6);
    expect(changedFields({ ...values, heightCm: 175.6 }, values)).toEqual([]);
  });

  it('names the photo by its request name', () => {
    expect(changedFields(undefined, parse({ photo: '6f1c1a52-0b0e-4a53-9a57-6d3bd1f5d0c1' }))).toEqual(['photo']);
    expect(missingFields(parse({})).map((missing) => missing.field)).toContain('photo');
  });

  it('builds search text and order from the names', () => {
    const names = { firstName: 'Sujan', middleName: 'Kumar', lastName: 'Rai', nickname: 'Khukuri' };
    // As written, then by the search keys (kh and k meet).
    expect(searchTextOf(names)).toBe('sujan kumar rai khukuri sujan rai | sujan kumar rai kukuri sujan rai');
    expect(sortNameOf(names)).toBe('rai sujan');
    // The Devanagari names too, romanised.
    expect(searchTextOf({ ...names, middleName: null, nickname: null, lastNameNe: 'राई', firstNameNe: 'सुजन' })).toBe(
      'sujan rai | सुजन राई | sujana rai',
    );
  });
});
