import type { Language } from '@ringside/contract';
import { currentLanguage, rememberLanguage } from '../lib/language';
import i18n from './index';

/**
 * The dictionaries come in parts, per language: the site's (every reading page), the forms' (sign-in, sign-up,
 * the account) and the back office's. A reading page loads only its language's site part (decision 43).
 */
export type Part = 'site' | 'forms' | 'backOffice';
type Loader = () => Promise<{ default: object }>;

const LOADERS: Record<Language, Record<Part, Loader>> = {
  en: {
    site: () => import('./en/site'),
    forms: () => import('./en/forms'),
    backOffice: () => import('./en/back-office'),
  },
  ne: {
    site: () => import('./ne/site'),
    forms: () => import('./ne/forms'),
    backOffice: () => import('./ne/back-office'),
  },
};

const wanted = new Set<Part>(['site']);
const loading = new Map<string, Promise<void>>();

function load(language: Language, part: Part): Promise<void> {
  const key = `${language}:${part}`;
  let done = loading.get(key);
  if (!done) {
    done = LOADERS[language][part]().then(({ default: strings }) => {
      i18n.addResourceBundle(language, 'translation', strings, true, true);
    });
    loading.set(key, done);
  }
  return done;
}

/** Every part the app has needed so far, in `language`. */
export async function loadDictionaries(language: Language): Promise<void> {
  await Promise.all([...wanted].map((part) => load(language, part)));
}

/** The language switch: the new language's strings first, then every string at once. */
export async function switchLanguage(language: Language): Promise<void> {
  await loadDictionaries(language);
  rememberLanguage(language);
  await i18n.changeLanguage(language);
}

/** A part's strings, in the current language (and in the other one after a switch): pages that need it wait. */
export async function loadDictionary(part: Part): Promise<void> {
  wanted.add(part);
  await load(currentLanguage(), part);
}
