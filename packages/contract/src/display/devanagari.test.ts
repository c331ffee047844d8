import { describe, expect, it } from 'vitest';
import { hasDevanagari, romanisations, transliterate } from './devanagari';

/** Nepali names as written in Devanagari, and the way they are usually written in Latin letters. */
const NAMES: [string, string][] = [
  ['गुरुङ', 'gurung'],
  ['तामाङ', 'tamang'],
  ['श्रेष्ठ', 'shrestha'],
  ['राई', 'rai'],
  ['लामा', 'lama'],
  ['थापा', 'thapa'],
  ['मगर', 'magar'],
  ['क्षेत्री', 'chhetri'],
  ['प्रधान', 'pradhan'],
  ['राम', 'ram'],
  ['भट्टराई', 'bhattarai'],
  ['पोखरेल', 'pokharel'],
  ['कृष्ण', 'krishna'],
  ['मिश्र', 'mishra'],
  ['प्रिय', 'priya'],
  ['अजय', 'ajay'],
  ['संजय', 'sanjay'],
  ['अंबिका', 'ambika'],
  ['लक्ष्मी', 'lakshmi'],
  ['ज्ञानेन्द्र', 'gyanendra'],
  ['तिवारी', 'tiwari'],
  ['पवन', 'pawan'],
  ['देवी', 'devi'],
  ['केशव', 'keshav'],
  ['विष्णु', 'bishnu'],
  ['कुँवर', 'kunwar'],
  ['बुद्ध', 'buddha'],
  ['शेर्पा', 'sherpa'],
  ['कार्की', 'karki'],
  ['बस्नेत', 'basnet'],
  ['अधिकारी', 'adhikari'],
  ['पौडेल', 'paudel'],
  ['आचार्य', 'acharya'],
  ['सूर्य', 'surya'],
  ['शाह', 'shah'],
  ['लिम्बु', 'limbu'],
  ['घले', 'ghale'],
  ['खड्का', 'khadka'],
  ['ढकाल', 'dhakal'],
  ['भण्डारी', 'bhandari'],
  ['महर्जन', 'maharjan'],
  ['शाक्य', 'shakya'],
  ['बुढाथोकी', 'budhathoki'],
  ['उप्रेती', 'upreti'],
  ['खत्री', 'khatri'],
  ['मल्ल', 'malla'],
  ['जोशी', 'joshi'],
  ['सरिता', 'sarita'],
  ['नारायण', 'narayan'],
  ['विश्वकर्मा', 'bishwakarma'],
  ['ईश्वर', 'ishwar'],
  ['दीपक', 'dipak'],
  ['गणेश', 'ganesh'],
  ['प्रकाश', 'prakash'],
  ['राजेन्द्र', 'rajendra'],
  ['सन्तोष', 'santosh'],
  ['हिमाल', 'himal'],
];

describe('transliterate', () => {
  it.each(NAMES)('%s -> %s', (devanagari, latin) => {
    expect(transliterate(devanagari)).toBe(latin);
  });

  it('keeps the spaces and the text in other scripts', () => {
    expect(transliterate('राम बहादुर थापा')).toBe('ram bahadur thapa');
    expect(transliterate('Ram गुरुङ (Tiger)')).toBe('Ram gurung (Tiger)');
    expect(transliterate('José Núñez')).toBe('José Núñez');
    expect(transliterate('')).toBe('');
  });

  it('writes digits, dandas, ॐ, the nukta, the visarga and a final virama', () => {
    expect(transliterate('१२३')).toBe('123');
    expect(transliterate('राम। सीता')).toBe('ram  sita');
    expect(transliterate('ॐ')).toBe('om');
    expect(transliterate('ज़ाकिर फ़ातिमा')).toBe('zakir fatima');
    // The precomposed nukta letters (U+095B ज़) read as the composed ones.
    expect(transliterate('\u095Bाकिर')).toBe('zakir');
    expect(transliterate('दुःख')).toBe('duhkh');
    expect(transliterate('गुरुङ्')).toBe('gurung');
  });

  it('writes the anusvara as m before p, ph, b, bh and m, else as n', () => {
    expect(transliterate('अंबिका')).toBe('ambika');
    expect(transliterate('संतोष')).toBe('santosh');
    expect(transliterate('हंस')).toBe('hans');
  });

  it('drops the inherent a inside a word as it is spoken, for the search', () => {
    expect(transliterate('पोखरेल', 'spoken')).toBe('pokhrel');
    expect(transliterate('कमला', 'spoken')).toBe('kamla');
    expect(transliterate('राजकुमार', 'spoken')).toBe('rajkumar');
    // Not where that would make three consonants meet, nor after a cluster, nor in the first syllable.
    expect(transliterate('विश्वकर्मा', 'spoken')).toBe('bishwakarma');
    expect(transliterate('भट्टराई', 'spoken')).toBe('bhattarai');
    expect(transliterate('सरिता', 'spoken')).toBe('sarita');
  });

  it('writes every inherent a in the full style', () => {
    expect(transliterate('अजय', 'full')).toBe('ajaya');
    expect(transliterate('राम', 'full')).toBe('rama');
  });
});

describe('romanisations', () => {
  it('lists the distinct spellings, the usual one first', () => {
    expect(romanisations('पोखरेल')).toEqual(['pokharel', 'pokhrel', 'pokharela']);
    expect(romanisations('श्रेष्ठ')).toEqual(['shrestha']);
    expect(romanisations('Gurung')).toEqual([]);
  });
});

describe('hasDevanagari', () => {
  it('tells Devanagari text', () => {
    expect(hasDevanagari('राम')).toBe(true);
    expect(hasDevanagari('Ram गुरुङ')).toBe(true);
    expect(hasDevanagari('Ram')).toBe(false);
    expect(hasDevanagari(null)).toBe(false);
  });
});
