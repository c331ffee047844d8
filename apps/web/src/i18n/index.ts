import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storedLanguage } from '../lib/language';
import en from './en';
import ne from './ne';

/** Every string of the interface in English and Nepali; `npm test` checks both have the same keys. */
export const resources = { en: { translation: en }, ne: { translation: ne } } as const;

void i18n.use(initReactI18next).init({
  resources,
  lng: typeof localStorage === 'undefined' ? 'en' : storedLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
