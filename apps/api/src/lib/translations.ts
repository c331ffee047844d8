import type { Language } from '@ringside/contract';

/**
 * Nepali values an answer carries beside its English ones until the reply picks the caller's language
 * (decision 50). A symbol key: JSON never shows it, so an answer that is not localized is plain English.
 */
const NEPALI = Symbol('nepali');

type Texts<T> = { [K in keyof T]?: string | null | undefined };
type WithNepali = { [NEPALI]?: Record<string, string | null | undefined> };

/**
 * `answer` with its Nepali values attached (empty ones are English in either language), added to any it carries
 * already (an answer spread from another keeps that one's).
 */
export function withNepali<T extends object>(answer: T, nepali: Texts<T>): T {
  const value = { ...(answer as WithNepali)[NEPALI], ...nepali };
  // Enumerable, so that `{ ...answer }` keeps it; a symbol, so that JSON never shows it.
  Object.defineProperty(answer, NEPALI, { value, enumerable: true, configurable: true, writable: true });
  return answer;
}

/** The Nepali values an answer carries (none: an empty record). */
export const nepaliOf = <T extends object>(answer: T): Texts<T> => ((answer as WithNepali)[NEPALI] ?? {}) as Texts<T>;

const isPlain = (value: unknown): value is Record<string | symbol, unknown> =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

/** Puts the Nepali values in place at every level; returns the input itself where nothing changes. */
function toNepali(value: unknown): unknown {
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    value.forEach((item, index) => {
      const folded = toNepali(item);
      if (folded !== item) (out ??= [...value])[index] = folded;
    });
    return out ?? value;
  }
  if (!isPlain(value)) return value;
  let out: Record<string, unknown> | undefined;
  for (const [key, text] of Object.entries((value as WithNepali)[NEPALI] ?? {}))
    if (typeof text === 'string' && text.trim() !== '') (out ??= { ...value })[key] = text;
  for (const [key, item] of Object.entries(value)) {
    const folded = toNepali(item);
    if (folded !== item) (out ??= { ...value })[key] = folded;
  }
  return out ?? value;
}

/**
 * An answer in `language`: English as built, Nepali with each Nepali value in place of its English one. Never
 * mutates: cached answers serve both languages.
 */
export function inLanguage<T>(answer: T, language: Language): T {
  return language === 'ne' ? (toNepali(answer) as T) : answer;
}

/** The value in `language`, English where the Nepali one is empty: for texts used outside an answer. */
export const pick = (language: Language, english: string, nepali: string | null | undefined): string =>
  language === 'ne' && nepali?.trim() ? nepali : english;

/**
 * A stored row read in `language`: for Nepali, each `fooNe` column's value in place of `foo` where given. For
 * texts built straight from rows (page metadata, messages) rather than answers.
 */
export function rowIn<T extends object>(row: T, language: Language): T {
  if (language !== 'ne') return row;
  const out: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const [key, value] of Object.entries(row)) {
    const english = key.slice(0, -2);
    if (key.endsWith('Ne') && english in row && typeof value === 'string' && value.trim() !== '') out[english] = value;
  }
  return out as T;
}
