import { describe, expect, it } from 'vitest';
import { searchDocument, searchKey, searchTerms } from './search-text';

/** Spellings of one Nepali name that must meet: romanisation variants, and the Devanagari with a romanisation. */
const SAME_KEY: [string, string][] = [
  ['Shrestha', 'Shresta'],
  ['Chhetri', 'Kshetri'],
  ['Chhetri', 'Chettri'],
  ['Laxmi', 'Lakshmi'],
  ['Deepak', 'Dipak'],
  ['Adhikari', 'Adhikary'],
  ['Chaudhary', 'Choudhari'],
  ['Bikash', 'Vikas'],
  ['Vishwakarma', 'Bishwakarma'],
  ['Poudel', 'Paudel'],
  ['Poonam', 'Punam'],
  ['Rabindra', 'Ravindra'],
  ['Pawan', 'Pavan'],
  ['Subedi', 'Suvedi'],
  ['Kshitij', 'Xitij'],
  ['Lhamu', 'Lamu'],
  ['Bhatta', 'Bhata'],
  ['Limbu', 'Limboo'],
  ['Shiva', 'Siva'],
  ['Sunil', 'Suneel'],
  ['गुरुङ', 'Gurung'],
  ['श्रेष्ठ', 'Shresta'],
  ['लक्ष्मी', 'Laxmi'],
  ['क्षेत्री', 'Kshetri'],
  ['पौडेल', 'Poudel'],
  ['विष्णु', 'Vishnu'],
  ['तिवारी', 'Tiwary'],
  ['दीपक', 'Deepak'],
  ['तामाङ', 'Tamang'],
  ['थापा मगर', 'Thapa Magar'],
];

/** Whether a query finds a record of these lines, as the database's LIKE would. */
const finds = (query: string, lines: (string | null)[]) => {
  const document = searchDocument(lines);
  return searchTerms(query).some((term) => document.includes(term));
};

describe('searchKey', () => {
  it.each(SAME_KEY)('%s and %s meet', (one, other) => {
    expect(searchKey(one)).toBe(searchKey(other));
  });

  it('is lower-case words of letters and digits', () => {
    expect(searchKey("  Ram O'Neil-Thapa ")).toBe('ram o neil tapa');
    expect(searchKey('José')).toBe('jose');
    expect(searchKey('!!')).toBe('');
  });

  it('keeps names apart that are different names', () => {
    expect(searchKey('Gurung')).not.toBe(searchKey('Tamang'));
    expect(searchKey('Khatri')).not.toBe(searchKey('Chhetri'));
  });
});

describe('searchDocument', () => {
  it('holds the lines as written, the romanisations of the Devanagari ones and the keys', () => {
    expect(searchDocument(['Ram Gurung', 'राम गुरुङ'])).toBe('ram gurung | राम गुरुङ | rama gurunga');
    expect(searchDocument(['Sita Shrestha', null, ''])).toBe('sita shrestha | sita sresta');
  });
});

describe('searchTerms', () => {
  it('looks for the query as typed, romanised and by its key', () => {
    expect(searchTerms('गुरुङ')).toEqual(['गुरुङ', 'gurung']);
    expect(searchTerms(' Shrestha ')).toEqual(['shrestha', 'sresta']);
    expect(searchTerms('पोखरेल')).toEqual(['पोखरेल', 'pokharel', 'pokhrel', 'pokarel', 'pokrel']);
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms('   ')).toEqual([]);
  });

  it('leaves out short keys, which would match too much', () => {
    expect(searchTerms('jha')).toEqual(['jha']);
    expect(searchTerms('झा')).toEqual(['झा', 'jha']);
  });

  it('finds a name given only in Devanagari by its romanisation, and the reverse', () => {
    expect(finds('gurung', ['', 'राम गुरुङ'])).toBe(true);
    expect(finds('गुरुङ', ['Ram Gurung', null])).toBe(true);
    expect(finds('Shresta', ['', 'सीता श्रेष्ठ'])).toBe(true);
    expect(finds('श्रेष्ठ', ['Sita Shresta', null])).toBe(true);
    expect(finds('pokhrel', ['', 'पोखरेल'])).toBe(true);
    expect(finds('पोखरेल', ['Hari Pokhrel', null])).toBe(true);
    expect(finds('ajaya', ['', 'अजय'])).toBe(true);
    expect(finds('rajkumar', ['', 'राजकुमार'])).toBe(true);
    expect(finds('ram gurung', ['', 'राम गुरुङ'])).toBe(true);
  });

  it('finds nobody else', () => {
    expect(finds('गुरुङ', ['Pasang Tamang', 'पासाङ तामाङ'])).toBe(false);
    expect(finds('tamang', ['', 'राम गुरुङ'])).toBe(false);
    expect(finds('jha', ['Raja Maharjan', null])).toBe(false);
    expect(finds('lama', ['Binod Lamichhane', null])).toBe(false);
    expect(finds('क्षेत्री', ['Bal Khatri', null])).toBe(false);
  });
});
