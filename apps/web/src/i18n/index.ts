import { devanagari } from '@ringside/contract/display/digits';
import i18n, { type FormatterModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storedLanguage } from '../lib/language';

/**
 * Every number put into a Nepali string ('{{count}} खेल', a year, a limit) is written in Devanagari digits, from our
 * own table as the dates are, so server and browser print the same. Strings (names, codes, already formatted
 * amounts) pass through untouched, and English is left as it is. No string uses i18next's named formats.
 */
export const digitsFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  // i18next hands every other value on as it is (the type says string; values are whatever the caller passed).
  format: (value: string | number, _format, language) =>
    language === 'ne' && typeof value === 'number' ? devanagari(String(value)) : (value as string),
};

/**
 * The interface's strings, English and Nepali (`npm test` checks both have the same keys). The browser starts with
 * none and loads the dictionaries of the visitor's language as needed (dictionaries.ts); the server adds them all.
 */
void i18n
  .use(digitsFormatter)
  .use(initReactI18next)
  .init({
    resources: {},
    partialBundledLanguages: true,
    lng: typeof localStorage === 'undefined' ? 'en' : storedLanguage(),
    fallbackLng: false,
    interpolation: { escapeValue: false, alwaysFormat: true },
    returnNull: false,
  });

export default i18n;
