/**
 * Country reference data for the server: nationalities and phone dial codes.
 * Kept out of ../display because world-countries is ~1.4 MB of JSON.
 *
 * world-countries is imported through its main entry (index.cjs, which
 * requires the JSON): Node, Vitest and esbuild (platform node) all resolve
 * it without JSON import attributes, and its index.d.ts types the data.
 * Its "module" entry (index.mjs) re-exports the JSON without `with { type:
 * 'json' }`, which Node would reject, but only bundlers pick that one.
 */
import countries from 'world-countries';
import type { Country } from 'world-countries';
import type { CountryCode } from 'libphonenumber-js/min';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import metadata from 'libphonenumber-js/min/metadata';

export interface Nationality {
  readonly title: string;
  readonly code: string;
  readonly countryName: string;
}

export interface PhoneCountry {
  readonly code: string;
  readonly dialCode: string;
  readonly label: string;
}

const HOME_COUNTRY = 'NP';
const collator = new Intl.Collator('en', { sensitivity: 'base' });

let nameByCode: Map<string, string> | undefined;
function names(): Map<string, string> {
  nameByCode ??= new Map(countries.map((c) => [c.cca2, c.name.common]));
  return nameByCode;
}

let nationalityCache: readonly Nationality[] | undefined;

/** Where the data's demonym is not what people say at home: Nepalis call themselves Nepali, not Nepalese. */
const DEMONYM_AS_SAID: Record<string, string> = { NP: 'Nepali' };

/**
 * One entry per English demonym, sorted by country name. Territories are
 * included (Hong Kong, Puerto Rico, ...) because fighters identify with them.
 * Where a demonym is shared ('French' for France and the French Southern
 * Lands), the sovereign state keeps it; between two territories ('Channel
 * Islander' for Guernsey and Jersey) the first by name does.
 * Returns a copy so callers cannot corrupt the memoised list.
 */
export function nationalities(): Nationality[] {
  if (!nationalityCache) {
    const sovereign = (c: Country) => c.independent || c.unMember;
    const candidates = countries
      .map((c) => ({ c, title: DEMONYM_AS_SAID[c.cca2] ?? c.demonyms['eng']?.m.trim() ?? '' }))
      .filter(({ title }) => title !== '')
      .sort(
        (a, b) => Number(sovereign(b.c)) - Number(sovereign(a.c)) || collator.compare(a.c.name.common, b.c.name.common),
      );
    const byTitle = new Map<string, Nationality>();
    for (const { c, title } of candidates) {
      if (!byTitle.has(title)) byTitle.set(title, Object.freeze({ title, code: c.cca2, countryName: c.name.common }));
    }
    nationalityCache = [...byTitle.values()].sort((a, b) => collator.compare(a.countryName, b.countryName));
  }
  return [...nationalityCache];
}

let phoneCache: readonly PhoneCountry[] | undefined;

/**
 * Every country libphonenumber can parse that world-countries can name
 * (so not Ascension or Tristan da Cunha), labelled 'Nepal(+977)'. Nepal
 * comes first as the default pick; the rest follow by name.
 */
export function phoneCountries(): PhoneCountry[] {
  if (!phoneCache) {
    const list: PhoneCountry[] = [];
    for (const code of getCountries()) {
      const name = names().get(code);
      if (name === undefined) continue;
      const dialCode = `+${getCountryCallingCode(code)}`;
      list.push(Object.freeze({ code, dialCode, label: `${name}(${dialCode})` }));
    }
    const rank = (p: PhoneCountry) => (p.code === HOME_COUNTRY ? 0 : 1);
    phoneCache = list.sort(
      (a, b) => rank(a) - rank(b) || collator.compare(names().get(a.code) ?? '', names().get(b.code) ?? ''),
    );
  }
  return [...phoneCache];
}

/** Exact, upper-case ISO 3166-1 alpha-2 code: stored codes must compare equal. */
export function isCountryCode(code: string | null | undefined): code is string {
  return typeof code === 'string' && names().has(code);
}

/** 'NP' -> 'Nepal'; unknown or non-canonical codes give null. */
export function countryName(code: string | null | undefined): string | null {
  return typeof code === 'string' ? (names().get(code) ?? null) : null;
}

let dialCodes: Set<string> | undefined;

/** '+977' -> true. The leading '+' is required, matching PhoneCountry.dialCode. */
export function isDialCode(dialCode: string | null | undefined): dialCode is string {
  dialCodes ??= new Set(phoneCountries().map((p) => p.dialCode));
  return typeof dialCode === 'string' && dialCodes.has(dialCode);
}

/**
 * '+977' -> 'NP'. A code shared by several countries resolves to
 * libphonenumber's main country for it, which is listed first in its
 * metadata ('+1' -> 'US', '+7' -> 'RU', '+44' -> 'GB').
 */
export function countryForDialCode(dialCode: string | null | undefined): string | null {
  if (!isDialCode(dialCode)) return null;
  const sharing: readonly CountryCode[] = metadata.country_calling_codes[dialCode.slice(1)] ?? [];
  return sharing.find((code) => names().has(code)) ?? null;
}

let countryCache: readonly CountryOption[] | undefined;

export interface CountryOption {
  readonly code: string;
  readonly name: string;
  readonly demonym: string | null;
  readonly dialCode: string | null;
}

/** Every named country with its demonym and dial code where known: Nepal first, then by name. */
export function countryOptions(): CountryOption[] {
  if (!countryCache) {
    const demonyms = new Map(nationalities().map((n) => [n.code, n.title]));
    const dialCodes = new Map(phoneCountries().map((p) => [p.code, p.dialCode]));
    countryCache = countries
      .map((c) =>
        Object.freeze({
          code: c.cca2,
          name: c.name.common,
          demonym: demonyms.get(c.cca2) ?? null,
          dialCode: dialCodes.get(c.cca2) ?? null,
        }),
      )
      .sort(
        (a, b) => Number(b.code === HOME_COUNTRY) - Number(a.code === HOME_COUNTRY) || collator.compare(a.name, b.name),
      );
  }
  return [...countryCache];
}
