import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
} from 'libphonenumber-js/min';
import type { ErrorCode } from '../errors/catalogue';
import { DEFAULT_DIAL_CODE } from './phone-defaults';

export { DEFAULT_DIAL_CODE, DEFAULT_PHONE_COUNTRY_LABEL, DEFAULT_PHONE_COUNTRY_LABEL_NE } from './phone-defaults';

let dialCodes: Set<string> | undefined;
export function isKnownDialCode(dialCode: string): boolean {
  dialCodes ??= new Set(getCountries().map((country) => `+${getCountryCallingCode(country)}`));
  return dialCodes.has(dialCode);
}

/** Digits only: customers type spaces and hyphens in phone numbers. */
export function normaliseMobileNumber(input: string): string {
  return input.replace(/[\s\-().]/g, '');
}

// Nepal's mobile numbers: 10 digits starting 97 or 98 (NTC, Ncell and Smart all issue these ranges).
const NEPAL_MOBILE = /^9[78]\d{8}$/;

/** The catalogue code for what is wrong with a mobile number under a dial code, or undefined when valid. */
export function mobileNumberProblem(dialCode: string, mobileNumber: string): ErrorCode | undefined {
  const digits = normaliseMobileNumber(mobileNumber);
  if (digits.length === 0) return 'HUBCSMB001';
  if (!/^\d+$/.test(digits)) return 'HUBCSMB005';
  if (dialCode === DEFAULT_DIAL_CODE) {
    if (digits.length < 10) return 'HUBCSMB002';
    if (digits.length > 10) return 'HUBCSMB003';
    return NEPAL_MOBILE.test(digits) ? undefined : 'HUBCSMB005';
  }
  const international = `${dialCode}${digits}`;
  const length = validatePhoneNumberLength(international);
  if (length === 'TOO_SHORT') return 'HUBCSMB002';
  if (length === 'TOO_LONG') return 'HUBCSMB003';
  if (length) return 'HUBCSMB005';
  return parsePhoneNumberFromString(international)?.isValid() ? undefined : 'HUBCSMB005';
}

export function countryOfDialCode(dialCode: string): CountryCode | undefined {
  return parsePhoneNumberFromString(`${dialCode}0`)?.country;
}
