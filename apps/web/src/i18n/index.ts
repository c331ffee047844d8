import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storedLanguage } from '../lib/language';

/**
 * The interface's strings, English and Nepali (`npm test` checks both have the same keys). The browser starts with
 * none and loads the dictionaries of the visitor's language as needed (dictionaries.ts); the server adds them all.
 */
void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: typeof localStorage === 'undefined' ? 'en' : storedLanguage(),
  fallbackLng: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
