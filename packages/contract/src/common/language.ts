export const LANGUAGES = ['en', 'ne'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Picks the user's language from an Accept-Language style value; English unless Nepali is asked for first. */
export function languageFrom(value: string | null | undefined): Language {
  if (!value) return 'en';
  const first = value.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('ne') ? 'ne' : 'en';
}
