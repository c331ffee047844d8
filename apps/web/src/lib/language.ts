import type { Language } from '@ringside/contract';
import { STORAGE_KEYS } from './storage-keys';

export const LANGUAGE_COOKIE = 'lang';

export function storedLanguage(): Language {
  return localStorage.getItem(STORAGE_KEYS.language) === 'ne' ? 'ne' : 'en';
}

let language: Language = typeof localStorage === 'undefined' ? 'en' : storedLanguage();

export function currentLanguage(): Language {
  return language;
}

export function rememberLanguage(next: Language): void {
  language = next;
  localStorage.setItem(STORAGE_KEYS.language, next);
  // The server renders pages in the language this cookie names.
  document.cookie = `${LANGUAGE_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = next;
}
