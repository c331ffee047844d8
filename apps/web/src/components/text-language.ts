/**
 * The language a text someone typed is in, as far as its script tells: Devanagari is Nepali, anything else English.
 * For the `lang` of what fans and fighters wrote themselves, which a Nepali page shows as they wrote it.
 */
export const textLanguage = (text: string): 'ne' | 'en' => (/[\u0900-\u097F]/.test(text) ? 'ne' : 'en');
