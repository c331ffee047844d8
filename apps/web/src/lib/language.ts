import type { Language } from '@ringside/contract';
import { STORAGE_KEYS } from './storage-keys';

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
  document.documentElement.lang = next;
}
